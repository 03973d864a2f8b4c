import { useTranslation } from 'react-i18next';
import { type ChipTone, TonalChip } from '@/components/tonal-chip';
import type { PermissionRole } from '../api/types';

/** One colour per role, the same on the permissions list and the role cards. */
export const roleTones: Record<PermissionRole, ChipTone> = {
  administrator: 'primary',
  manager: 'warning',
  users: 'success',
  support: 'info',
  'restricted-user': 'error',
};

export function RoleChip({ role }: { role: PermissionRole }) {
  const { t } = useTranslation('roles');
  return <TonalChip label={t(`roleNames.${role}`)} tone={roleTones[role]} />;
}
