import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AddressPatch, AddressValues } from './customer-address-schema';
import type { CustomerAddress } from './customer-address';
import type { CustomerSecurity, CustomerSecurityPatch, NotificationChoices } from './customer-preferences';
import { ecommerceQueries } from './queries';

const base = (customerId: number) => `/api/apps/ecommerce/customers/${customerId}`;

/** Adds (no `id`) or changes an address, then reloads the book (a new default moves the others'). */
export function useSaveAddress(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: AddressValues | AddressPatch }) =>
      id === undefined
        ? api.post<CustomerAddress>(`${base(customerId)}/addresses`, values)
        : api.patch<CustomerAddress>(`${base(customerId)}/addresses/${id}`, values),
    onSuccess: () => queryClient.invalidateQueries(ecommerceQueries.customerAddresses(customerId)),
  });
}

export function useDeleteAddress(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${base(customerId)}/addresses/${id}`),
    onSettled: () => queryClient.invalidateQueries(ecommerceQueries.customerAddresses(customerId)),
  });
}

export function useSaveNotifications(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choices: NotificationChoices) =>
      api.put<NotificationChoices>(`${base(customerId)}/notifications`, choices),
    onSuccess: (saved) => queryClient.setQueryData(ecommerceQueries.customerNotifications(customerId).queryKey, saved),
  });
}

export function useUpdateCustomerSecurity(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: CustomerSecurityPatch) => api.patch<CustomerSecurity>(`${base(customerId)}/security`, patch),
    onSuccess: (saved) => queryClient.setQueryData(ecommerceQueries.customerSecurity(customerId).queryKey, saved),
  });
}
