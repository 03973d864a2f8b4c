import { expect, test } from '@playwright/test';

test.describe('coming soon over the server (docs/api.md, "Notify me")', () => {
  test('keeps the address in the database: a second sign-up, after a reload, is already on the list', async ({
    page,
  }) => {
    const address = `launch-${Date.now()}@okoume.ga`;
    await page.goto('/pages/misc/coming-soon');
    const submit = async () => {
      await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(address);
      await page.getByRole('button', { name: 'Me prévenir' }).click();
    };
    await submit();
    await expect(page.getByRole('status').filter({ hasText: address })).toHaveText(
      `Merci ! Nous écrirons à ${address} dès l’ouverture.`,
    );
    await page.reload();
    await submit();
    await expect(page.getByRole('status').filter({ hasText: address })).toHaveText(
      `${address} est déjà sur la liste : nous vous écrirons dès l’ouverture.`,
    );
  });

  test('answers 400 with the field error to a bad address', async ({ request }) => {
    const answer = await request.post('/api/notify-me', { data: { email: 'nope' } });
    expect(answer.status()).toBe(400);
    expect(await answer.json()).toEqual({ errors: { email: ['notify.errors.invalid'] } });
  });
});
