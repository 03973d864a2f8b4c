import { expect, test } from '@playwright/test';
import { watchViolations } from './support/csp';
import { contactField, openLanding } from './support/landing';
import { signInThroughForm } from './support/session';

// The static demo under the policy of its host's header file (dist/_headers, which `vite preview` applies like
// a static host: scripts/host-headers.ts): the mock API's service worker and the app work with no violation.

test('the preview answers with the header file of static hosts', async ({ request }) => {
  const headers = (await request.get('/')).headers();
  expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
  expect(headers['content-security-policy']).toContain("worker-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
});

test('the landing page, sign-in and a list of the static demo run without a policy violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await openLanding(page);
  await page.locator('#root #contact form').getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(contactField(page, 'Nom complet')).toHaveAttribute('aria-invalid', 'true');
  expect(await violations.seen()).toEqual({ events: [], console: [] });

  await signInThroughForm(page, 'admin');
  await page.goto('/apps/ecommerce/product/list');
  // Its rows come from the mock API's service worker.
  await expect(page.locator('#root table tbody tr').nth(9)).toBeVisible();
  expect(await violations.seen()).toEqual({ events: [], console: [] });
});
