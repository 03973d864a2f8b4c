/**
 * The prerendered copy of the landing page (scripts/prerender.mjs) stays on screen until the app is
 * needed (scripts/prerender-loader.mjs). Whatever the visitor did on it meanwhile is carried over to the
 * app's identical markup: typed text, focus, and clicks on controls, which are replayed.
 */

type TakeoverReason = '' | 'activity' | 'autoplay' | 'deep-link' | 'session';

interface LoaderHandoff {
  reason: TakeoverReason;
  /** Clicked controls, as child-index paths from #prerender. */
  clicks: number[][];
  /** The hero slide the loader moved the copy's carousel to (its prev, next and dot buttons). */
  heroSlide?: number;
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
function whenPresent(
  root: Element,
  path: number[],
  expected: string | null,
  act: (el: HTMLElement) => void,
  giveUp?: () => void,
) {
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
    clearTimeout(timer);
    act(el);
  });
  observer.observe(root, { childList: true, subtree: true });
  const timer = setTimeout(() => {
    observer.disconnect();
    giveUp?.();
  }, replayWaitMs);
}

const isTextField = (el: Element | null): el is HTMLInputElement | HTMLTextAreaElement =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;

function captureFields(copy: Element) {
  fields = {};
  for (const field of copy.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]')) {
    if (field.value) fields[field.name] = field.value;
  }
  const active = document.activeElement;
  if (isTextField(active) && copy.contains(active)) focusedField = active.name || null;
}

function swap(copy: HTMLElement, root: HTMLElement) {
  captureFields(copy);
  const active = document.activeElement;
  const focus = active && active !== copy && copy.contains(active) ? pathOf(active, copy) : null;
  const focusExpected = focus && signature(resolvePath(copy, focus));
  const clicks = (window.__prerenderHandoff?.clicks ?? []).map((path) => ({
    path,
    expected: signature(resolvePath(copy, path)),
  }));
  if (window.__prerenderHandoff) window.__prerenderHandoff.clicks = [];
  copy.remove();
  document.getElementById('prerender-css')?.remove();
  root.style.removeProperty('display');
  if (focus) whenPresent(root, focus, focusExpected, (el) => el.focus());
  // After this commit, so that the handlers the clicks reach are the app's.
  if (clicks.length)
    setTimeout(() => clicks.forEach(({ path, expected }) => whenPresent(root, path, expected, (el) => el.click())));
}

/** Replaces the prerendered copy by the app's markup (called in the app's first layout effect). */
export function takeOverPrerender() {
  const copy = document.getElementById('prerender');
  const root = document.getElementById('root');
  if (!copy || !root) return void document.getElementById('prerender-css')?.remove();
  const active = document.activeElement;
  if (isTextField(active) && copy.contains(active)) {
    // The visitor is typing in a part of the page whose code may still be on its way (the contact form):
    // the copy stays, with the focus, until the app shows that field, so that no keystroke falls in between.
    const path = pathOf(active, copy);
    const expected = signature(active);
    root.style.display = 'none';
    whenPresent(
      root,
      path,
      expected,
      () => swap(copy, root),
      () => swap(copy, root),
    );
    return;
  }
  swap(copy, root);
}

/** Why the app started on a prerendered page; read once (a later visit of the page is not a takeover). */
export function takeTakeoverReason(): TakeoverReason {
  const handoff = window.__prerenderHandoff;
  const reason = handoff?.reason ?? '';
  if (handoff) handoff.reason = '';
  return reason;
}

/** The hero slide shown on the copy when the app took over; read once. */
export function takeHeroSlide(): number {
  const handoff = window.__prerenderHandoff;
  const slide = handoff?.heroSlide ?? 0;
  // While the copy is on screen React may render the carousel again (a render it set aside): do not consume.
  if (handoff && !document.getElementById('prerender')) handoff.heroSlide = 0;
  return slide;
}

/** Text typed into the copy's fields, by field name, and the field that had the focus; read once. */
export function takePrerenderedFields(): { values: Record<string, string>; focused: string | null } {
  const copy = document.getElementById('prerender');
  if (copy) {
    // Still on screen: React may render the form again (a render it set aside), so this read must not consume.
    captureFields(copy);
    return { values: { ...fields }, focused: focusedField };
  }
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
  const typed = Array.from(region.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')).some(
    (f) => f.value,
  );
  const clicked = (window.__prerenderHandoff?.clicks ?? []).some((path) => region.contains(resolvePath(copy, path)));
  return typed || clicked || region.contains(document.activeElement);
}
