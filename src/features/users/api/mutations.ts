import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CreatedUser, UserInput } from './types';

/** Every users query (lists, totals, details) is refreshed after a change. */
function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['users'] });
}

export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/apps/users/${id}`),
    onSettled: invalidate,
  });
}

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (input: UserInput) => api.post<CreatedUser>('/api/apps/users', input),
    onSuccess: invalidate,
  });
}
