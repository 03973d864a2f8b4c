import { describe, expect, it } from 'vitest';
import { requestLanguage } from './utils';

const withHeader = (value?: string) =>
  new Request('http://x/api/pages/faq', value === undefined ? {} : { headers: { 'Accept-Language': value } });

describe('requestLanguage', () => {
  it('answers in the first supported language the caller names', () => {
    expect(requestLanguage(withHeader('ar'))).toBe('ar');
    expect(requestLanguage(withHeader('en-US,en;q=0.9'))).toBe('en');
    expect(requestLanguage(withHeader('de-DE, ar;q=0.8, fr;q=0.5'))).toBe('ar');
  });

  it('falls back to French, the default language, when none is named or supported', () => {
    expect(requestLanguage(withHeader())).toBe('fr');
    expect(requestLanguage(withHeader('de, es'))).toBe('fr');
  });
});
