import { mockWorkerUrl, startMockWorker } from './register-worker';

const mockWorker = (postMessage = vi.fn()) => ({ scriptURL: `http://localhost${mockWorkerUrl}`, postMessage });

/** A stand-in for navigator.serviceWorker: `controller` and the registration's active worker as given. */
function container(controller: object | null, active: object | null = null) {
  const target = new EventTarget();
  return Object.assign(target, {
    controller,
    getRegistration: vi.fn(async () => (active ? { active } : undefined)),
    register: vi.fn(async () => ({ active })),
    takeControl(worker: object) {
      this.controller = worker;
      target.dispatchEvent(new Event('controllerchange'));
    },
  });
}

const start = (c: ReturnType<typeof container>) => startMockWorker(c as unknown as ServiceWorkerContainer);

describe('startMockWorker', () => {
  it('resolves at once when the worker already controls the page, without registering it again', async () => {
    const c = container(mockWorker());
    await start(c);
    expect(c.register).not.toHaveBeenCalled();
  });

  it('registers the worker and waits until it claims the page on a first visit', async () => {
    const c = container(null);
    let done = false;
    const started = start(c).then(() => (done = true));
    await vi.waitFor(() => expect(c.register).toHaveBeenCalledWith(mockWorkerUrl, { scope: '/' }));
    await Promise.resolve();
    expect(done).toBe(false);
    c.takeControl(mockWorker());
    await started;
    expect(done).toBe(true);
  });

  it('replaces another worker of the same scope (the former MSW worker)', async () => {
    const other = { scriptURL: 'http://localhost/mockServiceWorker.js', postMessage: vi.fn() };
    const c = container(other, other);
    const started = start(c);
    await vi.waitFor(() => expect(c.register).toHaveBeenCalled());
    c.takeControl(mockWorker());
    await started;
    expect(other.postMessage).not.toHaveBeenCalled();
  });

  it('asks the active worker to claim a page opened with a hard reload', async () => {
    const postMessage = vi.fn();
    const c = container(null, mockWorker(postMessage));
    const started = start(c);
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalledWith('claim'));
    c.takeControl(mockWorker());
    await started;
    expect(c.register).not.toHaveBeenCalled();
  });

  it('fails without service workers (plain HTTP on another host than localhost, or jsdom)', async () => {
    expect(navigator.serviceWorker).toBeUndefined();
    await expect(startMockWorker()).rejects.toThrow(/service workers/);
  });
});
