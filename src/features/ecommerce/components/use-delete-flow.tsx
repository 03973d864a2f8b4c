import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/components/data-table/confirm-delete-dialog';
import { ApiError } from '@/lib/api-client';
import { useDeleteRecord } from '../api/mutations';

type Collection = Parameters<typeof useDeleteRecord>[0];

/** Ask, delete, refresh, tell: one flow shared by every e-commerce list, for one row or a selection. */
export function useDeleteFlow<T extends { id: number }>(
  collection: Collection,
  nameOf: (row: T) => string,
  onDeleted?: () => void,
) {
  const { t } = useTranslation('ecommerce');
  const [targets, setTargets] = useState<T[]>([]);
  const [onDone, setOnDone] = useState<(() => void) | undefined>(undefined);
  const mutation = useDeleteRecord(collection);

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
      enqueueSnackbar(label ? t('delete.done', { name: label }) : t('delete.doneMany', { count: deleted }), {
        variant: 'success',
      });
      onDeleted?.();
    }
    if (failures.length > 0) {
      const name = failures.join(', ');
      enqueueSnackbar(notFound ? t('delete.notFound', { name }) : t('delete.failed', { name }), { variant: 'error' });
    }
    onDone?.();
    setTargets([]);
  };

  const dialog = (
    <ConfirmDeleteDialog
      open={targets.length > 0}
      itemName={targets.length === 1 ? nameOf(targets[0]!) : t('delete.selection', { count: targets.length })}
      pending={mutation.isPending}
      onCancel={() => setTargets([])}
      onConfirm={() => void confirm()}
    />
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
