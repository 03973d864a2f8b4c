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

const cookieOptions: Cookies.CookieAttributes = { expires: 30, path: '/', sameSite: 'Lax' };

function readJson(name: string): unknown {
  const raw = Cookies.get(name);
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

export const session = {
  token: () => Cookies.get(cookieNames.accessToken) ?? null,
  user: () => {
    const u = readJson(cookieNames.userData);
    return u && typeof u === 'object' ? (u as UserData) : null;
  },
  rules: () => sanitizeRules(readJson(cookieNames.abilityRules)),
  isSignedIn: () => Boolean(Cookies.get(cookieNames.accessToken) && readJson(cookieNames.userData)),
  signIn(data: { accessToken: string; userData: UserData; userAbilityRules: AbilityRule[] }) {
    Cookies.set(cookieNames.accessToken, data.accessToken, cookieOptions);
    Cookies.set(cookieNames.userData, JSON.stringify(data.userData), cookieOptions);
    Cookies.set(cookieNames.abilityRules, JSON.stringify(data.userAbilityRules), cookieOptions);
    ability.update(sanitizeRules(data.userAbilityRules));
  },
  signOut() {
    const token = session.token();
    // The server mode ends the session it keeps (docs/server.md); the static demo keeps none.
    if (token && servedByServer()) {
      void fetch('/api/auth/logout', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        keepalive: true,
      });
    }
    for (const name of Object.values(cookieNames)) Cookies.remove(name, { path: '/' });
    ability.update([]);
  },
  /** Called once on start-up so the ability matches the cookies. */
  restore() {
    ability.update(session.rules());
  },
};
