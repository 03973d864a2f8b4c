import { safeImageSrc } from './safe-image';

describe('safeImageSrc', () => {
  it('keeps the site’s own files and data: images', () => {
    expect(safeImageSrc('/images/avatars/1.png')).toBe('/images/avatars/1.png');
    expect(safeImageSrc('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it('drops other hosts, protocol-relative addresses, scripts and SVG data', () => {
    for (const src of [
      'https://tracker.example/pixel.png',
      '//tracker.example/p.png',
      '/\\tracker.example/p.png',
      'javascript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz4=',
      '',
      null,
    ]) {
      expect(safeImageSrc(src)).toBeUndefined();
    }
  });
});
