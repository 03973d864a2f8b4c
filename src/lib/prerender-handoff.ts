/**
 * The prerendered copy of the landing page (scripts/prerender.mjs) stays on screen until the app is
 * needed (scripts/prerender-loader.mjs). Whatever the visitor did on it meanwhile is carried over to the
 * app's identical markup: typed text, focus, and clicks on controls, which are replayed.
 */

type TakeoverReason = '' | 'activity' | 'autoplay' | 'deep-link';

interface LoaderHandoff {
  reason: TakeoverReason;
  /** Clicked controls, as child-index paths from #prerender. */
  clicks: number[][];
}

declare global {
  interface Window {
    __prerenderHandoff?: LoaderHandoff;
  }
}

const replayWaitMs = 5000;
let fields: Record<string, string> = {};
let focusedField: string | null = null;

function resolvePath(container: Element, path: number[]): Element | null {
  let el: Element | null = container;
  for (const i of path) el = el?.children[i] ?? null;
  return el;
}

function pathOf(el: Element, container: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = el; node && node !== container; node = node.parentElement) {
    path.unshift(node.parentElement ? Array.prototype.indexOf.call(node.parentElement.children, node) : 0);
  }
  return path;
}

/** Enough to tell that the app's element at a path is the control the visitor used on the copy. */
function signature(el: Element | null): string | null {
  if (!el) return null;
  return `${el.tagName}|${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 60) ?? ''}`;
}

/** Runs `act` on the app's element at `path` once it exists, as long as it is the same control. */
function whenPresent(root: Element, path: number[], expected: string | null, act: (el: HTMLElement) => void) {
  const match = () => {
    const el = resolvePath(root, path);
    return el instanceof HTMLElement && signature(el) === expected ? el : null;
  };
  const found = match();
  if (found) return act(found);
  const observer = new MutationObserver(() => {
    const el = match();
    if (!el) return;
    observer.disconnect();
    act(el);
  });
  observer.observe(root, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), replayWaitMs);
}

/** Replaces the prerendered copy by the app's markup (called in the app's first layout effect). */
export function takeOverPrerender() {
  const copy = document.getElementById('prerender');
  const root = document.getElementById('root');
  if (copy && root) {
    for (const field of copy.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]')) {
      if (field.value) fields[field.name] = field.value;
    }
    const active = document.activeElement;
    const focus = active && active !== copy && copy.contains(active) ? pathOf(active, copy) : null;
    if ((active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) && copy.contains(active)) {
      focusedField = active.name || null;
    }
    const clicks = (window.__prerenderHandoff?.clicks ?? []).map((path) => ({
      path,
      expected: signature(resolvePath(copy, path)),
    }));
    const focusExpected = focus && signature(resolvePath(copy, focus));
    copy.remove();
    if (focus) whenPresent(root, focus, focusExpected, (el) => el.focus());
    // After this commit, so that the handlers the clicks reach are the app's.
    if (clicks.length) setTimeout(() => clicks.forEach(({ path, expected }) => whenPresent(root, path, expected, (el) => el.click())));
    if (window.__prerenderHandoff) window.__prerenderHandoff.clicks = [];
  }
  document.getElementById('prerender-css')?.remove();
}

/** Why the app started on a prerendered page; read once (a later visit of the page is not a takeover). */
export function takeTakeoverReason(): TakeoverReason {
  const handoff = window.__prerenderHandoff;
  const reason = handoff?.reason ?? '';
  if (handoff) handoff.reason = '';
  return reason;
}

/** Text typed into the copy's fields, by field name, and the field that had the focus; read once. */
export function takePrerenderedFields(): { values: Record<string, string>; focused: string | null } {
  const taken = { values: fields, focused: focusedField };
  fields = {};
  focusedField = null;
  return taken;
}

/**
 * Whether the visitor typed, focused or clicked inside the copy's element `#id`. Read during the app's first
 * render, while the copy is still there: a lazily loaded part the visitor already uses must load at once.
 */
export function copyWasUsedIn(id: string): boolean {
  const copy = document.getElementById('prerender');
  const region = copy?.querySelector(`#${id}`);
  if (!copy || !region) return false;
  const typed = Array.from(region.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')).some((f) => f.value);
  const clicked = (window.__prerenderHandoff?.clicks ?? []).some((path) => region.contains(resolvePath(copy, path)));
  return typed || clicked || region.contains(document.activeElement);
}
