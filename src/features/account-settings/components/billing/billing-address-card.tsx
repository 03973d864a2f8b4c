import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import { session } from '@/lib/auth/session';
import { billingAddressSchema, type BillingAddressValues } from '../../api/form-schemas';
import { useSavedSections } from '../../api/session-store';
import { useLocaleOptions } from '../use-locale-options';
import { useSaveForSession } from '../use-save-for-session';

type Field = {
  name: keyof BillingAddressValues;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  wide?: boolean;
};

const fields: Field[] = [
  { name: 'companyName', autoComplete: 'organization', required: true },
  { name: 'billingEmail', type: 'email', autoComplete: 'email', required: true },
  { name: 'taxId' },
  { name: 'vatNumber' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'country', required: true },
  { name: 'address', autoComplete: 'street-address', required: true, wide: true },
  { name: 'state', autoComplete: 'address-level1' },
  { name: 'zip', autoComplete: 'postal-code' },
];

const defaults = (): BillingAddressValues => ({
  companyName: 'Okoumé Digital',
  billingEmail: session.user()?.email ?? '',
  taxId: '',
  vatNumber: '',
  phone: '',
  country: 'GA',
  address: '',
  state: '',
  zip: '',
});

export function BillingAddressCard() {
  const { t } = useTranslation('account-settings');
  const { countries } = useLocaleOptions();
  const saveForSession = useSaveForSession();
  const loadSaved = useSavedSections();
  const [initial] = useState(() => loadSaved('billing-address', defaults()));
  const { control, handleSubmit, reset } = useForm<BillingAddressValues>({
    resolver: zodResolver(billingAddressSchema),
    defaultValues: initial,
  });
  const submit = handleSubmit((values) => {
    saveForSession('billing-address', values);
    reset(values);
  });
  return (
    <Card component="form" noValidate onSubmit={submit}>
      <CardHeader title={t('billingAddress.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Grid container spacing={3}>
          {fields.map((f) => (
            <Grid key={f.name} size={{ xs: 12, sm: f.wide ? 12 : 6 }}>
              <FormTextField
                ns="account-settings"
                control={control}
                name={f.name}
                label={t(`billingAddress.fields.${f.name}`)}
                type={f.type}
                required={f.required}
                autoComplete={f.autoComplete}
                options={f.name === 'country' ? countries : undefined}
              />
            </Grid>
          ))}
          <Grid size={12} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Button type="submit" variant="contained">
              {t('actions.save')}
            </Button>
            <Button variant="outlined" color="secondary" onClick={() => reset()}>
              {t('actions.discard')}
            </Button>
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
