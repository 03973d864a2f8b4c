import { chromePath, chromiumArgs, serveStatic } from './bench-setup.mjs';
import { chromium } from '@playwright/test';
const port = 4320; const base = `http://127.0.0.1:${port}`;
const server = await serveStatic('/tmp/ext-dist', port);
const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
for (const [w, h, lng, scheme] of [[1440, 900, 'fr', 'light'], [390, 844, 'ar', 'dark']]) {
  const context = await browser.newContext({ viewport: { width: w, height: h }, colorScheme: scheme });
  await context.addInitScript((l) => localStorage.setItem('okoume-digital-language', l), lng);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(`${base}/login`);
  await page.locator('input[type="email"]').fill('admin@demo.com');
  await page.locator('input[autocomplete="current-password"]').fill('admin');
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.goto(`${base}/extensions/swiper`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/swiper-${w}-${lng}-${scheme}.png`, fullPage: true });
  await page.goto(`${base}/extensions/tour`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: lng === 'fr' ? 'Commencer la visite' : 'ابدأ الجولة' }).click();
  await page.waitForTimeout(600);
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/tmp/tour-${w}-${lng}-${scheme}.png` });
  await context.close();
}
await browser.close(); server.kill(); process.exit(0);
