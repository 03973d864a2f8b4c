import AttachMoney from '@mui/icons-material/AttachMoney';
import GroupAdd from '@mui/icons-material/GroupAddOutlined';
import PendingOutlined from '@mui/icons-material/PendingOutlined';
import TrendingUp from '@mui/icons-material/TrendingUp';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { parseMoney } from '@/lib/format';
import { useFormatters } from '@/lib/use-formatters';
import { ecommerceQueries } from '../api/queries';
import { StatCardRow } from '@/components/stat-card';

export function ReferralStats() {
  const { t } = useTranslation('ecommerce');
  const fmt = useFormatters();
  const { data, isPending } = useQuery(ecommerceQueries.referrals({ itemsPerPage: 100 }));
  const rows = data?.referrals ?? [];
  const sum = (list: typeof rows) => list.reduce((s, r) => s + parseMoney(r.earning), 0);
  const paid = rows.filter((r) => r.status === 'Paid');
  const cards = [
    {
      label: t('referrals.totalEarning'),
      value: fmt.money(sum(rows)),
      icon: <AttachMoney />,
      tone: 'primary' as const,
    },
    {
      label: t('referrals.unpaidEarning'),
      value: fmt.money(sum(rows.filter((r) => r.status === 'Unpaid'))),
      icon: <PendingOutlined />,
      tone: 'warning' as const,
    },
    { label: t('referrals.signups'), value: fmt.number(rows.length), icon: <GroupAdd />, tone: 'info' as const },
    {
      label: t('referrals.conversion'),
      value: fmt.percent(rows.length ? paid.length / rows.length : 0),
      icon: <TrendingUp />,
      tone: 'success' as const,
    },
  ];
  return <StatCardRow cards={cards} loading={isPending} size={{ xs: 12, sm: 6, lg: 3 }} />;
}
