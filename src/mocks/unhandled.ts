/** The part of MSW's `print` helper this policy uses. */
export interface UnhandledPrint {
  warning: () => void;
}

/**
 * SPEC §8: the mock layer warns about an unhandled API request. Anything else (assets, fonts, the
 * live-chat script) goes to the network without a word.
 */
export function warnOnUnhandledApi({ url }: { url: string }, print: UnhandledPrint): void {
  if (new URL(url).pathname.startsWith('/api/')) print.warning();
}
