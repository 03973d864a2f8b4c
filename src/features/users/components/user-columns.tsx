import MuiLink from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EntityCell } from '@/components/data-table/entity-cell';
import type { DataTableColumn } from '@/components/data-table/types';
import { href } from '@/config/paths';
import type { User } from '../api/types';
import { RoleLabel } from './role-label';
import { InitialsAvatar } from '@/components/initials-avatar';
import { UserStatusChip } from './user-status-chip';

function UserCell({ user }: { user: User }) {
  return (
    <EntityCell
      fluid
      media={<InitialsAvatar name={user.fullName} src={user.avatar} />}
      title={
        <p className="entity-title nowrap">
          <MuiLink component={Link} to={href('apps-user-view', { id: user.id })} color="inherit">
            <bdi>{user.fullName}</bdi>
          </MuiLink>
        </p>
      }
      subtitle={
        <div className="entity-sub">
          <bdi dir="ltr">@{user.username}</bdi>
        </div>
      }
    />
  );
}

export function useUserColumns(): DataTableColumn<User>[] {
  const { t } = useTranslation('users');
  return [
    {
      id: 'user',
      header: t('fields.user'),
      sortKey: 'user',
      csv: (u) => u.fullName,
      render: (u) => <UserCell user={u} />,
    },
    {
      id: 'email',
      header: t('fields.email'),
      sortKey: 'email',
      csv: (u) => u.email,
      render: (u) => <bdi dir="ltr">{u.email}</bdi>,
    },
    {
      id: 'role',
      header: t('fields.role'),
      sortKey: 'role',
      csv: (u) => t(`roles.${u.role}`),
      render: (u) => <RoleLabel role={u.role} />,
    },
    {
      id: 'plan',
      header: t('fields.plan'),
      sortKey: 'plan',
      csv: (u) => t(`plans.${u.currentPlan}`),
      render: (u) => t(`plans.${u.currentPlan}`),
    },
    {
      id: 'billing',
      header: t('fields.billing'),
      sortKey: 'billing',
      csv: (u) => t(`billing.${u.billing}`),
      render: (u) => t(`billing.${u.billing}`),
    },
    {
      id: 'status',
      header: t('fields.status'),
      sortKey: 'status',
      csv: (u) => t(`status.${u.status}`),
      render: (u) => <UserStatusChip status={u.status} />,
    },
  ];
}
