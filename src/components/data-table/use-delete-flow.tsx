import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { lazyWithPreload, useOpenedOnce } from '@/lib/on-demand';
import { toast } from '@/lib/toast';

const ConfirmDeleteDialog = lazyWithPreload(() => import('./confirm-delete-dialog').then((m) => m.ConfirmDeleteDialog));
/** The delete buttons call it on hover and focus: the dialog's code loads before the first click. */
export const preloadDeleteDialog = ConfirmDeleteDialog.preload;

/** A delete mutation (TanStack Query's), which refreshes the lists it changes. */
interface DeleteMutation<Id> {
  mutateAsync: (id: Id) => Promise<unknown>;
  isPending: boolean;
}

/** Ask, delete, refresh, tell: one flow for every list, for one row or a selection. */
export function useDeleteFlow<T extends { id: number | string }>(
  mutation: DeleteMutation<T['id']>,
  nameOf: (row: T) => string,
  onDeleted?: () => void,
) {
  const { t } = useTranslation('data-table');
  const [targets, setTargets] = useState<T[]>([]);
  const [onDone, setOnDone] = useState<(() => void) | undefined>(undefined);
  const open = targets.length > 0;
  const opened = useOpenedOnce(open);

  const confirm = async () => {
    const failures: string[] = [];
    let notFound = false;
    for (const row of targets) {
      try {
        await mutation.mutateAsync(row.id);
      } catch (error) {
        notFound ||= error instanceof ApiError && error.status === 404;
        failures.push(nameOf(row));
      }
    }
    const deleted = targets.length - failures.length;
    if (deleted > 0) {
      const label = targets.length === 1 ? nameOf(targets[0]!) : undefined;
      toast(label ? t('delete.done', { name: label }) : t('delete.doneMany', { count: deleted }), {
        variant: 'success',
      });
      onDeleted?.();
    }
    if (failures.length > 0) {
      const name = failures.join(', ');
      toast(notFound ? t('delete.notFound', { name }) : t('delete.failed', { name }), { variant: 'error' });
    }
    onDone?.();
    setTargets([]);
  };

  const dialog = opened && (
    <Suspense fallback={null}>
      <ConfirmDeleteDialog
        open={open}
        itemName={targets.length === 1 ? nameOf(targets[0]!) : undefined}
        count={targets.length > 1 ? targets.length : undefined}
        pending={mutation.isPending}
        onCancel={() => setTargets([])}
        onConfirm={() => void confirm()}
      />
    </Suspense>
  );
  return {
    ask: (row: T) => {
      setOnDone(undefined);
      setTargets([row]);
    },
    askMany: (rows: T[], done?: () => void) => {
      setOnDone(() => done);
      setTargets(rows);
    },
    dialog,
  };
}
