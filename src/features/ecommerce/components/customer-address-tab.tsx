import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerDetail } from '../api/types';
import { CountryLabel } from './country-label';
import { DemoNotice } from './demo-notice';
import { TonalChip } from '@/components/tonal-chip';

/** The sample customer has a country and a phone number only; the rest is laid out from them. */
export function CustomerAddressTab({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation('ecommerce');
  const line = (label: string, value: ReactNode) => (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('labelColon', { ns: 'common', label })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {value}
      </Typography>
    </Box>
  );
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Card>
        <CardHeader
          title={t('customers.addressBook')}
          action={<TonalChip tone="success" label={t('customers.defaultAddress')} />}
          slotProps={{ title: { component: 'h2', variant: 'h6' }, action: { sx: { alignSelf: 'center', m: 0 } } }}
        />
        <CardContent sx={{ pt: 0, display: 'grid', gap: 1 }}>
          {line(t('fields.name'), customer.customer)}
          {line(t('fields.country'), <CountryLabel code={customer.countryCode} name={customer.country} />)}
          {line(t('fields.contact'), <span dir="ltr">{customer.contact}</span>)}
        </CardContent>
      </Card>
      <Card>
        <CardHeader title={t('customers.paymentMethods')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        <CardContent sx={{ pt: 0, display: 'grid', gap: 1 }}>
          {line(t('methods.mastercard'), `•••• ${String(customer.customerId).slice(-4)}`)}
          {line(t('methods.paypal'), customer.email)}
        </CardContent>
      </Card>
      <DemoNotice text={t('customers.addressNote')} />
    </Box>
  );
}
