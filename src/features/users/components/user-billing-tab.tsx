import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { UserDetail } from '../api/types';
import { TonalChip } from '@/components/tonal-chip';
import { UserStatusChip } from './user-status-chip';

const featureKeys = ['seats', 'storage', 'support'] as const;

export function UserBillingTab({ user }: { user: UserDetail }) {
  const { t } = useTranslation('users');
  const plan = user.currentPlan;
  return (
    <Card>
      <CardHeader title={t('billingTab.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1 }}>
          <Typography variant="h5" component="p">
            {t(`plans.${plan}`)}
          </Typography>
          <TonalChip dot={false} tone="primary" label={t('billingTab.current')} />
          <UserStatusChip status={user.status} />
        </Box>
        <Typography color="textSecondary">{t(`planInfo.${plan}.summary`)}</Typography>
        <List dense aria-label={t('billingTab.features')}>
          {featureKeys.map((k) => (
            <ListItem key={k} disableGutters>
              <ListItemIcon sx={{ minInlineSize: 32 }}>
                <Check color="success" fontSize="small" aria-hidden />
              </ListItemIcon>
              <ListItemText primary={t(`planInfo.${plan}.${k}`)} />
            </ListItem>
          ))}
        </List>
        <Box
          component="dl"
          sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}
        >
          <div>
            <Typography component="dt" variant="body2" color="textSecondary">
              {t('fields.billing')}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
              {t(`billing.${user.billing}`)}
            </Typography>
          </div>
          <div>
            <Typography component="dt" variant="body2" color="textSecondary">
              {t('fields.taxId')}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
              {user.taxId || t('view.none')}
            </Typography>
          </div>
        </Box>
        <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 2 }}>
          {t('billingTab.note')}
        </Typography>
      </CardContent>
    </Card>
  );
}
