import { http } from 'msw';
import { answerApi } from './answer';

const request = (path: string) => new Request(`http://localhost${path}`);

describe('answerApi', () => {
  it('answers with the handlers', async () => {
    const response = await answerApi(request('/api/apps/ecommerce/products?itemsPerPage=1'));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ products: expect.any(Array) });
  });

  it('warns about an unknown /api path and answers 404', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await answerApi(request('/api/apps/nothing-here'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not Found' });
    expect(warn).toHaveBeenCalledWith('[mock api] unhandled GET /api/apps/nothing-here');
    warn.mockRestore();
  });

  it('answers 500 when a handler throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = http.get('*/api/boom', () => {
      throw new Error('boom');
    });
    const response = await answerApi(request('/api/boom'), [failing]);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Internal Server Error' });
    error.mockRestore();
  });
});
