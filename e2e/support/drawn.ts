import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until nothing in `within` is busy, scrolling to each part still waiting as a reader would: widgets and charts
 * below the viewport are drawn only once the reader comes near them (src/components/turn.tsx, `drawAhead`). Ends
 * scrolled back to the top. The page's first heading is waited for first.
 */
export async function drawnWhole(page: Page, within: Locator = page.locator('main')) {
  // The page itself first: before it renders, nothing is busy yet.
  await expect(within.getByRole('heading').first()).toBeVisible();
  const busy = within.locator('[aria-busy="true"]');
  await expect(async () => {
    await busy.evaluateAll(async (parts) => {
      for (const part of parts) {
        part.scrollIntoView({ block: 'center' });
        // An IntersectionObserver reports after a frame is drawn: give it that frame before moving on.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
    });
    await expect(busy).toHaveCount(0, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}
