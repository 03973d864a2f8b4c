import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { pageErrors } from './support/page-errors';
import { signIn, useLanguage } from './support/session';
import { drawnWhole } from './support/drawn';

/** Every script file the page fetched, so a test can say which code a screen downloads. */
function watchScripts(page: Page) {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  return scripts;
}

const ready = async (page: Page, heading: string | RegExp) => {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await drawnWhole(page);
};

const screens = [
  { path: '/forms/elements', fr: 'Éléments de formulaire', ar: 'عناصر النماذج', signedIn: true },
  { path: '/forms/layouts', fr: 'Mises en page de formulaire', ar: 'تخطيطات النماذج', signedIn: true },
  { path: '/charts', fr: 'Graphiques', ar: 'الرسوم البيانية', signedIn: true },
  { path: '/pages/misc/coming-soon', fr: 'Nous lançons bientôt', ar: 'سنطلق قريبًا', signedIn: false },
  { path: '/pages/misc/under-maintenance', fr: 'En maintenance', ar: 'قيد الصيانة', signedIn: false },
];

test.describe('forms, charts, coming soon and maintenance', () => {
  for (const screen of screens) {
    for (const lng of ['fr', 'ar'] as const) {
      test(`axe: ${screen.path} in ${lng} has no serious or critical violation, light and dark`, async ({ page }) => {
        test.slow();
        const errors = pageErrors(page);
        if (screen.signedIn) await signIn(page, 'admin');
        await useLanguage(page, lng);
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await page.goto(screen.path);
          await ready(page, screen[lng]);
          await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
          expect(await seriousViolations(page), scheme).toEqual([]);
        }
        expect(errors).toEqual([]);
      });
    }
  }

  test('the form elements page shows every kind of input, and downloads no chart code', async ({ page }) => {
    const errors = pageErrors(page);
    const scripts = watchScripts(page);
    await signIn(page, 'admin');
    await page.goto('/forms/elements');
    await ready(page, 'Éléments de formulaire');
    for (const name of [
      'Champ texte',
      'Liste déroulante',
      'Saisie semi-automatique',
      'Curseurs',
      'Notation',
      'Dates et heures',
      'Fichiers',
      'Texte enrichi',
      'Cartes d’option',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole('textbox', { name: 'Description', exact: true })).toContainText('solutions digitales');
    // The date range says when its end comes first.
    await expect(page.getByText('La date de fin doit suivre la date de début')).toBeVisible();
    await page.getByLabel('Au', { exact: true }).fill('2025-12-31');
    await expect(page.getByText('Choisissez le premier et le dernier jour')).toBeVisible();
    // Option cards: the arrow keys move the choice.
    const plans = page.getByRole('radiogroup', { name: 'Formule' }).first();
    await plans.getByRole('radio', { name: /Entreprise/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(plans.getByRole('radio', { name: /Sur mesure/ })).toHaveAttribute('aria-checked', 'true');
    // A chosen image is previewed; a file that is not one is refused with its name.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choisir des images' }).first().click();
    await (
      await chooser
    ).setFiles([
      { name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgo=', 'base64') },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
    ]);
    await expect(
      page.getByRole('list', { name: 'Images choisies' }).getByRole('img', { name: 'logo.png' }),
    ).toBeVisible();
    await expect(page.getByText('notes.txt n’est pas une image PNG, JPEG, WebP ou GIF')).toBeVisible();
    expect(scripts.filter((s) => /LineChart|BarChart|charts-page/.test(s))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the validation example checks a field when it is left, and every field on submit', async ({ page }) => {
    const errors = pageErrors(page);
    await signIn(page, 'admin');
    await page.goto('/forms/layouts');
    await ready(page, 'Mises en page de formulaire');
    const form = page.getByRole('form', { name: 'Exemple de validation' });
    await form.getByLabel('Identifiant').fill('a');
    await form.getByLabel('Identifiant').blur();
    await expect(form.getByText('De 3 à 20 caractères')).toBeVisible();
    await form.getByRole('button', { name: 'Envoyer' }).click();
    await expect(form.getByText('Ce champ est obligatoire')).toHaveCount(5);
    await expect(form.getByText('Acceptez les conditions pour continuer')).toBeVisible();
    // The focus goes to the first field in error, so a keyboard or screen-reader user starts there.
    await expect(form.getByLabel('Identifiant')).toBeFocused();

    await form.getByLabel('Identifiant').fill('awa.nguema');
    await form.getByLabel('E-mail').fill('awa@okoume.ga');
    await form.getByLabel(/^Mot de passe/).fill('Okoume2025!');
    await form.getByLabel('Confirmer le mot de passe').fill('Okoume2025?');
    await form.getByLabel('Date de naissance').fill('1990-04-12');
    await form.getByLabel('Téléphone').fill('+241 01 23 45 67');
    await form.getByRole('combobox', { name: 'Pays' }).click();
    await page.getByRole('option', { name: 'Gabon' }).click();
    await form.getByLabel('J’accepte les conditions d’utilisation').check();
    await form.getByRole('button', { name: 'Envoyer' }).click();
    await expect(form.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
    await form.getByLabel('Confirmer le mot de passe').fill('Okoume2025!');
    await form.getByRole('button', { name: 'Envoyer' }).click();
    await expect(form.getByRole('status')).toContainText('le compte awa.nguema peut être créé');
    expect(errors).toEqual([]);
  });

  test('the charts page draws every kind from the API, each with its data table, in Arabic too', async ({ page }) => {
    const errors = pageErrors(page);
    const scripts = watchScripts(page);
    await signIn(page, 'admin');
    await useLanguage(page, 'ar');
    await page.goto('/charts');
    await ready(page, 'الرسوم البيانية');
    const cards = page.locator('main section');
    await expect(cards).toHaveCount(10);
    // Every chart's figures are in a table a screen reader reads, shown on demand.
    await expect(page.getByRole('table')).toHaveCount(10);
    const devices = page.getByRole('region', { name: 'الزيارات حسب الجهاز' });
    const table = devices.getByRole('table', { name: 'بيانات رسم «الزيارات حسب الجهاز»' });
    await expect(table.getByRole('rowheader', { name: 'الهاتف المحمول' })).toBeAttached();
    const toggle = devices.getByRole('button', { name: 'بيانات الرسم: الزيارات حسب الجهاز' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(table).toBeVisible();
    // The month axis runs right to left: January is on the right half of its chart.
    const line = page.getByRole('region', { name: 'الإيرادات والمصروفات' });
    const january = await line.getByText('يناير', { exact: true }).boundingBox();
    const card = await line.boundingBox();
    expect(january!.x).toBeGreaterThan(card!.x + card!.width / 2);
    expect(scripts.filter((s) => /rich-text-editor|form-elements/.test(s))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('coming soon: a visitor signs up to be told of the launch', async ({ page }) => {
    const errors = pageErrors(page);
    await page.goto('/pages/misc/coming-soon');
    await ready(page, 'Nous lançons bientôt');
    const email = page.getByRole('textbox', { name: 'Adresse e-mail' });
    await email.fill('awa@okoume');
    await page.getByRole('button', { name: 'Me prévenir' }).click();
    await expect(page.getByText('Saisissez une adresse e-mail valide, par exemple nom@exemple.ga')).toBeVisible();
    await expect(email).toHaveValue('awa@okoume');
    await email.fill('Visiteur@Okoume.ga');
    await page.getByRole('button', { name: 'Me prévenir' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Merci' })).toHaveText(
      'Merci ! Nous écrirons à visiteur@okoume.ga dès l’ouverture.',
    );
    expect(errors).toEqual([]);
  });
});
