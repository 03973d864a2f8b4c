import { maxBodyBytes } from '@/backend/app';
import { tokenFor } from '@/backend/auth/accounts';
import { answerApi } from './answer';

const request = (path: string) =>
  new Request(`http://localhost${path}`, { headers: { Authorization: `Bearer ${tokenFor(1)}` } });

describe('answerApi', () => {
  it('answers with the API', async () => {
    const response = await answerApi(request('/api/apps/ecommerce/products?itemsPerPage=1'));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ products: expect.any(Array) });
  });

  it('warns about an unknown /api path and answers 404', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await answerApi(request('/api/apps/nothing-here'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not Found' });
    expect(warn).toHaveBeenCalledWith('[api] unhandled GET /api/apps/nothing-here');
    warn.mockRestore();
  });

  it('answers 500 when a handler throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await answerApi(request('/api/boom'), () => {
      throw new Error('boom');
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Internal Server Error' });
    error.mockRestore();
  });

  describe('a body over 1 MB', () => {
    const post = (body: BodyInit, headers: Record<string, string> = {}) =>
      new Request('http://localhost/api/contact', {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json', ...headers },
      });
    const big = JSON.stringify({ fullName: 'A', email: 'a@b.cd', subject: 'S', message: 'x'.repeat(maxBodyBytes) });

    it('answers 413 with a JSON message in the reader’s language, whatever the handler', async () => {
      const response = await answerApi(post(big, { 'Accept-Language': 'en' }));
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: 'Payload Too Large: the body may not exceed 1 MB' });
      const french = await answerApi(post(big));
      expect(await french.json()).toEqual({ message: 'Requête trop volumineuse : le corps ne peut dépasser 1 Mo' });
    });

    it('answers 413 for a streamed body without a length, reading no further than the limit', async () => {
      let pulled = 0;
      const chunk = new Uint8Array(64 * 1024);
      const endless = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += chunk.byteLength;
          controller.enqueue(chunk);
        },
      });
      const request = new Request('http://localhost/api/apps/users', {
        method: 'POST',
        body: endless,
        duplex: 'half',
      } as RequestInit);
      const response = await answerApi(request);
      expect(response.status).toBe(413);
      expect(pulled).toBeLessThan(maxBodyBytes * 2);
    });

    it('answers a body just under the limit as usual', async () => {
      const body = JSON.stringify({
        fullName: 'A',
        email: 'a@b.cd',
        subject: 'S',
        message: 'x'.repeat(maxBodyBytes - 200),
      });
      const response = await answerApi(post(body));
      expect(response.status).toBe(201);
    });
  });
});
