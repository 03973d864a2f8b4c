import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

export const accounts = {
  admin: { email: 'admin@demo.com', password: 'admin' },
  client: { email: 'client@demo.com', password: 'client' },
  /** The second administrator, the other side of the chat's live journey (signs in there, through the form). */
  support: { email: 'support@demo.com', password: 'support' },
} as const;

type Role = keyof typeof accounts;
/** The roles e2e/sign-in.setup.ts signs in once per run. */
export const roles: Role[] = ['admin', 'client'];

/** Where e2e/sign-in.setup.ts keeps a role's signed-in browser state for this run. */
export const savedSignIn = (who: Role) => `test-results/.auth/${who}.json`;

/** Signs in through the real login form (the cookies then carry the session). */
export async function signInThroughForm(page: Page, who: Role, to = '/login') {
  await page.goto(to);
  await page.locator('input[type="email"]').fill(accounts[who].email);
  await page.locator('input[autocomplete="current-password"]').fill(accounts[who].password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * Starts the page signed in as `who`, from the session the setup project saved after signing in through the
 * form: the specs test their screens, the sign-in itself is tested once per role and in e2e/auth.spec.ts.
 */
export async function signIn(page: Page, who: Role) {
  const state = JSON.parse(readFileSync(savedSignIn(who), 'utf8')) as {
    cookies: Parameters<ReturnType<Page['context']>['addCookies']>[0];
  };
  await page.context().addCookies(state.cookies);
}

/** Sets the interface language before any script of the app runs. */
export async function useLanguage(page: Page, lng: 'fr' | 'en' | 'ar') {
  await page.addInitScript((l) => window.localStorage.setItem('okoume-digital-language', l), lng);
}

/** Signs in over HTTP as an API client does and answers the Bearer header of its access token. */
export async function bearerFor(baseUrl: string, who: Role): Promise<Record<string, string>> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(accounts[who]),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { Authorization: `Bearer ${accessToken}` };
}
