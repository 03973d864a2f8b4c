import { z } from 'zod';
import { objectStep } from '@/components/wizard/wizard-steps';
import { countryCodes, phone, reviewStep, text } from './fields';

/** docs/api.md, "Wizards": the checkout's steps; one flat body, so that a field error names its field. */
export const cartSchema = z.object({
  items: z
    .array(
      z.object({
        productId: z.number('validation.cart').int('validation.cart').positive('validation.cart'),
        qty: z.number('validation.qty').int('validation.qty').min(1, 'validation.qty').max(10, 'validation.qty'),
      }),
      'validation.emptyCart',
    )
    .min(1, 'validation.emptyCart')
    .max(20, 'validation.tooMany')
    .refine((items) => new Set(items.map((i) => i.productId)).size === items.length, 'validation.cart'),
});

export const deliveryOptions = ['standard', 'express'] as const;

export const addressSchema = z.object({
  fullName: text(2, 80),
  phone,
  street: text(3, 120),
  city: text(2, 60),
  country: z.enum(countryCodes, 'validation.required'),
  delivery: z.enum(deliveryOptions, 'validation.required'),
});

export const paymentMethods = ['card', 'mobileMoney', 'cash'] as const;

const paymentFields = z.object({
  method: z.enum(paymentMethods, 'validation.required'),
  cardName: z.string().trim().max(80, 'validation.tooLong'),
  cardNumber: z.string().max(30, 'validation.card'),
  expiry: z.string().max(5, 'validation.expiry'),
  cvc: z.string().max(4, 'validation.cvc'),
  mobilePhone: z.string().max(30, 'validation.phone'),
});

/** The Luhn checksum every card number carries (ISO/IEC 7812-1). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** MM/YY, this month or later (cards expire at the end of their month). */
function expiryOk(value: string, now = new Date()): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month] = [2000 + Number(match[2]), Number(match[1])];
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

type PaymentValues = z.infer<typeof paymentFields>;

/** Only the chosen method's fields are required. */
function checkPayment(v: PaymentValues, ctx: z.RefinementCtx) {
  const issue = (path: keyof PaymentValues, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (v.method === 'card') {
    if (v.cardName.trim().length < 2) issue('cardName', 'validation.required');
    const digits = v.cardNumber.replace(/[\s-]/g, '');
    if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits)) issue('cardNumber', 'validation.card');
    if (!expiryOk(v.expiry)) issue('expiry', 'validation.expiry');
    if (!/^\d{3,4}$/.test(v.cvc)) issue('cvc', 'validation.cvc');
  }
  if (v.method === 'mobileMoney' && !phone.safeParse(v.mobilePhone).success) issue('mobilePhone', 'validation.phone');
}

export const paymentSchema = paymentFields.superRefine(checkPayment);

export const checkoutSteps = [
  objectStep('cart', cartSchema),
  objectStep('address', addressSchema),
  { id: 'payment', schema: paymentSchema, fields: Object.keys(paymentFields.shape) },
  reviewStep(),
];

/** The whole body `POST /api/wizards/checkout` takes: every step's fields. */
export const checkoutSchema = z
  .object({ ...cartSchema.shape, ...addressSchema.shape, ...paymentFields.shape })
  .superRefine(checkPayment);

export type CheckoutInput = z.infer<typeof checkoutSchema>;

/** Never kept in the draft (sessionStorage): the card's number and code are typed again after a reload. */
export const checkoutSecrets = ['cardNumber', 'cvc'] as const;

export const checkoutDefaults: CheckoutInput = {
  items: [],
  fullName: '',
  phone: '',
  street: '',
  city: '',
  country: 'GA',
  delivery: 'standard',
  method: 'card',
  cardName: '',
  cardNumber: '',
  expiry: '',
  cvc: '',
  mobilePhone: '',
};

/** Dollars, as the catalogue's prices (docs/decisions.md, "Money"): express delivery costs 15, standard none. */
export const shippingCost: Record<(typeof deliveryOptions)[number], number> = { standard: 0, express: 15 };
