import type { Page } from '@playwright/test';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  where: string;
}

/** Records every `securitypolicyviolation` of each document the page loads, and Chromium's CSP console errors. */
export async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: Violation[] };
    w.__violations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (e) =>
        w.__violations.push({
          directive: e.violatedDirective,
          blocked: e.blockedURI,
          sample: e.sample,
          where: `${e.sourceFile}:${e.lineNumber}`,
        }),
      true,
    );
  });
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) console.push(m.text());
  });
  return {
    /** The violations of the current document, and the console's since the start. */
    seen: async () => ({
      events: await page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations),
      console: [...console],
    }),
  };
}
