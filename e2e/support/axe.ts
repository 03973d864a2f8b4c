import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The views a screen's axe test runs in: light and dark, left to right and right to left (issues 14 and 15), each
 * once (docs/decisions.md, "Axe in two views").
 */
export const axeViews = [
  { lng: 'fr', scheme: 'light' },
  { lng: 'ar', scheme: 'dark' },
] as const;

const describe = (nodes: { target: unknown[]; failureSummary?: string }[], withSummary = false) =>
  nodes
    .slice(0, 3)
    .map((n) => n.target.join(' ') + (withSummary ? `: ${n.failureSummary ?? ''}` : ''))
    .join(' | ');

/**
 * Only violations are collected node by node: the passes and the rules that do not apply are what axe spends most of
 * its time recording on a large page, and no test reads them (about a third of an axe test's time on a slow machine).
 */
const violationsOnly: Parameters<AxeBuilder['options']>[0] = { resultTypes: ['violations'] };

/**
 * axe run in the page itself (legacy mode): the default runs each frame apart, then opens a blank page, injects axe
 * there a second time and merges the parts in it, which only cross-origin frames need. The pages under test have
 * none (no reCAPTCHA key is set in the tests), and the blank page cost time in every axe test on two cores.
 */
const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode().options(violationsOnly);

/**
 * Waits for the page's finite animations and transitions to end (endless ones, a placeholder's pulse, are left):
 * colours measured halfway through a transition, such as a button fading from disabled to enabled, are not the
 * page's colours.
 */
async function transitionsDone(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * axe-core's serious and critical violations in `include` (the page's own content by default; `body` for the
 * whole page, the shell included), one line each.
 */
export async function seriousViolations(page: Page, include = 'main') {
  await transitionsDone(page);
  const results = await axeOn(page).include(include).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${describe(v.nodes)}`);
}

/** Every text that fails WCAG AA contrast on the page, whatever axe's impact, with axe's reason. */
export async function contrastFailures(page: Page) {
  await transitionsDone(page);
  const results = await axeOn(page).withRules(['color-contrast']).analyze();
  return results.violations.map((v) => describe(v.nodes, true));
}
