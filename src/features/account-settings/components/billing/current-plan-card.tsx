import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import { type PlanId, plans } from '../../api/sample-data';
import { useSavedSections } from '../../api/session-store';
import { useSaveForSession } from '../use-save-for-session';
import { ChangePlanDialog } from './change-plan-dialog';

/** The billing period is the current calendar month, so the days-used bar is always true to today. */
function currentPeriod(now = new Date()) {
  const total = new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate();
  return { used: now.getDate(), total, end: new Date(now.getFullYear(), now.getMonth(), total) };
}

export function CurrentPlanCard() {
  const { t } = useTranslation('account-settings');
  const fmt = useFormatters();
  const saveForSession = useSaveForSession();
  const loadSaved = useSavedSections();
  const [planId, setPlanId] = useState<PlanId>(() => loadSaved('plan', { plan: 'team' as PlanId }).plan);
  const [open, setOpen] = useState(false);
  const plan = plans.find((p) => p.id === planId) ?? plans[1];
  const period = currentPeriod();
  const choose = (next: PlanId) => {
    setOpen(false);
    if (next === planId) return;
    setPlanId(next);
    saveForSession('plan', { plan: next });
  };
  return (
    <Card>
      <CardHeader title={t('plan.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
            <div>
              <Typography sx={{ fontWeight: 600 }}>{t('plan.current', { plan: t(`plans.${plan.id}`) })}</Typography>
              <Typography variant="body2" color="textSecondary">
                {t(`planHints.${plan.id}`)}
              </Typography>
            </div>
            <div>
              <Typography sx={{ fontWeight: 600 }}>
                {t('plan.activeUntil', { date: fmt.date(period.end, { dateStyle: 'long' }) })}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {t('plan.renewalHint')}
              </Typography>
            </div>
            <Typography sx={{ fontWeight: 600 }}>{t('plan.price', { price: fmt.money(plan.price, 'XAF') })}</Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <Typography id="plan-days-label" sx={{ fontWeight: 600 }}>
                {t('plan.days')}
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>
                {t('plan.daysOf', { used: period.used, total: period.total })}
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={(period.used / period.total) * 100}
              aria-labelledby="plan-days-label"
              aria-valuetext={t('plan.daysOf', { used: period.used, total: period.total })}
              sx={{ blockSize: 10, borderRadius: 5 }}
            />
            <Typography variant="body2" color="textSecondary">
              {t('plan.daysLeft', { count: period.total - period.used })}
            </Typography>
          </Grid>
          <Grid size={12} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Button variant="contained" onClick={() => setOpen(true)}>
              {t('plan.change')}
            </Button>
            {plan.id !== 'basic' && (
              <Button variant="outlined" color="error" onClick={() => choose('basic')}>
                {t('plan.downgrade')}
              </Button>
            )}
          </Grid>
        </Grid>
      </CardContent>
      <ChangePlanDialog open={open} current={plan.id} onClose={() => setOpen(false)} onChoose={choose} />
    </Card>
  );
}
