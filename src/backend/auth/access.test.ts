// @vitest-environment node
import { auditSubjects } from '@/features/audit/api/types';
import { createCollections } from '@/mocks/db';
import { createApi } from '../app';
import { createMemoryStore } from '../memory-store';
import { tokenFor } from './accounts';
import type { Access } from './access';

type Caller = 'visitor' | 'client' | 'admin';

const api = createApi(createMemoryStore(createCollections()));
const tokens: Record<Caller, string | null> = { visitor: null, client: tokenFor(2), admin: tokenFor(1) };
/** What the client account may do: read the access-control demo's data (docs/product.md). */
const clientMay = (access: Access) => 'public' in access || 'signedIn' in access || access.subject === 'AclDemo';

/** Every route of the one API definition, with the access its guard declares (auth/access.ts). */
const routes = [
  ...new Set(api.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`)),
].map((key) => {
  const [method = '', path = ''] = key.split(' ');
  const guard = api.routes.find((route) => `${route.method} ${route.path}` === key && 'access' in route.handler);
  return { method, path, access: (guard?.handler as { access?: Access } | undefined)?.access };
});

describe('every API route declares the access it needs (docs/security.md, "Permissions")', () => {
  it('finds the routes', () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  it('names every subject a write is audited under in the audit trail’s filter and labels (docs/api.md, "Audit trail")', () => {
    const audited = routes.flatMap(({ method, access }) => {
      if (method === 'GET' || !access || 'public' in access) return [];
      const rule = 'signedIn' in access ? access.audited : access;
      return rule ? [rule.subject] : [];
    });
    expect(audited.length).toBeGreaterThan(10);
    expect([...new Set(audited)].filter((subject) => !(auditSubjects as readonly string[]).includes(subject))).toEqual(
      [],
    );
  });

  it('walks the wizards’ calls, for administrators only (docs/api.md, "Wizards")', () => {
    const wizards = routes.filter((route) => route.path.startsWith('/api/wizards/'));
    expect(wizards.map((route) => `${route.method} ${route.path}`)).toEqual([
      'POST /api/wizards/checkout',
      'POST /api/wizards/deals',
      'POST /api/wizards/properties',
    ]);
    for (const { access } of wizards) expect(access).toEqual({ action: 'create', subject: 'Wizard' });
  });

  it('opens sign-up and the reset and e-mail links to anyone, the codes and the two-step setting to a signed-in account (docs/security.md)', () => {
    const steps = routes.filter((route) =>
      /^\/api\/auth\/(register|forgot|reset|two-steps|verify|login\/)/.test(route.path),
    );
    expect(Object.fromEntries(steps.map((route) => [`${route.method} ${route.path}`, route.access]))).toEqual({
      'POST /api/auth/register': { public: true },
      'POST /api/auth/forgot-password': { public: true },
      'POST /api/auth/reset-password': { public: true },
      'POST /api/auth/two-steps/send': { signedIn: true },
      'POST /api/auth/two-steps/verify': { signedIn: true },
      // Two-step sign-in: the code step proves itself with its ticket; the setting is the signed-in account's own.
      'POST /api/auth/login/two-steps': { public: true },
      'POST /api/auth/login/two-steps/send': { public: true },
      'GET /api/auth/two-steps': { signedIn: true },
      // Recorded in the audit trail as a change of the account (audit-trail.test.ts).
      'POST /api/auth/two-steps/enable': { signedIn: true, audited: { action: 'update', subject: 'Account' } },
      'POST /api/auth/two-steps/disable': { signedIn: true, audited: { action: 'update', subject: 'Account' } },
      'POST /api/auth/verify-email/send': { signedIn: true },
      'POST /api/auth/verify-email': { public: true },
    });
  });

  it.each(routes)('$method $path declares an access rule', ({ access }) => {
    expect(access).toBeDefined();
  });

  const cases = routes.flatMap((route) =>
    (['visitor', 'client', 'admin'] as const).map((caller) => ({ ...route, caller })),
  );

  it.each(cases)('$method $path as $caller', async ({ method, path, access, caller }) => {
    if (!access) return;
    const url = path.replace(/:(\w+)/g, (_, name: string) => (name === 'section' ? 'profile' : '1'));
    const token = tokens[caller];
    const body = ['POST', 'PUT', 'PATCH'].includes(method) ? '{}' : undefined;
    const response = await api.request(url, {
      method,
      body,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
    });
    const expected =
      'public' in access || caller === 'admin'
        ? 'allowed'
        : caller === 'visitor'
          ? 401
          : clientMay(access)
            ? 'allowed'
            : 403;
    const status = response.status;
    expect(expected === 'allowed' ? ![401, 403].includes(status) : status).toBe(
      expected === 'allowed' ? true : expected,
    );
  });
});
