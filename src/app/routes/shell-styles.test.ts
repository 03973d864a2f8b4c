// @vitest-environment jsdom
import createCache from '@emotion/cache';
import { pageStylesElement, frameRules, withStyleTag } from '../../../scripts/shell-styles';
import { adoptPageStyles } from '../page-styles';

const rules = [
  '.mui-1abc { display: flex; }',
  '.mui-1abc:hover { color: red; }',
  '@media (min-width: 600px) {\n  .mui-2def { gap: 8px; }\n}',
  '@keyframes animation-9xyz { 0% { opacity: 0; } }',
  'body { margin: 0; }',
];

describe('the styles written into a page’s HTML', () => {
  it('names each rule’s owner once, in the order emotion inserted them, and keeps only emotion’s rules', () => {
    const tag = pageStylesElement(rules);
    expect(tag).toMatch(/^<style data-page-styles="mui 1abc 2def animation-9xyz">/);
    expect(tag).toContain('.mui-1abc:hover { color: red; }');
    expect(tag).not.toContain('body');
    expect(pageStylesElement(['body { margin: 0; }'])).toBe('');
  });

  it('keeps, of the right-to-left rules, those of the classes the frame’s picture uses', () => {
    const picture = '<div class="MuiBox-root muirtl-1abc"><span class="muirtl-3ghi"></span></div>';
    const rtl = [
      '.muirtl-1abc { margin-right: 8px; }',
      '.muirtl-2def { left: 0; }',
      '.muirtl-3ghi:hover { color: red; }',
    ];
    expect(frameRules(picture, rtl)).toEqual([rtl[0], rtl[2]]);
    expect(pageStylesElement(frameRules(picture, rtl), 'muirtl')).toMatch(
      /^<style data-page-styles="muirtl 1abc 3ghi">/,
    );
  });

  it('cannot close its own tag early', () => {
    expect(pageStylesElement(['.mui-1abc::after { content: "</style>"; }'])).not.toMatch(/<\/style>.*<\/style>/);
  });

  it('replaces the tag of an earlier run', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    const once = withStyleTag(html, pageStylesElement(rules.slice(0, 1)));
    const twice = withStyleTag(once, pageStylesElement(rules.slice(2, 3)));
    expect(twice.match(/data-page-styles/g)).toHaveLength(1);
    expect(twice).toContain('<style data-page-styles="mui 2def">');
  });

  it('is taken by the app’s cache as already inserted and left in place; the rules compiled later go after it', () => {
    document.head.innerHTML = `${pageStylesElement(rules)}<meta name="after">`;
    const tag = document.head.firstElementChild;
    const moved = vi.fn();
    new MutationObserver(moved).observe(document.head, { childList: true });
    const cache = adoptPageStyles(createCache({ key: 'mui' }));
    expect(Object.keys(cache.inserted)).toEqual(['1abc', '2def', 'animation-9xyz']);
    cache.insert('.mui-3ghi', { name: '3ghi', styles: 'color:red;', next: undefined }, cache.sheet, true);
    expect(document.head.firstElementChild).toBe(tag);
    expect(tag?.nextElementSibling?.getAttribute('data-emotion')).toBe('mui');
    expect(
      moved.mock.calls.flatMap(([records]) => records.flatMap((r: MutationRecord) => [...r.removedNodes])),
    ).toEqual([]);
  });
});
