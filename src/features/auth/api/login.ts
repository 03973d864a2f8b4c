import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AbilityRule } from '@/lib/casl/ability';
import { session, type UserData } from '@/lib/auth/session';

export interface LoginInput {
  email: string;
  password: string;
  /** Keeps the session 30 days; without it, the session ends with the browser (docs/spec.md §9). */
  remember: boolean;
}

export interface LoginResponse {
  userAbilityRules: AbilityRule[];
  accessToken: string;
  userData: UserData;
}

export const login = (input: LoginInput) => api.post<LoginResponse>('/api/auth/login', input);

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (data, input) => session.signIn(data, input.remember),
  });
}
