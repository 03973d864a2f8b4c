import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { NotifyMeAnswer, NotifyMeInput } from './notify-me';

/** POST /api/notify-me (docs/api.md, "Notify me"). */
export function useNotifyMe() {
  return useMutation({ mutationFn: (body: NotifyMeInput) => api.post<NotifyMeAnswer>('/api/notify-me', body) });
}
