import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StepAnswer } from '@/components/form/demo-code-notice';
import { api } from '@/lib/api-client';

interface TwoStepState {
  enabled: boolean;
}

/** Whether the signed-in account signs in in two steps (docs/api.md, "Two-step sign-in"). */
export const twoStepQuery = queryOptions({
  queryKey: ['account', 'two-step'],
  queryFn: () => api.get<TwoStepState>('/api/auth/two-steps'),
});

export function useSendTwoStepCode() {
  return useMutation({ mutationFn: () => api.post<StepAnswer>('/api/auth/two-steps/send', {}) });
}

/** Turning it on takes the code sent; turning it off, the account's password. */
export function useSetTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { code: string } | { password: string }) =>
      api.post<TwoStepState>(`/api/auth/two-steps/${'code' in body ? 'enable' : 'disable'}`, body),
    onSuccess: (state) => queryClient.setQueryData(twoStepQuery.queryKey, state),
  });
}
