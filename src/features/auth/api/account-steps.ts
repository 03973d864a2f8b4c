import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { StepAnswer } from '@/components/form/demo-code-notice';
import { session } from '@/lib/auth/session';
import type { LoginResponse } from './login';
import type { RegisterValues } from './account-schemas';

/** Signs the new account in at once (docs/decisions.md, "Sign-up"). */
export function useRegister() {
  return useMutation({
    mutationFn: (values: RegisterValues) => api.post<LoginResponse>('/api/auth/register', values),
    onSuccess: (data) => session.signIn(data, true),
  });
}

/** The plan the signed-in account keeps (`plan` of GET /api/auth/session, docs/api.md), read back from the server. */
export function useKeptPlan() {
  return useQuery({
    queryKey: ['auth', 'session', 'plan'],
    queryFn: ({ signal }) => api.get<{ plan: string | null }>('/api/auth/session', { signal }).then((s) => s.plan),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => api.post<StepAnswer>('/api/auth/forgot-password', { email }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string; confirm: string }) =>
      api.post<{ message: string }>('/api/auth/reset-password', body),
  });
}

export function useSendCode(step: 'two-steps' | 'verify-email') {
  return useMutation({ mutationFn: () => api.post<StepAnswer>(`/api/auth/${step}/send`, {}) });
}

export function useVerifyTwoSteps() {
  return useMutation({
    mutationFn: (code: string) => api.post<{ verified: true }>('/api/auth/two-steps/verify', { code }),
  });
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: (token: string) => api.post<{ verified: true }>('/api/auth/verify-email', { token }),
  });
}
