import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWalletOutlined';
import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import Star from '@mui/icons-material/StarOutlined';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import type { CustomerDetail } from '../api/types';
import { StatCard } from '@/components/stat-card';
import { CustomerOrdersCard } from './customer-orders-card';
import { CustomerSpendingCard } from './customer-spending-card';

/**
 * The customer's lifetime figures (loyalty tiers follow the amount spent), then their spending by month and their
 * orders in the shop's order list.
 */
export function CustomerOverviewTab({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation('ecommerce');
  const fmt = useFormatters();
  const tier = customer.totalSpent >= 8000 ? 'platinum' : customer.totalSpent >= 3000 ? 'gold' : 'silver';
  const cards = [
    {
      label: t('fields.totalSpent'),
      value: fmt.money(customer.totalSpent),
      icon: <AccountBalanceWallet />,
      tone: 'primary' as const,
    },
    { label: t('fields.orders'), value: fmt.number(customer.order), icon: <ReceiptLong />, tone: 'info' as const },
    {
      label: t('customers.averageOrder'),
      value: fmt.money(customer.order ? customer.totalSpent / customer.order : 0),
      icon: <TrendingUp />,
      tone: 'success' as const,
    },
    {
      label: t('customers.loyalty'),
      value: t(`customers.tiers.${tier}`),
      icon: <Star />,
      tone: 'warning' as const,
      hint: t('customers.loyaltyHint'),
    },
  ];
  return (
    <Grid container spacing={3}>
      {cards.map((c) => (
        <Grid key={c.label} size={{ xs: 12, sm: 6 }}>
          <StatCard {...c} />
        </Grid>
      ))}
      <Grid size={12}>
        <CustomerSpendingCard customerId={customer.customerId} />
      </Grid>
      <Grid size={12}>
        <CustomerOrdersCard customerId={customer.customerId} />
      </Grid>
    </Grid>
  );
}
