import AttachMoney from '@mui/icons-material/AttachMoney';
import GroupAdd from '@mui/icons-material/GroupAddOutlined';
import PendingOutlined from '@mui/icons-material/PendingOutlined';
import TrendingUp from '@mui/icons-material/TrendingUp';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import { ecommerceQueries } from '../api/queries';
import { figuresState, StatCardRow } from '@/components/stat-card';

export function ReferralStats() {
  const { t } = useTranslation('ecommerce');
  const fmt = useFormatters();
  const query = useQuery(ecommerceQueries.referralsSummary());
  const { data } = query;
  const total = data?.total ?? 0;
  const cards = [
    {
      label: t('referrals.totalEarning'),
      value: fmt.money(data?.earnings ?? 0),
      icon: <AttachMoney />,
      tone: 'primary' as const,
    },
    {
      label: t('referrals.unpaidEarning'),
      value: fmt.money(data?.unpaidEarnings ?? 0),
      icon: <PendingOutlined />,
      tone: 'warning' as const,
    },
    { label: t('referrals.signups'), value: fmt.number(total), icon: <GroupAdd />, tone: 'info' as const },
    {
      label: t('referrals.conversion'),
      value: fmt.percent(total ? (data?.paid ?? 0) / total : 0),
      icon: <TrendingUp />,
      tone: 'success' as const,
    },
  ];
  return <StatCardRow cards={cards} {...figuresState([query])} size={{ xs: 12, sm: 6, lg: 3 }} />;
}
