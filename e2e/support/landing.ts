import type { Page } from '@playwright/test';

/** reCAPTCHA stand-in served instead of Google's script: a checkbox that solves, plus hooks to expire. */
export const recaptchaStub = `
(function () {
  var params = null;
  window.__captchaResets = 0;
  window.grecaptcha = {
    ready: function (cb) { cb(); },
    render: function (el, p) {
      params = p;
      window.__captcha = p;
      var box = document.createElement('button');
      box.type = 'button';
      box.textContent = 'I am not a robot';
      box.setAttribute('aria-pressed', 'false');
      box.onclick = function () { box.setAttribute('aria-pressed', 'true'); p.callback('stub-token-' + Date.now()); };
      el.appendChild(box);
      window.__captchaBox = box;
      return 0;
    },
    reset: function () { window.__captchaResets++; if (window.__captchaBox) window.__captchaBox.setAttribute('aria-pressed', 'false'); },
  };
  var onload = new URL(document.currentScript.src).searchParams.get('onload');
  if (onload && window[onload]) window[onload]();
})();`;

/**
 * The mock API's service worker answers /api calls before they reach the network, so Playwright's
 * page.route never sees them.
 * To simulate a failing server, wrap window.fetch before the app loads: POST /api/contact answers 500
 * exactly as the mock does when a handler throws.
 */
export async function failContactRequests(page: Page) {
  await page.addInitScript(() => {
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (new URL(url, location.href).pathname === '/api/contact') {
        return Promise.resolve(
          new Response(JSON.stringify({ message: 'Internal Server Error' }), {
            status: 500,
            headers: { 'Content-Type': 'application/json' },
          }),
        );
      }
      return original(input, init);
    };
  });
}

export const sectionIds = ['home', 'about', 'offers', 'portfolio', 'testimonials', 'team', 'stats', 'contact'] as const;

export async function fillContactForm(page: Page) {
  await contactField(page, 'Nom complet').fill('Awa Mintsa');
  await contactField(page, 'Adresse e-mail').fill('awa.mintsa@example.ga');
  await contactField(page, 'Sujet').fill('Formation Power BI');
  await contactField(page, 'Message').fill('Bonjour, nous souhaitons former 12 agents en avril.');
}

export const contactField = (page: Page, label: string) =>
  page.locator('#contact form').getByRole('textbox', { name: new RegExp(`^${label}`) });

/**
 * Moves the pointer as a visitor does, which starts the app on the landing page. Twice: Chromium gives the first
 * move after a load no movement (`movementX` and `movementY` 0), and the loader takes such a move for a resting
 * cursor (scripts/prerender-loader.mjs).
 */
export async function moveThePointer(page: Page) {
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
}

/**
 * Opens the landing page as a visitor does (the pointer moves, which starts the app) and waits until the
 * app has replaced the prerendered copy.
 */
export async function openLanding(page: Page, path = '/') {
  await page.goto(path);
  await moveThePointer(page);
  await page.locator('#prerender').waitFor({ state: 'detached' });
  // The contact form's code loads when its section nears the viewport, as it does for a visitor.
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.locator('#root #contact').scrollIntoViewIfNeeded();
  await page.locator('#root #contact form').waitFor();
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), scrolled);
}

/** Holds the app's entry script until `release()`: the visitor acts on the prerendered copy meanwhile. */
export async function holdApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
