import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/data-table/types';
import type { AnalyticsProject } from '../api/types';
import { ProgressCell } from './progress-cell';
import { ProjectLogo } from './project-logo';
import { TeamAvatars } from './team-avatars';

export function useProjectColumns(): DataTableColumn<AnalyticsProject>[] {
  const { t } = useTranslation('analytics');
  return [
    {
      id: 'project',
      header: t('table.project'),
      sortKey: 'project',
      minWidth: 220,
      render: (p) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <ProjectLogo logo={p.logo} />
          <Box sx={{ minInlineSize: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
              <bdi>{p.name}</bdi>
            </Typography>
            <Typography variant="caption" color="textSecondary" component="div" noWrap>
              <bdi>{p.project}</bdi>
            </Typography>
          </Box>
        </Box>
      ),
    },
    { id: 'leader', header: t('table.leader'), sortKey: 'leader', render: (p) => <bdi>{p.leader}</bdi> },
    { id: 'team', header: t('table.team'), render: (p) => <TeamAvatars team={p.team} extra={p.extraMembers} /> },
    {
      id: 'progress',
      header: t('table.progress'),
      sortKey: 'progress',
      minWidth: 180,
      render: (p) => <ProgressCell value={p.progress} name={p.name} />,
    },
    { id: 'hours', header: t('table.hours'), align: 'right', render: (p) => <bdi>{p.hours}</bdi> },
  ];
}
