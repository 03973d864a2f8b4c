import { expect, test } from '@playwright/test';
import { signIn, useLanguage } from './support/session';

/** An A4 sheet at 96 dpi, as Chromium lays out the printed page. */
const a4 = { width: 794, height: 1123 };
const titles = { fr: 'Facture OKD-0003', en: 'Invoice OKD-0003', ar: 'الفاتورة OKD-0003' } as const;

for (const lng of ['fr', 'en', 'ar'] as const) {
  for (const scheme of lng === 'ar' ? (['light', 'dark'] as const) : (['light'] as const)) {
    test(`prints the invoice alone on one A4 page, black on white, in ${lng} (${scheme})`, async ({ page }) => {
      test.slow();
      await page.setViewportSize(a4);
      await page.emulateMedia({ colorScheme: scheme });
      await signIn(page, 'admin');
      await useLanguage(page, lng);
      await page.goto('/apps/invoice/preview/3');
      const invoice = page.getByRole('article', { name: titles[lng] });
      await expect(invoice).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');

      await page.emulateMedia({ media: 'print', colorScheme: scheme });
      // Only the document is printed: the menu, the app bar and the action buttons are not.
      await expect(invoice).toBeVisible();
      for (const hidden of [
        page.getByRole('navigation').first(),
        page.getByRole('banner'),
        page.getByRole('button').first(),
      ]) {
        await expect(hidden).toBeHidden();
      }
      const sheet = await invoice.evaluate((element) => {
        const luminance = (colour: string) => {
          const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
            const c = Number(v) / 255;
            return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
        };
        // The text on paper, whatever the theme on screen: its contrast with the white sheet.
        const texts = [...element.querySelectorAll('*')].filter((e) =>
          [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()),
        );
        const contrasts = texts.map((e) => 1.05 / (luminance(getComputedStyle(e).color) + 0.05));
        return {
          overflow: element.scrollWidth - element.clientWidth,
          texts: texts.length,
          weakest: Math.min(...contrasts),
          background: getComputedStyle(element).backgroundColor,
        };
      });
      expect(sheet.overflow).toBeLessThanOrEqual(0);
      expect(sheet.texts).toBeGreaterThan(20);
      expect(sheet.weakest).toBeGreaterThanOrEqual(4.5);
      expect(sheet.background).toBe('rgb(255, 255, 255)');

      const pdf = await page.pdf({ format: 'A4', printBackground: true });
      const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
      expect(pages).toHaveLength(1);
    });
  }
}
