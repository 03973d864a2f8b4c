import CheckCircle from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { brand } from '@/config/brand';
import { useFormatters } from '@/lib/use-formatters';
import { primaryText } from '@/theme/accent';
import { type Billing, currency, monthlyPriceFor, type Plan } from './plans';

/** A plan: its price for the chosen billing period, its features, and a way to ask for it. */
export function PlanCard({ plan, billing }: { plan: Plan; billing: Billing }) {
  const { t } = useTranslation('pricing');
  const { money } = useFormatters();
  const name = t(`plans.${plan.id}.name`);
  const perMonth = monthlyPriceFor(plan, billing);
  const mailto = `mailto:${brand.email}?subject=${encodeURIComponent(t('card.mailSubject', { plan: name }))}`;
  return (
    <Card
      component="article"
      aria-labelledby={`plan-${plan.id}`}
      variant="outlined"
      sx={{
        blockSize: '100%',
        p: 3,
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        borderColor: plan.recommended ? 'primary.main' : undefined,
        borderWidth: plan.recommended ? 2 : 1,
      }}
    >
      {plan.recommended && (
        <Chip
          size="small"
          label={t('card.recommended')}
          sx={{
            bgcolor: 'primary.dark',
            color: 'primary.contrastText',
            position: 'absolute',
            insetBlockStart: 16,
            insetInlineEnd: 16,
          }}
        />
      )}
      <Typography id={`plan-${plan.id}`} variant="h5" component="h2">
        {name}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2, minBlockSize: 48 }}>
        {t(`plans.${plan.id}.tagline`)}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}>
        <Typography
          variant="h4"
          component="p"
          data-testid={`price-${plan.id}`}
          sx={{ color: primaryText, fontWeight: 700, fontSize: '1.75rem' }}
        >
          {perMonth === 0 ? t('card.free') : money(perMonth, currency)}
        </Typography>
        {perMonth > 0 && <Typography color="textSecondary">{t('card.perMonth')}</Typography>}
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ minBlockSize: 24, mb: 2 }}>
        {billing === 'annual' && perMonth > 0
          ? t('card.billedYearly', { total: money(perMonth * 12, currency) })
          : '\u00a0'}
      </Typography>
      <List dense disablePadding sx={{ flex: 1, mb: 2 }}>
        {plan.features.map((f) => (
          <ListItem key={f} disableGutters>
            <ListItemIcon sx={{ minInlineSize: 32 }}>
              <CheckCircle color="success" fontSize="small" aria-hidden />
            </ListItemIcon>
            <ListItemText primary={t(`features.${f}`)} />
          </ListItem>
        ))}
      </List>
      <Button variant={plan.recommended ? 'contained' : 'outlined'} href={mailto} fullWidth>
        {plan.id === 'enterprise' ? t('card.contactSales') : t('card.choose', { plan: name })}
      </Button>
    </Card>
  );
}
