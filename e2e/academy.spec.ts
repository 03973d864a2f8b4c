import { expect, type Page, test } from '@playwright/test';
import { signIn, useLanguage } from './support/session';
import { seriousViolations } from './support/axe';
import { drawnWhole } from './support/drawn';

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

    // A card opens its own course: same title and instructor, and the address keeps it across a reload.
    const card = courses(page).first();
    const title = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
    const by = (await card.getByText(/^Par /).innerText()).trim();
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/apps\/academy\/course-details\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(by, { exact: true }).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const section = page.getByRole('button', { name: /Mise en pratique/ });
    await expect(section).toHaveAttribute('aria-expanded', 'false');
    await section.click();
    await expect(section).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('checkbox', { name: 'Exercice guidé' })).toBeVisible();

    // The reset clears the search, the tag and the switch at once, then has nothing left to clear.
    await page.goto('/apps/academy/my-course?label=Design&hideCompleted=true');
    await page.getByLabel('Rechercher un cours ou un formateur').fill('a');
    await expect(page).toHaveURL(/q=a/);
    const reset = page.getByRole('button', { name: 'Réinitialiser les filtres' });
    await reset.click();
    await expect(page).toHaveURL(/\/apps\/academy\/my-course$/);
    await expect(page.getByLabel('Rechercher un cours ou un formateur')).toHaveValue('');
    await expect(page.getByRole('switch', { name: 'Masquer les cours terminés' })).not.toBeChecked();
    await expect(courses(page)).toHaveCount(10);
    await expect(reset).toBeDisabled();
  });

  test('the dashboard shows the learner’s widgets, in French and right to left in Arabic', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboards/academy');
    await expect(page.getByRole('heading', { level: 2, name: /^Bon retour, / })).toBeVisible();
    await drawnWhole(page);
    await expect(page.getByRole('figure', { name: 'Temps passé' }).locator('svg').first()).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Sujets qui vous intéressent' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Formateurs populaires' }).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('list', { name: 'Progression des devoirs' }).getByRole('progressbar')).toHaveCount(5);
    await page.getByRole('link', { name: 'Ouvrir le cours' }).click();
    await expect(page).toHaveURL(/\/apps\/academy\/course-details\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Contenu du cours' })).toBeVisible();

    await useLanguage(page, 'ar');
    await page.goto('/dashboards/academy');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 2, name: /^مرحبًا بعودتك، / })).toBeVisible();
    await drawnWhole(page);
    await expect(page.getByRole('figure', { name: 'الوقت المستغرق' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'أسئلة مباشرة: أنشئ أول لوحة معلومات لك' })).toBeVisible();
  });

  test('the course details without an id show the default course, in French', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/apps/academy/course-details');
    await expect(page.getByRole('heading', { level: 1, name: 'Power BI pour les décideurs' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Contenu du cours' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Pour commencer' })).toBeVisible();
  });

  for (const scheme of ['light', 'dark'] as const) {
    for (const path of ['/dashboards/academy', '/apps/academy/my-course', '/apps/academy/course-details']) {
      test(`axe: no serious or critical violation on ${path} in ${scheme}`, async ({ page }) => {
        test.slow();
        await page.emulateMedia({ colorScheme: scheme });
        await signIn(page, 'admin');
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await drawnWhole(page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
});
