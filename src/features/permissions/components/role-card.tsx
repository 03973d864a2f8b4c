import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { InitialsAvatar } from '@/components/initials-avatar';
import { useFormatters } from '@/lib/use-formatters';
import { roleMembers } from '../api/role-members';
import type { PermissionRole } from '../api/types';
import { roleTones } from './role-chip';

/** A role: how many users hold it, a few of their faces, and a button to edit it. */
export function RoleCard({ role, onEdit }: { role: PermissionRole; onEdit: () => void }) {
  const { t } = useTranslation('roles');
  const fmt = useFormatters();
  const { total, names } = roleMembers[role];
  const name = t(`roleNames.${role}`);
  return (
    <Card
      sx={(theme) => ({
        blockSize: '100%',
        borderBlockStart: `3px solid ${theme.vars?.palette[roleTones[role]].main}`,
      })}
    >
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <Typography color="text.secondary">
            {t('roles.members', { count: total, formatted: fmt.number(total) })}
          </Typography>
          <AvatarGroup
            max={4}
            total={total}
            aria-label={names.join(', ')}
            role="img"
            renderSurplus={(n) => <span dir="ltr">+{fmt.number(n)}</span>}
            slotProps={{ surplus: { sx: { bgcolor: 'background.default', color: 'text.primary', fontWeight: 600 } } }}
            sx={{ '& .MuiAvatar-root': { inlineSize: 32, blockSize: 32, fontSize: 12 } }}
          >
            {names.map((n) => (
              <InitialsAvatar key={n} name={n} size={32} />
            ))}
          </AvatarGroup>
        </Box>
        <Typography variant="h5" component="h2" sx={{ mt: 2 }}>
          {name}
        </Typography>
        <Button sx={{ mt: 1, paddingInline: 0 }} onClick={onEdit} aria-label={t('roles.edit', { name })}>
          {t('roles.editShort')}
        </Button>
      </CardContent>
    </Card>
  );
}
