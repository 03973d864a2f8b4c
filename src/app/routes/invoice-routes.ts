import type { RouteObject } from 'react-router';
import { pageRoute } from './page-route';

const strings = ['invoices', 'data-table'];

/** The invoices app (default layout); each page downloads only its own code. */
export const invoiceRoutes: RouteObject[] = [
  pageRoute('apps-invoice-list', () => import('@/features/invoices/routes/invoice-list-page'), {
    strings,
    titleKey: 'invoices:titles.list',
  }),
  pageRoute('apps-invoice-preview', () => import('@/features/invoices/routes/invoice-preview-page'), {
    strings,
    titleKey: 'invoices:titles.preview',
  }),
  pageRoute('apps-invoice-add', () => import('@/features/invoices/routes/invoice-add-page'), {
    strings,
    titleKey: 'invoices:titles.add',
  }),
  pageRoute('apps-invoice-edit', () => import('@/features/invoices/routes/invoice-edit-page'), {
    strings,
    titleKey: 'invoices:titles.edit',
  }),
];
