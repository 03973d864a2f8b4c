import { useTranslation } from 'react-i18next';
import { type ChipTone, TonalChip } from '@/components/tonal-chip';
import { permissionRoles, type PermissionRole } from '../api/types';

/** One colour per seeded role, the same on the permissions list and the role cards; a role added since is grey. */
export const roleTones: Record<PermissionRole, ChipTone> = {
  administrator: 'primary',
  manager: 'warning',
  users: 'success',
  support: 'info',
  'restricted-user': 'error',
};

const isSeeded = (name: string): name is PermissionRole => (permissionRoles as readonly string[]).includes(name);

export const roleToneOf = (name: string): ChipTone => (isSeeded(name) ? roleTones[name] : 'secondary');

/** A seeded role's name is its key, shown translated; a role added or renamed here is shown as typed. */
export function useRoleLabel() {
  const { t } = useTranslation('roles');
  return (name: string) => (isSeeded(name) ? t(`roleNames.${name}`) : name);
}

export function RoleChip({ role }: { role: string }) {
  const label = useRoleLabel();
  return <TonalChip label={label(role)} tone={roleToneOf(role)} />;
}
