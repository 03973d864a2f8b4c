import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyWasUsedIn, takeOverPrerender, takePrerenderedFields, takeTakeoverReason } from './prerender-handoff';

const markup = `<section id="contact"><form><input name="fullName"><button type="button" aria-label="Send">→</button></form></section>`;

function page({ root = markup, clicks = [] as number[][], reason = 'activity' as 'activity' | 'autoplay' } = {}) {
  document.body.innerHTML = `<div id="prerender">${markup}</div><div id="root"></div>`;
  window.__prerenderHandoff = { reason, clicks };
  const copy = document.getElementById('prerender')!;
  const appRoot = document.getElementById('root')!;
  return { copy, appRoot, renderApp: () => void (appRoot.innerHTML = root) };
}

afterEach(() => {
  takePrerenderedFields();
  delete window.__prerenderHandoff;
  document.body.innerHTML = '';
});

describe('takeOverPrerender', () => {
  it('removes the copy and carries typed text and focus over to the app', () => {
    const { copy, appRoot, renderApp } = page();
    const input = copy.querySelector('input')!;
    input.value = 'Awa Mintsa';
    input.focus();
    expect(copyWasUsedIn('contact')).toBe(true);
    renderApp();
    takeOverPrerender();
    expect(document.getElementById('prerender')).toBeNull();
    expect(document.activeElement).toBe(appRoot.querySelector('input'));
    expect(takePrerenderedFields()).toEqual({ values: { fullName: 'Awa Mintsa' }, focused: 'fullName' });
    expect(takePrerenderedFields()).toEqual({ values: {}, focused: null });
  });

  it('keeps the copy while the visitor types into a field the app has not rendered yet', async () => {
    const { copy, appRoot } = page();
    const input = copy.querySelector('input')!;
    input.focus();
    input.value = 'Awa';
    appRoot.innerHTML = '<section id="contact"><div>loading</div></section>';
    takeOverPrerender();
    expect(document.getElementById('prerender')).not.toBeNull();
    expect(appRoot.style.display).toBe('none');
    expect(document.activeElement).toBe(input);
    input.value = 'Awa Mintsa';
    // The form mounts and reads what was typed, then the swap follows.
    appRoot.innerHTML = markup;
    expect(takePrerenderedFields()).toEqual({ values: { fullName: 'Awa Mintsa' }, focused: 'fullName' });
    await vi.waitFor(() => expect(document.getElementById('prerender')).toBeNull());
    expect(appRoot.style.display).toBe('');
    expect(document.activeElement).toBe(appRoot.querySelector('input'));
  });

  it('replays a click on the same control, also when the app renders it later', async () => {
    const { appRoot, renderApp } = page({ clicks: [[0, 0, 1]] });
    const clicked = vi.fn();
    appRoot.addEventListener('click', (e) => clicked((e.target as Element).getAttribute('aria-label')));
    takeOverPrerender();
    await new Promise((r) => setTimeout(r, 10));
    expect(clicked).not.toHaveBeenCalled();
    renderApp();
    await vi.waitFor(() => expect(clicked).toHaveBeenCalledWith('Send'));
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('does not click an element that is not the control the visitor used', async () => {
    const { appRoot, renderApp } = page({
      clicks: [[0, 0, 1]],
      root: `<section id="contact"><form><input name="fullName"><button type="button" aria-label="Delete">×</button></form></section>`,
    });
    const clicked = vi.fn();
    appRoot.addEventListener('click', clicked);
    renderApp();
    takeOverPrerender();
    await new Promise((r) => setTimeout(r, 20));
    expect(clicked).not.toHaveBeenCalled();
  });

  it('says the contact section was used when a control in it was clicked, not otherwise', () => {
    page({ clicks: [] });
    expect(copyWasUsedIn('contact')).toBe(false);
    page({ clicks: [[0, 0, 1]] });
    expect(copyWasUsedIn('contact')).toBe(true);
    expect(copyWasUsedIn('team')).toBe(false);
  });
});

describe('takeTakeoverReason', () => {
  it('tells once why the app started', () => {
    page({ reason: 'autoplay' });
    expect(takeTakeoverReason()).toBe('autoplay');
    expect(takeTakeoverReason()).toBe('');
  });
});
