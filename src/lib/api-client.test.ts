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
