import { afterEach, describe, expect, it, vi } from 'vitest';
import { session, type UserData } from './session';

const user: UserData = {
  id: 1,
  fullName: 'Awa Mbeki',
  username: 'awa',
  avatar: null,
  email: 'admin@demo.com',
  role: 'admin',
};
const signIn = (fullName: string) =>
  session.signIn({ accessToken: 'token', userData: { ...user, fullName }, userAbilityRules: [] });
const nextTask = () => new Promise((done) => setTimeout(done));

function countCookieReads() {
  const { get } = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  return vi.spyOn(document, 'cookie', 'get').mockImplementation(function (this: Document) {
    return get!.call(this) as string;
  });
}

afterEach(async () => {
  vi.restoreAllMocks();
  session.signOut();
  await nextTask();
});

// docs/performance.md, "A first load's own work": the cookies read once per task.
describe('the session’s cookies', () => {
  it('are read from the browser once per task, whatever the number of questions', async () => {
    signIn('Awa Mbeki');
    await nextTask();
    const reads = countCookieReads();
    expect(session.isSignedIn()).toBe(true);
    const once = reads.mock.calls.length;
    expect(once).toBeGreaterThan(0);
    expect(session.user()?.fullName).toBe('Awa Mbeki');
    expect(session.token()).toBe('token');
    expect(reads).toHaveBeenCalledTimes(once);
    await nextTask();
    session.rules();
    expect(reads.mock.calls.length).toBeGreaterThan(once);
  });

  it('show this tab’s own sign-in and sign-out at once, and another tab’s in the next task', async () => {
    signIn('Awa Mbeki');
    expect(session.user()?.fullName).toBe('Awa Mbeki');
    signIn('Jean Obiang');
    expect(session.user()?.fullName).toBe('Jean Obiang');
    session.signOut();
    expect(session.isSignedIn()).toBe(false);

    signIn('Awa Mbeki');
    expect(session.isSignedIn()).toBe(true);
    // Another tab signs out: the cookies go without this module knowing.
    document.cookie = 'accessToken=; path=/; max-age=0';
    await nextTask();
    expect(session.isSignedIn()).toBe(false);
  });
});
