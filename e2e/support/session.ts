import type { Page } from '@playwright/test';

export const accounts = {
  admin: { email: 'admin@demo.com', password: 'admin' },
  client: { email: 'client@demo.com', password: 'client' },
} as const;

/** Signs in through the real login form (the cookies then carry the session). */
export async function signIn(page: Page, who: keyof typeof accounts, to = '/login') {
  await page.goto(to);
  await page.locator('input[type="email"]').fill(accounts[who].email);
  await page.locator('input[autocomplete="current-password"]').fill(accounts[who].password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Sets the interface language before any script of the app runs. */
export async function useLanguage(page: Page, lng: 'fr' | 'en' | 'ar') {
  await page.addInitScript((l) => window.localStorage.setItem('okoume-digital-language', l), lng);
}
