import { useTranslation } from 'react-i18next';
import { EntityCell } from '@/components/data-table/entity-cell';
import type { DataTableColumn } from '@/components/data-table/types';
import { useFormatters } from '@/lib/use-formatters';
import type { Product } from '../api/types';
import { CategoryIcon } from '@/components/category-icon';
import { statusChip } from './status-chip';

export function useProductColumns(): DataTableColumn<Product>[] {
  const { t } = useTranslation('ecommerce');
  const fmt = useFormatters();
  return [
    {
      id: 'product',
      header: t('fields.product'),
      sortKey: 'product',
      csv: (p) => p.productName,
      render: (p) => (
        <EntityCell
          media={<CategoryIcon category={p.category} />}
          // Typed names may be in any script: dir="auto" keeps each whole, text aligned as the page.
          title={
            <p className="entity-title" dir="auto">
              {p.productName}
            </p>
          }
          // One line, so every row has the same height; the full text is in the tooltip. The page's direction, not
          // "auto": the line opens with a Latin brand, but its description is in the reader's language.
          subtitle={
            <div className="entity-sub" title={p.productBrand}>
              {p.productBrand}
            </div>
          }
        />
      ),
    },
    {
      id: 'category',
      header: t('fields.category'),
      sortKey: 'category',
      csv: (p) => t(`categories.${p.category}`),
      render: (p) => t(`categories.${p.category}`),
    },
    {
      id: 'stock',
      header: t('fields.stock'),
      csv: (p) => t(`status.stock.${p.stock ? 'true' : 'false'}`),
      render: (p) => statusChip(t, 'stock', String(p.stock)),
    },
    { id: 'sku', header: t('fields.sku'), sortKey: 'sku', csv: (p) => String(p.sku), render: (p) => p.sku },
    {
      id: 'price',
      header: t('fields.price'),
      sortKey: 'price',
      align: 'right',
      csv: (p) => fmt.money(p.price),
      render: (p) => fmt.money(p.price),
    },
    {
      id: 'qty',
      header: t('fields.qty'),
      sortKey: 'qty',
      align: 'right',
      csv: (p) => p.qty,
      render: (p) => fmt.number(p.qty),
    },
    {
      id: 'status',
      header: t('fields.status'),
      sortKey: 'status',
      csv: (p) => t(`status.product.${p.status}`),
      render: (p) => statusChip(t, 'product', p.status),
    },
  ];
}
