// Screenshots for a visual check: node scripts/shoot.mjs <path> [out.png] [--dark] [--ar] [--phone] [--login=admin|client]
// [--zoom] (twice the pixels); SELECTOR='css or text=…' shoots only the first element it matches.
import { chromium } from '@playwright/test';
import { chromePath, chromiumArgs } from './bench-setup.mjs';

const args = process.argv.slice(2);
const path = args.find((a) => !a.startsWith('--')) ?? '/';
const out = args.filter((a) => !a.startsWith('--'))[1] ?? '/tmp/shot.png';
const base = process.env.BASE_URL ?? 'http://127.0.0.1:4173';
const login = args.find((a) => a.startsWith('--login='))?.split('=')[1];
const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
const phone = args.includes('--phone');
const language = args.includes('--ar') ? 'ar' : args.includes('--en') ? 'en' : '';
const context = await browser.newContext({
  viewport: phone ? { width: 390, height: 844 } : { width: 1440, height: 900 },
  colorScheme: args.includes('--dark') ? 'dark' : 'light',
  deviceScaleFactor: args.includes('--zoom') ? 2 : 1,
  // The browser's own controls (date pickers) follow its locale, as a reader's browser would.
  locale: { ar: 'ar', en: 'en-US' }[language] ?? 'fr-FR',
});
const page = await context.newPage();
page.on('console', (m) => m.type() === 'error' && console.log('console error:', m.text()));
page.on('pageerror', (e) => console.log('page error:', e.message));
await page.addInitScript((lng) => lng && localStorage.setItem('okoume-digital-language', lng), language);
if (login) {
  await page.goto(`${base}/login`);
  await page
    .getByLabel(/e-mail|البريد/i)
    .first()
    .fill(`${login}@demo.com`);
  await page
    .getByLabel(/mot de passe|password|كلمة المرور/i)
    .first()
    .fill(login);
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}
await page.goto(`${base}${path}`);
await page.waitForLoadState('networkidle');
await page.waitForTimeout(Number(process.env.WAIT ?? 800));
if (args.includes('--full')) {
  // Parts below the viewport are drawn when the reader comes near (src/components/turn.tsx): scroll down as one would.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    scrollTo(0, 0);
  });
  await page.waitForTimeout(Number(process.env.WAIT ?? 800));
}
if (process.env.SELECTOR) await page.locator(process.env.SELECTOR).first().screenshot({ path: out });
else await page.screenshot({ path: out, fullPage: args.includes('--full') });
console.log('saved', out, page.url());
await browser.close();
