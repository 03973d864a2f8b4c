const { startMockWorker } = vi.hoisted(() => ({ startMockWorker: vi.fn<() => Promise<void>>() }));
vi.mock('@/mocks/register-worker', () => ({ startMockWorker }));

/** A fresh module each time: the started worker is remembered per module. */
async function load() {
  vi.resetModules();
  return (await import('./api-client')).ensureMockApi;
}

describe('ensureMockApi in a production build', () => {
  beforeEach(() => {
    vi.stubEnv('DEV', false);
    startMockWorker.mockReset();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.useRealTimers();
  });

  it('starts the worker once for every call', async () => {
    startMockWorker.mockResolvedValue(undefined);
    const ensureMockApi = await load();
    await Promise.all([ensureMockApi(), ensureMockApi()]);
    await ensureMockApi();
    expect(startMockWorker).toHaveBeenCalledTimes(1);
  });

  it('fails after 15 s without a worker, and the next call tries again', async () => {
    vi.useFakeTimers();
    startMockWorker.mockReturnValueOnce(new Promise(() => {})).mockResolvedValue(undefined);
    const ensureMockApi = await load();
    const failed = expect(ensureMockApi()).rejects.toThrow('The mock API did not start');
    await vi.advanceTimersByTimeAsync(15_000);
    await failed;
    await expect(ensureMockApi()).resolves.toBeUndefined();
    expect(startMockWorker).toHaveBeenCalledTimes(2);
  });

  it('lets the call fail like a network error when the worker cannot start, and tries again next time', async () => {
    startMockWorker.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const ensureMockApi = await load();
    await expect(ensureMockApi()).rejects.toThrow('offline');
    await expect(ensureMockApi()).resolves.toBeUndefined();
  });

  it('starts nothing in `vite dev` (the dev server answers /api)', async () => {
    vi.stubEnv('DEV', true);
    const ensureMockApi = await load();
    await ensureMockApi();
    expect(startMockWorker).not.toHaveBeenCalled();
  });
});

describe('a call that never answers', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  /** A fetch that never answers, and stops like a browser's when its signal aborts. */
  const hangingFetch = vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_, reject) => {
        const signal = init.signal;
        if (signal?.aborted) reject(signal.reason as Error);
        signal?.addEventListener('abort', () => reject(signal.reason as Error));
      }),
  );

  it('fails after 15 s with a timeout, which the query client does not retry', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', hangingFetch);
    vi.resetModules();
    const { api, RequestTimeoutError, requestTimeoutMs } = await import('./api-client');
    const { createQueryClient } = await import('./query-client');
    expect(requestTimeoutMs).toBe(15_000);
    const queryClient = createQueryClient();
    const query = queryClient.fetchQuery({
      queryKey: ['hanging'],
      queryFn: ({ signal }) => api.get('/api/anything', { signal }),
    });
    const failed = expect(query).rejects.toBeInstanceOf(RequestTimeoutError);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(queryClient.getQueryState(['hanging'])?.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await failed;
    expect(hangingFetch).toHaveBeenCalledTimes(1);
  });

  it('still stops at once when the caller cancels', async () => {
    vi.stubGlobal('fetch', hangingFetch);
    vi.resetModules();
    const { api, RequestTimeoutError } = await import('./api-client');
    const caller = new AbortController();
    const call = api.get('/api/anything', { signal: caller.signal });
    caller.abort(new Error('cancelled'));
    await expect(call).rejects.toThrow('cancelled');
    await expect(call).rejects.not.toBeInstanceOf(RequestTimeoutError);
  });
});
