import type { EmotionCache } from '@emotion/cache';

/**
 * The attribute of the `<style>` that carries a page's own rules in its HTML (scripts/shell-styles.ts):
 * `<style data-page-styles="<cache key> <name> <name>…">`.
 */
export const pageStylesAttribute = 'data-page-styles';

/**
 * Marks the page's rules from its HTML as inserted, so emotion compiles none of them again, and leaves their tag
 * where it is. Emotion's own hydration (of `data-emotion` tags) moves each tag, and Chromium parses a moved
 * sheet again: 3–12 ms of the boot's task (docs/performance.md, "Styles left in place").
 */
export function adoptPageStyles(cache: EmotionCache): EmotionCache {
  for (const tag of document.querySelectorAll(`style[${pageStylesAttribute}^="${cache.key} "]`)) {
    for (const name of tag.getAttribute(pageStylesAttribute)!.split(' ').slice(1)) cache.inserted[name] = true;
    // As emotion's hydration would: the global styles go before it, the rules compiled later after it.
    cache.sheet.tags.push(tag as HTMLStyleElement);
  }
  return cache;
}
