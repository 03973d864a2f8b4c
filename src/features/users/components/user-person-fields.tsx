import type { Control, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import { userPlans, userRoles } from '../api/types';

interface PersonFields {
  fullName: string;
  username: string;
  email: string;
  company: string;
  country: string;
  contact: string;
}

/**
 * Who the user is: the fields the add drawer and the edit dialog share. A new user needs them all; an edit may
 * leave company, country and contact empty, as stored users can.
 */
export function UserPersonFields<T extends PersonFields>({
  control,
  allRequired,
}: {
  control: Control<T>;
  allRequired: boolean;
}) {
  const { t } = useTranslation('users');
  const field = { control, ns: 'users' } as const;
  const name = (key: keyof PersonFields) => key as Path<T>;
  return (
    <>
      <FormTextField {...field} name={name('fullName')} label={t('fields.fullName')} autoComplete="name" required />
      <FormTextField {...field} name={name('username')} label={t('fields.username')} autoComplete="username" required />
      <FormTextField
        {...field}
        name={name('email')}
        type="email"
        label={t('fields.email')}
        autoComplete="email"
        required
      />
      <FormTextField
        {...field}
        name={name('company')}
        label={t('fields.company')}
        autoComplete="organization"
        required={allRequired}
      />
      <FormTextField
        {...field}
        name={name('country')}
        label={t('fields.country')}
        autoComplete="country-name"
        required={allRequired}
      />
      <FormTextField
        {...field}
        name={name('contact')}
        type="tel"
        label={t('fields.contact')}
        autoComplete="tel"
        required={allRequired}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
    </>
  );
}

/** The role and plan choices, labelled in the reader's language. */
export function useUserOptions() {
  const { t } = useTranslation('users');
  return {
    roles: userRoles.map((r) => ({ value: r, label: t(`roles.${r}`) })),
    plans: userPlans.map((p) => ({ value: p, label: t(`plans.${p}`) })),
  };
}
