import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AbilityRule } from '@/lib/casl/ability';
import { session, type UserData } from '@/lib/auth/session';
import type { StepAnswer } from '@/components/form/demo-code-notice';

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

/** `202` for an account with two-step sign-in: no session yet; a code was sent (docs/api.md, "Two-step sign-in"). */
export interface CodeAsked extends StepAnswer {
  twoStepsRequired: true;
  ticket: string;
}

export const codeAsked = (answer: LoginResponse | CodeAsked): answer is CodeAsked => 'twoStepsRequired' in answer;

export const login = (input: LoginInput) => api.post<LoginResponse | CodeAsked>('/api/auth/login', input);

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (data, input) => {
      if (!codeAsked(data)) session.signIn(data, input.remember);
    },
  });
}

/** The second step: the ticket and the code open the session. */
export function useSignInCode() {
  return useMutation({
    mutationFn: (body: { ticket: string; code: string; remember: boolean }) =>
      api.post<LoginResponse>('/api/auth/login/two-steps', body),
    onSuccess: (data, body) => session.signIn(data, body.remember),
  });
}

export function useResendSignInCode() {
  return useMutation({
    mutationFn: (ticket: string) => api.post<StepAnswer>('/api/auth/login/two-steps/send', { ticket }),
  });
}
