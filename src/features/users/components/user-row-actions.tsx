import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import { Hint } from '@/components/hint';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/config/paths';
import type { User } from '../api/types';
import { preloadDeleteDialog } from '@/components/data-table/use-delete-flow';

export function UserRowActions({ user, onDelete }: { user: User; onDelete: () => void }) {
  const { t } = useTranslation('users');
  const deleteLabel = t('delete.action', { name: user.fullName });
  const viewLabel = t('list.view', { name: user.fullName });
  return (
    <>
      <Hint title={viewLabel}>
        <IconButton size="small" aria-label={viewLabel} component={Link} to={href('apps-user-view', { id: user.id })}>
          <Visibility fontSize="small" />
        </IconButton>
      </Hint>
      <Hint title={deleteLabel}>
        <IconButton
          size="small"
          aria-label={deleteLabel}
          onClick={onDelete}
          onPointerEnter={preloadDeleteDialog}
          onFocus={preloadDeleteDialog}
        >
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Hint>
    </>
  );
}
