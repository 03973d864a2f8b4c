import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import Work from '@mui/icons-material/WorkOutlineOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import type { UserDetail } from '../api/types';
import { roleIcons } from './role-label';
import { TonalChip } from '@/components/tonal-chip';
import { InitialsAvatar } from '@/components/initials-avatar';
import { UserStatusChip } from './user-status-chip';
import { UserViewActions } from './user-view-actions';

function Figure({ icon, value, label }: { icon: ReactNode; value: string; label: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 1.5 } }}>
      <Avatar
        variant="rounded"
        aria-hidden
        sx={(theme) => ({
          flexShrink: 0,
          bgcolor: `rgba(${theme.vars?.palette.primary.mainChannel} / 0.16)`,
          color: 'primary.main',
        })}
      >
        {icon}
      </Avatar>
      <Box sx={{ textAlign: 'start' }}>
        <Typography variant="h6" component="p">
          {value}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {label}
        </Typography>
      </Box>
    </Box>
  );
}

export function UserProfileCard({ user }: { user: UserDetail }) {
  const { t } = useTranslation('users');
  const fmt = useFormatters();
  const details: Array<[string, ReactNode]> = [
    [
      t('fields.username'),
      <bdi key="u" dir="ltr">
        @{user.username}
      </bdi>,
    ],
    [
      t('fields.email'),
      <bdi key="e" dir="ltr">
        {user.email}
      </bdi>,
    ],
    [t('fields.status'), <UserStatusChip key="s" status={user.status} />],
    [t('fields.role'), t(`roles.${user.role}`)],
    [t('fields.taxId'), user.taxId || t('view.none')],
    [
      t('fields.contact'),
      user.contact ? (
        <span key="c" dir="ltr">
          {user.contact}
        </span>
      ) : (
        t('view.none')
      ),
    ],
    [t('fields.language'), t(`languages.${user.language}`, { defaultValue: user.language })],
    [t('fields.country'), user.country || t('view.none')],
    [t('fields.plan'), t(`plans.${user.currentPlan}`)],
    [t('fields.billing'), t(`billing.${user.billing}`)],
  ];
  return (
    <Card>
      <CardContent sx={{ textAlign: 'center' }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
          <InitialsAvatar name={user.fullName} src={user.avatar} size={100} />
        </Box>
        <Typography variant="h5" component="h1">
          <bdi>{user.fullName}</bdi>
        </Typography>
        <Box sx={{ mt: 1 }}>
          <TonalChip dot={false} tone={roleIcons[user.role].tone} label={t(`roles.${user.role}`)} />
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', my: 3, gap: 2 }}>
          <Figure icon={<CheckCircle />} value={fmt.number(user.taskDone)} label={t('fields.taskDone')} />
          <Figure icon={<Work />} value={fmt.number(user.projectDone)} label={t('fields.projectDone')} />
        </Box>
        <Divider />
        <Typography variant="h6" component="h2" sx={{ textAlign: 'start', mt: 2 }}>
          {t('view.details')}
        </Typography>
        <Box component="dl" sx={{ textAlign: 'start', m: 0, mt: 1.5 }}>
          {details.map(([k, v]) => (
            <Box key={k} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1.25 }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                {t('labelColon', { ns: 'common', label: k })}
              </Typography>
              <Typography component="dd" variant="body2" color="textSecondary" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {v}
              </Typography>
            </Box>
          ))}
        </Box>
        <UserViewActions user={user} />
      </CardContent>
    </Card>
  );
}
