import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { UserPatch } from './edit-user-schema';
import type { CreatedUser, UserDetail, UserInput } from './types';

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

/** PATCH /api/apps/users/:id with the fields changed (suspend: `{ status: 'inactive' }`). */
export function useUpdateUser(id: number) {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (patch: UserPatch) => api.patch<UserDetail>(`/api/apps/users/${id}`, patch),
    onSuccess: invalidate,
  });
}
