import ChatBubble from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import { parseShortMoney, taskProgress } from '../api/amounts';
import type { ProfileProject } from '../api/types';
import { isolate } from './bidi';
import { PeopleGroup } from './people-group';
import { ProfileIcon } from './profile-icon';
import { TonalChip } from '@/components/tonal-chip';

const whole = { style: 'currency', currency: 'USD', maximumFractionDigits: 0 } as const;

export function ProjectCard({ project: p }: { project: ProfileProject }) {
  const { t } = useTranslation('profile');
  const fmt = useFormatters();
  const titleId = useId();
  const money = (v: string) => {
    const n = parseShortMoney(v);
    return Number.isNaN(n) ? v : fmt.number(n, whole);
  };
  const progress = taskProgress(p.completedTask, p.totalTask);
  const shown = p.avatarGroup.length;
  // The sample data sometimes shows more faces than its member count: the team is at least the faces shown.
  const members = Math.max(p.members, shown);
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ blockSize: '100%' }}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Avatar
            variant="rounded"
            aria-hidden
            sx={(theme) => ({ bgcolor: `rgba(${theme.vars?.palette.info.mainChannel} / 0.16)`, color: 'info.main' })}
          >
            <ProfileIcon name={p.avatar} />
          </Avatar>
          <Box sx={{ flex: 1, minInlineSize: 0 }}>
            <Typography id={titleId} variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
              {p.title}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {t('projects.client', { client: p.client })}
            </Typography>
          </Box>
        </Box>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            gap: 2,
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'action.hover',
          }}
        >
          <div>
            <Typography sx={{ fontWeight: 600 }}>
              <bdi>{money(p.budgetSpent)}</bdi> / <bdi>{money(p.budget)}</bdi>
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {t('projects.budget')}
            </Typography>
          </div>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 1, alignContent: 'center' }}
          >
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {t('projects.start')}
            </Typography>
            <Typography component="dd" variant="body2" color="textSecondary" sx={{ m: 0 }}>
              {fmt.date(p.startDate)}
            </Typography>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {t('projects.deadline')}
            </Typography>
            <Typography component="dd" variant="body2" color="textSecondary" sx={{ m: 0 }}>
              {fmt.date(p.deadline)}
            </Typography>
          </Box>
        </Box>
        <Typography color="textSecondary" dir="auto">
          {p.description}
        </Typography>
        <Divider />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="body2">{t('projects.hours', { hours: isolate(p.hours) })}</Typography>
          <TonalChip
            tone={p.chipColor}
            label={t('projects.daysLeft', { count: p.daysLeft, formatted: fmt.number(p.daysLeft) })}
          />
        </Box>
        <div>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 1 }}>
            <Typography variant="body2">
              {t('projects.tasks', { completed: fmt.number(p.completedTask), total: fmt.number(p.totalTask) })}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {t('projects.completed', { percent: fmt.percent(progress / 100) })}
            </Typography>
          </Box>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={t('projects.progressOf', { name: p.title })}
            sx={{ blockSize: 8, borderRadius: 4 }}
          />
        </div>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <PeopleGroup people={p.avatarGroup} extra={members - shown} />
            <Typography variant="body2" color="textSecondary">
              {t('counts.members', { count: members, formatted: fmt.number(members) })}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
            <ChatBubble fontSize="small" aria-hidden />
            <Typography variant="body2">
              {t('counts.comments', { count: p.comments, formatted: fmt.number(p.comments) })}
            </Typography>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
