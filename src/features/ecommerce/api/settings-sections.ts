import type { ChildKeys } from '@/lib/i18n/keys';
import { z } from 'zod';
import { isEmail } from '@/lib/email';

type FieldName = ChildKeys<'ecommerce', 'settings.fields'>;

export type SettingsField =
  | { name: FieldName; kind: 'text' | 'email' | 'tel' | 'number'; required?: boolean; wide?: boolean }
  | { name: FieldName; kind: 'select'; options: readonly string[]; required?: boolean; wide?: boolean }
  | { name: FieldName; kind: 'switch'; wide?: boolean };

export const settingsSections = {
  store: [
    { name: 'storeName', kind: 'text', required: true },
    { name: 'phone', kind: 'tel', required: true },
    { name: 'contactEmail', kind: 'email', required: true },
    { name: 'senderEmail', kind: 'email', required: true },
    // The shop is in US dollars, as the spec's data says (docs/decisions.md, "Money"); the others stay choosable.
    { name: 'currency', kind: 'select', options: ['USD', 'XAF', 'EUR'], required: true },
    {
      name: 'timezone',
      kind: 'select',
      options: ['Africa/Libreville', 'Africa/Douala', 'Africa/Kinshasa', 'UTC'],
      required: true,
    },
  ],
  payments: [
    { name: 'provider', kind: 'select', options: ['stripe', 'paypal', 'mobileMoney'], required: true },
    { name: 'captureOnOrder', kind: 'switch' },
    { name: 'cashOnDelivery', kind: 'switch' },
    { name: 'bankTransfer', kind: 'switch' },
  ],
  checkout: [
    { name: 'accountRequired', kind: 'switch', wide: true },
    { name: 'askCompany', kind: 'switch', wide: true },
    { name: 'askPhone', kind: 'switch', wide: true },
    { name: 'thankYouMessage', kind: 'text', wide: true },
  ],
  shipping: [
    { name: 'domesticRate', kind: 'number', required: true },
    { name: 'internationalRate', kind: 'number', required: true },
    { name: 'freeAbove', kind: 'number' },
    { name: 'deliveryDays', kind: 'number', required: true },
  ],
  locations: [
    { name: 'locationName', kind: 'text', required: true },
    // ISO codes, named in the interface language by Intl (settings-form.tsx).
    { name: 'country', kind: 'select', options: ['GA', 'CM', 'CG', 'CD', 'GQ', 'TD'], required: true },
    { name: 'address', kind: 'text', required: true, wide: true },
    { name: 'city', kind: 'text', required: true },
    { name: 'fulfilOnline', kind: 'switch' },
  ],
  notifications: [
    { name: 'orderConfirmation', kind: 'switch', wide: true },
    { name: 'orderShipped', kind: 'switch', wide: true },
    { name: 'lowStock', kind: 'switch', wide: true },
    { name: 'newReview', kind: 'switch', wide: true },
  ],
} satisfies Record<string, readonly SettingsField[]>;

export type SettingsSection = keyof typeof settingsSections;
export const settingsTabs = Object.keys(settingsSections) as SettingsSection[];
export const isSettingsSection = (value: string): value is SettingsSection =>
  (settingsTabs as readonly string[]).includes(value);

export const settingsDefaults: Record<SettingsSection, Record<string, string | boolean>> = {
  store: {
    storeName: 'Okoumé Digital Store',
    phone: '+241 01 23 45 67',
    contactEmail: 'contact@okoume.example',
    senderEmail: 'no-reply@okoume.example',
    currency: 'USD',
    timezone: 'Africa/Libreville',
  },
  payments: { provider: 'mobileMoney', captureOnOrder: true, cashOnDelivery: true, bankTransfer: false },
  checkout: { accountRequired: false, askCompany: true, askPhone: true, thankYouMessage: '' },
  // In dollars; parcel delivery is free at home, as the FAQ says (docs/spec.md §9).
  shipping: { domesticRate: '0', internationalRate: '49', freeAbove: '500', deliveryDays: '3' },
  locations: {
    locationName: 'Entrepôt Libreville',
    country: 'GA',
    address: 'Boulevard Triomphal',
    city: 'Libreville',
    fulfilOnline: true,
  },
  notifications: { orderConfirmation: true, orderShipped: true, lowStock: true, newReview: false },
};

/** Builds the zod schema of a section from its field list; messages are ecommerce validation keys. */
export function sectionSchema(fields: readonly SettingsField[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const f of fields) {
    if (f.kind === 'switch') shape[f.name] = z.boolean();
    else {
      let s = z.string().trim();
      if (f.kind === 'email') s = s.refine((v) => v === '' || isEmail(v), 'validation.email');
      if (f.kind === 'tel') s = s.regex(/^$|^\+?[\d\s().-]{6,20}$/, 'validation.phone');
      if (f.kind === 'number') s = s.regex(/^$|^\d+([.,]\d+)?$/, 'validation.number');
      shape[f.name] = f.required ? s.min(1, 'validation.required') : s;
    }
  }
  return z.object(shape);
}
