import { useTranslation } from 'react-i18next';
import { RowAction } from '@/components/data-table/row-action';
import { preloadDeleteDialog } from '@/components/data-table/use-delete-flow';

export function DeleteButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation('ecommerce');
  return (
    <RowAction label={t('delete.action', { name })} icon="delete" onClick={onClick} preload={preloadDeleteDialog} />
  );
}
