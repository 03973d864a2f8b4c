import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/session';
import { seriousViolations } from './support/axe';

const courses = (page: Page) => page.getByRole('region', { name: 'Cours' }).getByRole('article');

test.describe('academy', () => {
  test('filters the courses by tag, hides the completed ones, and a reload keeps the view', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/apps/academy/my-course');
    await expect(courses(page)).toHaveCount(10);

    await page.getByLabel('Catégorie').click();
    await page.getByRole('option', { name: 'Design' }).click();
    await expect(page).toHaveURL(/label=Design/);
    await expect(courses(page)).toHaveCount(5);
    await page.getByRole('switch', { name: 'Masquer les cours terminés' }).click();
    await expect(page).toHaveURL(/hideCompleted=true/);
    await expect(courses(page).filter({ hasText: 'Terminé' })).toHaveCount(0);
    const count = await courses(page).count();
    expect(count).toBeLessThan(5);

    await page.reload();
    await expect(page.getByLabel('Catégorie')).toHaveText('Design');
    await expect(page.getByRole('switch', { name: 'Masquer les cours terminés' })).toBeChecked();
    await expect(courses(page)).toHaveCount(count);

    await courses(page).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/apps\/academy\/course-details$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Power BI for Decision Makers' })).toBeVisible();
    const section = page.getByRole('button', { name: /Modelling/ });
    await expect(section).toHaveAttribute('aria-expanded', 'false');
    await section.click();
    await expect(section).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('checkbox', { name: 'First DAX measures' })).toBeVisible();
  });

  for (const scheme of ['light', 'dark'] as const) {
    for (const path of ['/apps/academy/dashboard', '/apps/academy/my-course', '/apps/academy/course-details']) {
      test(`axe: no serious or critical violation on ${path} in ${scheme}`, async ({ page }) => {
        test.setTimeout(90_000);
        await page.emulateMedia({ colorScheme: scheme });
        await signIn(page, 'admin');
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
});
