// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { captureFrame, withFrame } from '../../../scripts/shell-frame';

const shell = `<html><head><title>t</title></head><body><div id="root"></div><div id="boot-shell" aria-hidden="true" inert><div class="bs-bars"></div></div></body></html>`;

describe('the frame in the page’s HTML', () => {
  it('keeps the frame and the page’s header, without the page’s data, the reader’s initials or any landmark', () => {
    document.body.innerHTML = `<div id="root"><div class="frame">
      <aside><nav id="menu"><a href="/apps/email" aria-controls="x">E-mail</a></nav></aside>
      <div><header><button><span class="MuiBadge-badge">3</span></button><div class="MuiAvatar-root">AM</div></header>
      <main id="main"><div class="head"><h1 id="t">Produits</h1> <p>Recherchez</p></div><table><tr><td>Montre</td></tr></table></main>
      <footer>Mode</footer></div></div></div>`;
    const holder = document.createElement('div');
    holder.innerHTML = captureFrame();
    expect(holder.textContent?.replace(/\s+/g, ' ').trim()).toBe('E-mail Produits Recherchez');
    expect(holder.querySelector('main, aside, nav, header, footer, h1, [id], [aria-controls], table')).toBeNull();
    expect(holder.querySelector('.bs-aside a')?.getAttribute('href')).toBe('/apps/email');
  });

  it('leaves the main area empty when its first block is not the page’s header', () => {
    document.body.innerHTML = `<div id="root"><div><main><div>Chargement</div><h1>Titre</h1></main></div></div>`;
    expect(captureFrame()).toBe('<div><div></div></div>');
  });

  it('writes one picture per language into the boot shell and the theme’s global styles into the head, once', () => {
    const globals = [
      { name: 'abc', css: 'body{margin:0}' },
      { name: 'abc', css: 'body{margin:0}' },
      { name: '', css: 'b{font-weight:700}' },
    ];
    const once = withFrame(shell, { fr: '<b>Produits</b>', en: '<b>Products</b>' }, globals);
    const html = withFrame(once, { fr: '<b>Produits $1</b>', en: '' }, globals);
    expect(html).toContain(
      '<div id="boot-shell" aria-hidden="true" inert><!--frame--><div class="bs-frame" lang="fr"><b>Produits $1</b></div><!--/frame--><div class="bs-bars">',
    );
    expect(html).not.toContain('Products');
    // Named as emotion's server rendering names them, so that the app's <Global> of that name takes its tag over.
    expect(html).toContain(
      '<style data-s="" data-emotion="mui-global abc">body{margin:0}</style><style data-s="" data-emotion="mui-global boot">b{font-weight:700}</style></head>',
    );
    expect(html.match(/data-emotion="mui-global /g)).toHaveLength(2);
    expect(withFrame(shell, {}, [])).toBe(shell);
  });

  it('puts the global styles before the component rules, where emotion puts its own', () => {
    const styled = shell.replace('</head>', '<style data-page-styles="mui a1">.mui-a1{color:red}</style></head>');
    expect(withFrame(styled, {}, [{ name: 'abc', css: 'body{margin:0}' }])).toContain(
      '<style data-s="" data-emotion="mui-global abc">body{margin:0}</style><style data-page-styles="mui a1">',
    );
  });
});
