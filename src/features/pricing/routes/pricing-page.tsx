import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BillingToggle } from '../components/billing-toggle';
import { PlanCard } from '../components/plan-card';
import { PlanComparison } from '../components/plan-comparison';
import { type Billing, plans } from '../components/plans';
import { PricingFaq } from '../components/pricing-faq';

/** Pricing: a static page (no API) over the four plans of docs/spec.md §6. */
export function Component() {
  const { t } = useTranslation('pricing');
  const [billing, setBilling] = useState<Billing>('monthly');
  return (
    <>
      <Box component="header" sx={{ textAlign: 'center', mb: 3, maxInlineSize: 720, mx: 'auto' }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' }, mb: 1 }}>
          {t('title')}
        </Typography>
        <Typography color="textSecondary">{t('subtitle')}</Typography>
      </Box>
      <BillingToggle value={billing} onChange={setBilling} />
      <Grid container spacing={3} sx={{ mb: 6 }}>
        {plans.map((plan) => (
          <Grid key={plan.id} size={{ xs: 12, sm: 6, lg: 3 }}>
            <PlanCard plan={plan} billing={billing} />
          </Grid>
        ))}
      </Grid>
      <Box sx={{ mb: 6 }}>
        <PlanComparison />
      </Box>
      <PricingFaq />
    </>
  );
}
