import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { lazyWithPreload, useOpenedOnce } from '@/lib/on-demand';
import { toast } from '@/lib/toast';
import { useDeleteUser } from '../api/mutations';
import type { User } from '../api/types';

const ConfirmDeleteDialog = lazyWithPreload(() =>
  import('@/components/data-table/confirm-delete-dialog').then((m) => m.ConfirmDeleteDialog),
);
/** The delete buttons call it on hover and focus: the dialog's code loads before the first click. */
export const preloadDeleteDialog = ConfirmDeleteDialog.preload;

/** Ask, delete, refresh (the mutation invalidates every users query), tell. */
export function useDeleteUserFlow() {
  const { t } = useTranslation('users');
  const [target, setTarget] = useState<User | null>(null);
  const mutation = useDeleteUser();
  const opened = useOpenedOnce(target !== null);

  const confirm = async (user: User) => {
    try {
      await mutation.mutateAsync(user.id);
      toast(t('delete.done', { name: user.fullName }), { variant: 'success' });
    } catch (error) {
      const notFound = error instanceof ApiError && error.status === 404;
      toast(t(notFound ? 'delete.notFound' : 'delete.failed', { name: user.fullName }), { variant: 'error' });
    }
    setTarget(null);
  };

  const dialog = opened && (
    <Suspense fallback={null}>
      <ConfirmDeleteDialog
        open={target !== null}
        itemName={target?.fullName}
        pending={mutation.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={() => target && void confirm(target)}
      />
    </Suspense>
  );
  return { ask: setTarget, dialog };
}
