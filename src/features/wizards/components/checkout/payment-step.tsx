import CreditCard from '@mui/icons-material/CreditCardRounded';
import Payments from '@mui/icons-material/PaymentsOutlined';
import PhoneIphone from '@mui/icons-material/PhoneIphoneRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import type { CheckoutInput } from '../../api/checkout-schema';
import { ChoiceCards } from '@/components/wizard/choice-cards';

/** How the order is paid (Vuexy's checkout, "Payment"): only the chosen method's fields are asked. */
export function PaymentStep({ form }: { form: UseFormReturn<CheckoutInput> }) {
  const { t } = useTranslation('wizards');
  const { control } = form;
  const method = useWatch({ control, name: 'method' });
  return (
    <>
      <ChoiceCards
        control={control}
        name="method"
        label={t('checkout.payment.method')}
        choices={[
          {
            value: 'card',
            label: t('checkout.payment.card'),
            description: t('checkout.payment.cardText'),
            icon: <CreditCard />,
          },
          {
            value: 'mobileMoney',
            label: t('checkout.payment.mobileMoney'),
            description: t('checkout.payment.mobileMoneyText'),
            icon: <PhoneIphone />,
          },
          {
            value: 'cash',
            label: t('checkout.payment.cash'),
            description: t('checkout.payment.cashText'),
            icon: <Payments />,
          },
        ]}
      />
      {method === 'card' && (
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr' } }}>
          <FormTextField
            control={control}
            ns="wizards"
            name="cardNumber"
            label={t('checkout.payment.cardNumber')}
            autoComplete="cc-number"
            sx={{ gridColumn: '1 / -1' }}
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
          />
          <FormTextField
            control={control}
            ns="wizards"
            name="cardName"
            label={t('checkout.payment.cardName')}
            autoComplete="cc-name"
            sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
          />
          <FormTextField
            control={control}
            ns="wizards"
            name="expiry"
            label={t('checkout.payment.expiry')}
            placeholder={t('checkout.payment.expiryHint')}
            autoComplete="cc-exp"
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
          <FormTextField
            control={control}
            ns="wizards"
            name="cvc"
            label={t('checkout.payment.cvc')}
            autoComplete="cc-csc"
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
          />
          <Alert severity="info" sx={{ gridColumn: '1 / -1' }}>
            {t('checkout.payment.cardNote')}
          </Alert>
        </Box>
      )}
      {method === 'mobileMoney' && (
        <FormTextField
          control={control}
          ns="wizards"
          name="mobilePhone"
          label={t('checkout.payment.mobilePhone')}
          type="tel"
          sx={{ maxInlineSize: 360 }}
        />
      )}
      {method === 'cash' && <Alert severity="info">{t('checkout.payment.cashNote')}</Alert>}
    </>
  );
}
