import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PermissionFormValues } from './permission-schema';
import type { RoleFormValues } from './role-schema';
import type { Permission, Role } from './types';

/** Roles and permissions change together (a role's grants are a permission's `assignedTo`): both refresh. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['permissions'] }),
      queryClient.invalidateQueries({ queryKey: ['roles'] }),
    ]);
}

/** Adds the permission, or updates the one with this id. */
export function useSavePermission(id?: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: PermissionFormValues) =>
      id === undefined
        ? api.post<Permission>('/api/apps/permissions', input)
        : api.patch<Permission>(`/api/apps/permissions/${id}`, input),
    onSuccess: invalidate,
  });
}

export function useDeletePermission() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/apps/permissions/${id}`),
    onSettled: invalidate,
  });
}

/** Adds the role, or updates the one with this id. */
export function useSaveRole(id?: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: RoleFormValues) =>
      id === undefined ? api.post<Role>('/api/apps/roles', input) : api.patch<Role>(`/api/apps/roles/${id}`, input),
    onSuccess: invalidate,
  });
}

export function useDeleteRole() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/apps/roles/${id}`),
    onSettled: invalidate,
  });
}
