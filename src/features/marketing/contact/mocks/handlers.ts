import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { delay, safe } from '@/mocks/utils';
import type { ContactMessage } from '../api/types';
import { validateContact } from './validate-contact';

/** Messages received during this page's life (the mock keeps them in memory only). */
export const receivedMessages: Array<ContactMessage & { id: string }> = [];

export const contactHandlers = [
  http.post(
    '*/api/contact',
    safe(async ({ request }) => {
      await delay();
      const body: unknown = await request.json().catch(() => null);
      const result = validateContact(body, { requireCaptcha: Boolean(env.recaptchaSiteKey) });
      if (result.errors) return HttpResponse.json({ errors: result.errors }, { status: 400 });
      const id = `msg-${String(receivedMessages.length + 1).padStart(4, '0')}`;
      receivedMessages.push({ ...result.value, id });
      return HttpResponse.json({ id }, { status: 201 });
    }),
  ),
];
