// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { createCollections } from '@/mocks/db';
import { createApi } from '../app';
import { createMemoryStore } from '../memory-store';
import type { HostOptions } from '../host';

import { server as google } from '@/mocks/server';

const message = { fullName: 'Awa Nguema', email: 'awa@example.ga', subject: 'Devis', message: 'Bonjour' };
const send = (app: ReturnType<typeof createApi>, body: object = message) =>
  app.request('/api/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'fr' },
    body: JSON.stringify(body),
  });
const open = (host: HostOptions = {}) => {
  const store = createMemoryStore(createCollections());
  return { store, app: createApi(store, { clientAddress: () => '198.51.100.7', ...host }) };
};

describe('POST /api/contact (docs/security.md, "Contact form")', () => {
  it('keeps 5 messages per address in 10 minutes, then answers 429 with Retry-After and a message', async () => {
    const { app } = open();
    for (let i = 0; i < 5; i++) expect((await send(app)).status).toBe(201);
    const refused = await send(app);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(9 * 60);
    expect(await refused.json()).toEqual({
      message: 'Trop de messages depuis cette adresse. Réessayez dans 10 min ; votre texte est conservé.',
    });
  });

  it('does not count messages refused for bad input', async () => {
    const { app } = open();
    for (let i = 0; i < 6; i++) expect((await send(app, { ...message, email: 'nope' })).status).toBe(400);
    expect((await send(app)).status).toBe(201);
  });

  it('verifies the reCAPTCHA answer with Google when a secret is set, and fails closed', async () => {
    const asked: string[] = [];
    google.use(
      http.post('https://www.google.com/recaptcha/api/siteverify', async ({ request }) => {
        const form = new URLSearchParams(await request.text());
        asked.push(`${form.get('secret')}:${form.get('response')}`);
        return HttpResponse.json({ success: form.get('response') === 'human' });
      }),
    );
    const { app } = open({ recaptchaSecret: 's3cret' });
    expect((await send(app)).status).toBe(400);
    expect((await send(app, { ...message, recaptchaResponse: 'robot' })).status).toBe(400);
    expect((await send(app, { ...message, recaptchaResponse: 'human' })).status).toBe(201);
    expect(asked).toEqual(['s3cret:robot', 's3cret:human']);
    google.use(http.post('https://www.google.com/recaptcha/api/siteverify', () => HttpResponse.error()));
    const failed = await send(app, { ...message, recaptchaResponse: 'human' });
    expect(failed.status).toBe(400);
    expect(await failed.json()).toEqual({
      errors: { recaptchaResponse: ['La vérification reCAPTCHA a échoué. Veuillez réessayer.'] },
    });
  });

  it('e-mails each message when a mail server is configured, and the inbox shows whether it was sent', async () => {
    const mailed: string[] = [];
    const { app, store } = open({
      sendMail: async ({ replyTo }) => (mailed.push(replyTo!.address), replyTo!.address !== 'bounce@example.ga'),
    });
    const sent = (await (await send(app)).json()) as { id: string };
    const bounced = (await (await send(app, { ...message, email: 'bounce@example.ga' })).json()) as { id: string };
    expect(mailed).toEqual(['awa@example.ga', 'bounce@example.ga']);
    expect((await store.contactMessages.get(sent.id))?.mailed).toBe(true);
    expect((await store.contactMessages.get(bounced.id))?.mailed).toBe(false);
  });
});
