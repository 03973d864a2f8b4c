import AccessTime from '@mui/icons-material/AccessTimeOutlined';
import FolderOpen from '@mui/icons-material/FolderOpenOutlined';
import TrendingUp from '@mui/icons-material/TrendingUp';
import WarningAmber from '@mui/icons-material/WarningAmberOutlined';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import { atRiskThreshold, type ProjectSummary } from './project-summary';
import { StatCard } from '@/components/stat-card';

/** Undefined summary: the cards keep their size with placeholders. */
export function ProjectStats({ summary }: { summary?: ProjectSummary }) {
  const { t } = useTranslation('analytics');
  const fmt = useFormatters();
  const s = summary;
  const cards = [
    {
      id: 'count',
      label: t('stats.projects'),
      value: fmt.number(s?.count ?? 0),
      icon: <FolderOpen />,
      tone: 'primary' as const,
    },
    {
      id: 'progress',
      label: t('stats.averageProgress'),
      value: fmt.percent((s?.averageProgress ?? 0) / 100),
      icon: <TrendingUp />,
      tone: 'success' as const,
    },
    {
      id: 'hours',
      label: t('stats.totalHours'),
      value: t('stats.hoursValue', { value: fmt.number(s?.totalHours ?? 0, { maximumFractionDigits: 0 }) }),
      icon: <AccessTime />,
      tone: 'info' as const,
    },
    {
      id: 'risk',
      label: t('stats.atRisk'),
      value: fmt.number(s?.atRisk ?? 0),
      hint: t('stats.atRiskHint', { threshold: atRiskThreshold }),
      icon: <WarningAmber />,
      tone: 'warning' as const,
    },
  ];
  return (
    <Grid container spacing={3} aria-busy={!s}>
      {cards.map(({ id, ...c }) => (
        <Grid key={id} size={{ xs: 6, lg: 3 }}>
          <StatCard {...c} loading={!s} />
        </Grid>
      ))}
    </Grid>
  );
}
