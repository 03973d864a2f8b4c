import { http, HttpResponse } from 'msw';
import { safe } from '@/mocks/utils';
import { demoAccounts, tokenFor } from '@/mocks/accounts';

export const authHandlers = [
  http.post(
    '*/api/auth/login',
    safe(async ({ request }) => {
      const body = (await request.json().catch(() => null)) as { email?: unknown; password?: unknown } | null;
      const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
      const password = typeof body?.password === 'string' ? body.password : '';
      const user = demoAccounts.find((u) => u.email === email && u.password === password);
      if (!user) {
        return HttpResponse.json({ errors: { email: ['Invalid email or password'] } }, { status: 400 });
      }
      const { password: _password, abilityRules, ...userData } = user;
      return HttpResponse.json(
        { userAbilityRules: abilityRules, accessToken: tokenFor(user.id), userData },
        { status: 201 },
      );
    }),
  ),
];
