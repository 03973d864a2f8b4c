import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { cartProductSchema, type WizardKind, type WizardRecords } from './types';

/** The products a cart can hold: the catalogue's in-stock ones, read through its API call (docs/api.md). */
export const catalogueQuery = queryOptions({
  queryKey: ['wizards', 'catalogue'],
  queryFn: async ({ signal }) => {
    const body = await api.get<unknown>('/api/apps/ecommerce/products', {
      query: { stock: 'true', itemsPerPage: 12, sortBy: 'product' },
      signal,
    });
    return z.object({ products: z.array(cartProductSchema) }).parse(body).products;
  },
  staleTime: 60_000,
});

/** The final submit of a wizard (docs/api.md, "Wizards"): the saved record, or a 400's field errors. */
export const saveWizard =
  <K extends WizardKind>(kind: K) =>
  (body: object) =>
    api.post<WizardRecords[K]>(`/api/wizards/${kind}`, body);
