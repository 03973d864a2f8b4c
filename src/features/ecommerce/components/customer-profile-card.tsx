import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import type { CustomerDetail } from '../api/types';
import { CountryLabel } from './country-label';
import { EditCustomerDialog } from './edit-customer-dialog';
import { InitialsAvatar } from '@/components/initials-avatar';
import { TonalChip } from '@/components/tonal-chip';

export function CustomerProfileCard({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation('ecommerce');
  const fmt = useFormatters();
  const [editing, setEditing] = useState(false);
  const details: Array<[string, React.ReactNode]> = [
    [t('fields.email'), customer.email],
    [t('fields.status'), <TonalChip key="s" tone="success" label={t('customers.active')} />],
    [
      t('fields.contact'),
      <span key="c" dir="ltr">
        {customer.contact}
      </span>,
    ],
    [t('fields.country'), <CountryLabel key="n" code={customer.countryCode} name={customer.country} />],
  ];
  return (
    <Card>
      <CardContent sx={{ textAlign: 'center' }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
          <InitialsAvatar name={customer.customer} size={96} />
        </Box>
        <Typography variant="h5" component="h1">
          {customer.customer}
        </Typography>
        <Typography color="textSecondary">{t('customers.idLabel', { id: customer.customerId })}</Typography>
        <Box sx={{ display: 'flex', justifyContent: 'space-around', my: 3, gap: 2 }}>
          <Box>
            <Typography variant="h6" component="p">
              {fmt.number(customer.order)}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {t('fields.orders')}
            </Typography>
          </Box>
          <Box>
            <Typography variant="h6" component="p">
              {fmt.money(customer.totalSpent)}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {t('fields.totalSpent')}
            </Typography>
          </Box>
        </Box>
        <Divider />
        <Box component="dl" sx={{ textAlign: 'start', m: 0, mt: 2 }}>
          {details.map(([k, v]) => (
            <Box key={k} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1.5 }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                {t('labelColon', { ns: 'common', label: k })}
              </Typography>
              <Typography component="dd" variant="body2" color="textSecondary" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {v}
              </Typography>
            </Box>
          ))}
        </Box>
        <Button
          variant="contained"
          startIcon={<EditOutlined />}
          onClick={() => setEditing(true)}
          aria-label={t('customers.editLabel', { name: customer.customer })}
          sx={{ mt: 1 }}
        >
          {t('customers.edit')}
        </Button>
      </CardContent>
      <EditCustomerDialog open={editing} customer={customer} onClose={() => setEditing(false)} />
    </Card>
  );
}
