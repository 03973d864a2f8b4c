import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Pending from '@mui/icons-material/PendingOutlined';
import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import { ecommerceQueries } from '../api/queries';
import { figuresState, StatCardRow } from '@/components/stat-card';

export function OrderStats() {
  const { t } = useTranslation('ecommerce');
  const fmt = useFormatters();
  const query = useQuery(ecommerceQueries.orderPayments());
  const { data } = query;
  const total = data?.total ?? 0;
  const countOf = (payment: number) => data?.payments.find((p) => p.payment === payment)?.count ?? 0;
  const count = (payment: number) => fmt.number(countOf(payment));
  const share = (payment: number) =>
    t('orders.statShare', { percent: fmt.percent(total ? countOf(payment) / total : 0) });
  const cards = [
    { label: t('status.payment.1'), value: count(1), hint: share(1), icon: <CheckCircle />, tone: 'success' as const },
    { label: t('status.payment.2'), value: count(2), hint: share(2), icon: <Pending />, tone: 'warning' as const },
    {
      label: t('status.payment.3'),
      value: count(3),
      hint: share(3),
      icon: <ReceiptLong />,
      tone: 'secondary' as const,
    },
    { label: t('status.payment.4'), value: count(4), hint: share(4), icon: <ErrorOutline />, tone: 'error' as const },
  ];
  return <StatCardRow cards={cards} {...figuresState([query])} />;
}
