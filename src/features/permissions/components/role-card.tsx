import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { InitialsAvatar } from '@/components/initials-avatar';
import { preloadDeleteDialog } from '@/components/data-table/use-delete-flow';
import { useFormatters } from '@/lib/use-formatters';
import type { Role } from '../api/types';
import { roleToneOf, useRoleLabel } from './role-chip';

/** A role: how many users hold it, a few of their faces, and buttons to edit or delete it. */
export function RoleCard({ role, onEdit, onDelete }: { role: Role; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('roles');
  const fmt = useFormatters();
  const name = useRoleLabel()(role.name);
  const total = role.members.length;
  const shown = role.members.slice(0, 4);
  return (
    <Card
      sx={(theme) => ({
        blockSize: '100%',
        borderBlockStart: `3px solid ${theme.vars?.palette[roleToneOf(role.name)].main}`,
      })}
    >
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <Typography color="textSecondary">
            {t('roles.members', { count: total, formatted: fmt.number(total) })}
          </Typography>
          {total > 0 && (
            <AvatarGroup
              max={4}
              total={total}
              aria-label={shown.map((m) => m.fullName).join(', ')}
              role="img"
              renderSurplus={(n) => <span dir="ltr">+{fmt.number(n)}</span>}
              slotProps={{
                surplus: { sx: { bgcolor: 'background.default', color: 'text.primary', fontWeight: 600 } },
              }}
              sx={{ '& .MuiAvatar-root': { inlineSize: 32, blockSize: 32, fontSize: 12 } }}
            >
              {shown.map((m) => (
                <InitialsAvatar key={m.id} name={m.fullName} src={m.avatar} size={32} />
              ))}
            </AvatarGroup>
          )}
        </Box>
        <Typography variant="h5" component="h2" sx={{ mt: 2 }}>
          <bdi>{name}</bdi>
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, mt: 1 }}>
          <Button sx={{ paddingInline: 0 }} onClick={onEdit} aria-label={t('roles.edit', { name })}>
            {t('roles.editShort')}
          </Button>
          <Button
            color="error"
            onClick={onDelete}
            onPointerEnter={preloadDeleteDialog}
            onFocus={preloadDeleteDialog}
            aria-label={t('roles.delete', { name })}
          >
            {t('roles.deleteShort')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
