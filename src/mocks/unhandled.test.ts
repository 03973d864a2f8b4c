import { warnOnUnhandledApi } from './unhandled';

describe('warnOnUnhandledApi', () => {
  it.each([
    ['http://localhost/api/apps/nothing-here', true],
    ['https://demo.example/api/apps/users/1/avatar?x=1', true],
    ['http://localhost/assets/index.js', false],
    ['http://localhost/apiary', false],
    ['https://chat.example/api-widget.js', false],
  ])('%s → warns: %s', (url, warns) => {
    const print = { warning: vi.fn() };
    warnOnUnhandledApi({ url }, print);
    expect(print.warning).toHaveBeenCalledTimes(warns ? 1 : 0);
  });
});
