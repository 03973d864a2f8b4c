import { useTranslation } from 'react-i18next';
import { RowAction } from '@/components/data-table/row-action';
import { preloadDeleteDialog } from '@/components/data-table/use-delete-flow';
import { href } from '@/config/paths';
import type { User } from '../api/types';

export function UserRowActions({ user, onDelete }: { user: User; onDelete: () => void }) {
  const { t } = useTranslation('users');
  return (
    <>
      <RowAction
        label={t('list.view', { name: user.fullName })}
        icon="view"
        to={href('apps-user-view', { id: user.id })}
      />
      <RowAction
        label={t('delete.action', { name: user.fullName })}
        icon="delete"
        onClick={onDelete}
        preload={preloadDeleteDialog}
      />
    </>
  );
}
