import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import { annualDiscount, type Billing } from './plans';

export function BillingToggle({ value, onChange }: { value: Billing; onChange: (b: Billing) => void }) {
  const { t } = useTranslation('pricing');
  const { percent } = useFormatters();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap', gap: 2, mb: 4 }}>
      <ToggleButtonGroup
        exclusive
        value={value}
        onChange={(_, next: Billing | null) => next && onChange(next)}
        aria-label={t('billing.label')}
        sx={{ '& .Mui-selected, & .Mui-selected:hover': { bgcolor: 'primary.dark', color: 'primary.contrastText' } }}
      >
        <ToggleButton value="monthly">{t('billing.monthly')}</ToggleButton>
        <ToggleButton value="annual">{t('billing.annual')}</ToggleButton>
      </ToggleButtonGroup>
      <Chip color="success" variant="outlined" label={t('billing.save', { percent: percent(annualDiscount) })} />
    </Box>
  );
}
