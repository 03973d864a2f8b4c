import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AbilityRule } from '@/lib/casl/ability';
import { session, type UserData } from '@/lib/auth/session';

export interface LoginInput {
  email: string;
  password: string;
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
    onSuccess: (data) => session.signIn(data),
  });
}
