// @vitest-environment node
import { createCollections } from '@/mocks/db';
import { createApi } from '../app';
import type { HostOptions, OutgoingMail } from '../host';
import { createMemoryStore } from '../memory-store';

const post = (api: ReturnType<typeof createApi>, path: string, body: unknown, headers: Record<string, string> = {}) =>
  api.request(`https://okoume.example/api/auth/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'fr', ...headers },
    body: JSON.stringify(body),
  });

/** The server mode delivers what the static demo shows (docs/decisions.md, "Account steps"). */
describe('account links and codes in the server mode', () => {
  const open = (host: HostOptions = {}) => createApi(createMemoryStore(createCollections()), host);
  afterEach(() => vi.restoreAllMocks());

  it('writes the reset link to the log without SMTP, and answers nothing of it', async () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => {});
    const answer = await post(open(), 'forgot-password', { email: 'client@demo.com' });
    expect(await answer.json()).toEqual({
      message: expect.stringMatching(/^Si un compte utilise cette adresse/),
    });
    await vi.waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    expect(log.mock.calls[0]![0]).toMatch(
      /^\[auth\] reset-password for client@demo\.com \(no e-mail sent\): https:\/\/okoume\.example\/pages\/authentication\/reset-password-v1\?token=[0-9a-f]{64}$/,
    );
  });

  it('e-mails it through SMTP in the reader’s language, with links to SITE_URL rather than the request’s host', async () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => {});
    const sent: OutgoingMail[] = [];
    const api = open({
      siteUrl: 'https://www.okoume.example',
      sendMail: async (mail) => Boolean(sent.push(mail)),
    });
    await post(api, 'forgot-password', { email: 'client@demo.com' });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      to: 'client@demo.com',
      subject: 'Réinitialisez votre mot de passe Okoumé Digital',
    });
    expect(sent[0]!.text).toMatch(/https:\/\/www\.okoume\.example\/pages\/authentication\/reset-password-v1\?token=/);
    expect(log).not.toHaveBeenCalled();
  });

  it('sends nothing for an unknown address, with the same answer', async () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => {});
    const api = open();
    const unknown = await (await post(api, 'forgot-password', { email: 'nobody@demo.com' })).json();
    const known = await (await post(api, 'forgot-password', { email: 'admin@demo.com' })).json();
    expect(unknown).toEqual(known);
    await vi.waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    expect(log.mock.calls[0]![0]).toContain('admin@demo.com');
  });

  it('limits reset requests to 5 per address in 10 minutes', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const api = open();
    for (let i = 0; i < 5; i++) expect((await post(api, 'forgot-password', { email: 'x@demo.com' })).status).toBe(202);
    const refused = await post(api, 'forgot-password', { email: 'x@demo.com' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
