import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import type { UserDetail } from '../api/types';

/** The API has no project list for a user: the overview sums up the facts it does hold. */
export function UserOverviewTab({ user }: { user: UserDetail }) {
  const { t } = useTranslation('users');
  const fmt = useFormatters();
  const perProject = user.projectDone ? user.taskDone / user.projectDone : 0;
  const facts: Array<[string, string]> = [
    [t('fields.company'), user.company || t('view.none')],
    [t('fields.country'), user.country || t('view.none')],
    [t('fields.language'), t(`languages.${user.language}`, { defaultValue: user.language })],
    [t('fields.plan'), t(`plans.${user.currentPlan}`)],
  ];
  const work = [
    { label: t('fields.taskDone'), value: user.taskDone, max: 1800 },
    { label: t('fields.projectDone'), value: user.projectDone, max: 120 },
  ];
  return (
    <Stack spacing={3}>
      <Card>
        <CardHeader title={t('overview.about')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        <CardContent sx={{ pt: 0 }}>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            {facts.map(([k, v]) => (
              <div key={k}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {k}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
                  {v}
                </Typography>
              </div>
            ))}
          </Box>
        </CardContent>
      </Card>
      <Card>
        <CardHeader
          title={t('overview.work')}
          subheader={t('overview.perProject', { value: fmt.number(perProject, { maximumFractionDigits: 1 }) })}
          slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        />
        <CardContent sx={{ pt: 0 }}>
          <Stack spacing={2.5}>
            {work.map((w) => (
              <div key={w.label}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
                  <Typography variant="body2">{w.label}</Typography>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {fmt.number(w.value)}
                  </Typography>
                </Box>
                <LinearProgress
                  variant="determinate"
                  value={Math.min(100, (w.value / w.max) * 100)}
                  aria-label={t('overview.scale', { label: w.label, max: fmt.number(w.max) })}
                  sx={{ blockSize: 8, borderRadius: 4 }}
                />
              </div>
            ))}
          </Stack>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
            {t('overview.note')}
          </Typography>
        </CardContent>
      </Card>
    </Stack>
  );
}
