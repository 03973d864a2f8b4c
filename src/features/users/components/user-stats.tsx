import HowToReg from '@mui/icons-material/HowToRegOutlined';
import Group from '@mui/icons-material/GroupOutlined';
import HourglassEmpty from '@mui/icons-material/HourglassEmptyOutlined';
import PersonOff from '@mui/icons-material/PersonOffOutlined';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { figuresState, StatCardRow } from '@/components/stat-card';
import { useFormatters } from '@/lib/use-formatters';
import { usersQueries } from '../api/queries';

/** The four totals come from the API (`totalUsers` of a one-row page per status), not from the shown page. */
const totals = [
  { key: 'total', status: undefined, icon: <Group />, tone: 'primary' },
  { key: 'active', status: 'active', icon: <HowToReg />, tone: 'success' },
  { key: 'pending', status: 'pending', icon: <HourglassEmpty />, tone: 'warning' },
  { key: 'inactive', status: 'inactive', icon: <PersonOff />, tone: 'secondary' },
] as const;

export function UserStats() {
  const { t } = useTranslation('users');
  const fmt = useFormatters();
  const results = useQueries({
    queries: totals.map((c) => usersQueries.list({ filters: { status: c.status }, itemsPerPage: 1 })),
  });
  const all = results[0]?.data?.totalUsers ?? 0;
  const cards = totals.map((c, i) => {
    const count = results[i]?.data?.totalUsers ?? 0;
    return {
      label: t(`stats.${c.key}`),
      value: fmt.number(count),
      hint:
        c.key === 'total' ? t('stats.allAccounts') : t('stats.share', { percent: fmt.percent(all ? count / all : 0) }),
      icon: c.icon,
      tone: c.tone,
    };
  });
  // One failed total makes the shares wrong too.
  return <StatCardRow cards={cards} {...figuresState(results)} />;
}
