import Cookies from 'js-cookie';
import { servedByServer } from '@/lib/api-host';
import { type AbilityRule, ability, sanitizeRules } from '@/lib/casl/ability';

export interface UserData {
  id: number;
  fullName: string;
  username: string;
  avatar: string | null;
  email: string;
  role: string;
}

export const cookieNames = {
  accessToken: 'accessToken',
  userData: 'userData',
  abilityRules: 'userAbilityRules',
} as const;

/** docs/spec.md §9: 30 days with "remember me"; without it the cookies end with the browser. */
const cookieOptions = (remember: boolean): Cookies.CookieAttributes => ({
  path: '/',
  sameSite: 'Lax',
  secure: typeof location !== 'undefined' && location.protocol === 'https:',
  ...(remember ? { expires: 30 } : {}),
});

/**
 * In the server mode the session is the server's HttpOnly cookie (docs/security.md, "Sessions"): no script needs
 * the access token, so the app's `accessToken` cookie holds this mark instead and calls send no Bearer header.
 */
const serverSession = 'server-session';

/** Whether the session was kept with "remember me": its cookies then carry an expiry date. */
const rememberKey = 'okoume.remember';

/**
 * The cookies, read once per task: `document.cookie` is a synchronous call to the browser process (0.6–1.8 ms a
 * read here, about thirty reads in a back-office page's first load, from the API calls and the renders). Within a
 * task they change only by this module's writes, which drop the copy (docs/performance.md, "A first load's own
 * work").
 */
let snapshot: Record<string, string> | undefined;
function cookie(name: string): string | undefined {
  if (!snapshot) {
    snapshot = Cookies.get();
    queueMicrotask(() => (snapshot = undefined));
  }
  return snapshot[name];
}

const readJson = (name: string): unknown => parseJson(cookie(name));

function parseJson(raw: string | undefined): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** The user last read, kept while its cookie is unchanged: a stable value for `useSyncExternalStore`. */
let userRead: { raw: string | undefined; user: UserData | null } | undefined;

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export const session = {
  token: () => cookie(cookieNames.accessToken) ?? null,
  user: () => {
    const raw = cookie(cookieNames.userData);
    if (!userRead || userRead.raw !== raw) {
      const u = parseJson(raw);
      userRead = { raw, user: u && typeof u === 'object' ? (u as UserData) : null };
    }
    return userRead.user;
  },
  /** Calls `listener` after each sign-in (a confirmation included) and sign-out; returns the unsubscribe. */
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  rules: () => sanitizeRules(readJson(cookieNames.abilityRules)),
  isSignedIn: () => Boolean(cookie(cookieNames.accessToken) && readJson(cookieNames.userData)),
  /** The token to send as `Authorization: Bearer`: the static demo's; none in the server mode. */
  bearer: () => {
    const token = session.token();
    return token === serverSession ? null : token;
  },
  signIn(data: { accessToken: string; userData: UserData; userAbilityRules: AbilityRule[] }, remember = true) {
    const options = cookieOptions(remember);
    snapshot = undefined;
    Cookies.set(cookieNames.accessToken, servedByServer() ? serverSession : data.accessToken, options);
    Cookies.set(cookieNames.userData, JSON.stringify(data.userData), options);
    Cookies.set(cookieNames.abilityRules, JSON.stringify(data.userAbilityRules), options);
    if (remember) localStorage.setItem(rememberKey, '1');
    else localStorage.removeItem(rememberKey);
    ability.update(sanitizeRules(data.userAbilityRules));
    changed();
  },
  /**
   * The user and rules the server enforces (`GET /api/auth/session`, docs/security.md): they replace what the
   * cookies said, so an edited ability cookie opens nothing the server would refuse.
   */
  confirm(data: { userData: UserData; userAbilityRules: AbilityRule[] }) {
    const token = session.token();
    if (token) session.signIn({ ...data, accessToken: token }, localStorage.getItem(rememberKey) === '1');
  },
  signOut() {
    // The server mode ends the session it keeps, and its HttpOnly cookie (docs/security.md); the static demo keeps none.
    if (session.token() && servedByServer()) void fetch('/api/auth/logout', { method: 'POST', keepalive: true });
    snapshot = undefined;
    for (const name of Object.values(cookieNames)) Cookies.remove(name, { path: '/' });
    localStorage.removeItem(rememberKey);
    // What the app kept for this session (drafts, the page's data) goes with it.
    sessionStorage.clear();
    ability.update([]);
    changed();
  },
  /** The server no longer knows this session (ended, expired, or cookies set by hand): sign in again. */
  expired() {
    session.signOut();
    const here = location.pathname + location.search + location.hash;
    location.assign(`/login?to=${encodeURIComponent(here)}`);
  },
  /** Called once on start-up so the ability matches the cookies. */
  restore() {
    ability.update(session.rules());
  },
};
