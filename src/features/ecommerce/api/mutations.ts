import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ProductFormValues } from './product-form-schema';
import type { CustomerPatch } from './edit-customer-schema';
import type { CustomerDetail, OrderStatus, Product, ReviewStatus } from './types';

type Collection = 'products' | 'orders' | 'reviews';

/** Deletes one record, then refreshes every list of that collection (and the dashboard built on it). */
export function useDeleteRecord(collection: Collection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/apps/ecommerce/${collection}/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['ecommerce'] }),
  });
}

/** POST /api/apps/ecommerce/products: keeps the add-product form's product (docs/api.md). */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProductFormValues) => api.post<Product>('/api/apps/ecommerce/products', values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ecommerce'] }),
  });
}

/** PATCH /api/apps/ecommerce/products/:id: replaces the product with the edit form's (docs/api.md). */
export function useUpdateProduct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProductFormValues) => api.patch<Product>(`/api/apps/ecommerce/products/${id}`, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ecommerce'] }),
  });
}

/** PATCH /api/apps/ecommerce/customers/:customerId with the edit dialog's values (docs/api.md). */
export function useUpdateCustomer(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CustomerPatch) =>
      api.patch<CustomerDetail>(`/api/apps/ecommerce/customers/${customerId}`, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ecommerce'] }),
  });
}

/** PATCH an order's or a review's status, then refreshes what shows it. */
export function useSetStatus<S extends OrderStatus | ReviewStatus>(collection: 'orders' | 'reviews') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: S }) =>
      api.patch(`/api/apps/ecommerce/${collection}/${id}`, { status }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['ecommerce'] }),
  });
}

/** PUT one section of the store settings; the section's query then holds what the server kept. */
export function useSaveSettings(section: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Record<string, unknown>) =>
      api.put<Record<string, string | boolean>>(`/api/apps/ecommerce/settings/${section}`, values),
    onSuccess: (saved) => queryClient.setQueryData(['ecommerce', 'settings', section], saved),
  });
}
