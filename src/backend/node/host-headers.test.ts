// @vitest-environment node
import { hostHeaders, parseHostHeaders } from '../../../scripts/host-headers';
import { inlineScripts, staticSecurityHeaders, strictTransportSecurity } from './security-headers';

const html = '<html><head><script>start()</script></head><body></body></html>';

describe('the static hosts’ header file (dist/_headers)', () => {
  it('has the server’s headers for every path, and HSTS', () => {
    const text = hostHeaders([html], {});
    expect(text.split('\n')[1]).toBe('/*');
    expect(Object.fromEntries(parseHostHeaders(text))).toEqual({
      ...staticSecurityHeaders({ inlineScripts: inlineScripts(html) }),
      'Strict-Transport-Security': strictTransportSecurity,
    });
  });

  it('adds the third-party origins of the build’s variables only', () => {
    expect(hostHeaders([html], {})).not.toContain('google');
    const text = hostHeaders([html], {
      VITE_RECAPTCHA_SITE_KEY: 'site-key',
      VITE_LIVE_CHAT_SRC: 'https://chat.example.net/w.js',
    });
    expect(text).toContain("script-src 'self' 'sha256-");
    expect(text).toContain('https://www.gstatic.com https://chat.example.net; style-src');
  });

  it('allows the inline scripts of every HTML file, and caches the hashed files for a year', () => {
    const shell = '<html><head><script>other()</script></head><body></body></html>';
    const text = hostHeaders([html, shell], {});
    const policy = Object.fromEntries(parseHostHeaders(text))['Content-Security-Policy'];
    expect(policy).toBe(
      staticSecurityHeaders({ inlineScripts: [...inlineScripts(html), ...inlineScripts(shell)] })[
        'Content-Security-Policy'
      ],
    );
    expect(policy?.match(/'sha256-/g)).toHaveLength(2);
    expect(parseHostHeaders(text, '/assets/*')).toEqual([['Cache-Control', 'public, max-age=31536000, immutable']]);
    expect(Object.fromEntries(parseHostHeaders(text))['Cache-Control']).toBeUndefined();
  });
});
