import Bolt from '@mui/icons-material/BoltRounded';
import LocalShipping from '@mui/icons-material/LocalShippingOutlined';
import Box from '@mui/material/Box';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import { type CheckoutInput } from '../../api/checkout-schema';
import { countryCodes } from '../../api/fields';
import { ChoiceCards } from '@/components/wizard/choice-cards';
import { useCountryName } from '../use-country-name';

/** Where the order goes and how fast (Vuexy's checkout, "Address"). */
export function AddressStep({ form }: { form: UseFormReturn<CheckoutInput> }) {
  const { t } = useTranslation('wizards');
  const countryName = useCountryName();
  const { control } = form;
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 3 }}>
        <FormTextField
          control={control}
          ns="wizards"
          name="fullName"
          label={t('checkout.address.fullName')}
          autoComplete="name"
        />
        <FormTextField
          control={control}
          ns="wizards"
          name="phone"
          label={t('checkout.address.phone')}
          type="tel"
          autoComplete="tel"
        />
        <FormTextField
          control={control}
          ns="wizards"
          name="street"
          label={t('checkout.address.street')}
          autoComplete="street-address"
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
        <FormTextField
          control={control}
          ns="wizards"
          name="city"
          label={t('checkout.address.city')}
          autoComplete="address-level2"
        />
        <FormTextField
          control={control}
          ns="wizards"
          name="country"
          label={t('checkout.address.country')}
          options={countryCodes.map((code) => ({ value: code, label: countryName(code) }))}
        />
      </Box>
      <ChoiceCards
        control={control}
        name="delivery"
        label={t('checkout.address.delivery')}
        columns={{ xs: 1, sm: 2 }}
        choices={[
          {
            value: 'standard',
            label: t('checkout.delivery.standard'),
            description: t('checkout.delivery.standardText'),
            icon: <LocalShipping />,
          },
          {
            value: 'express',
            label: t('checkout.delivery.express'),
            description: t('checkout.delivery.expressText'),
            icon: <Bolt />,
          },
        ]}
      />
    </>
  );
}
