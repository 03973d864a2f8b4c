import { href } from '@/config/paths';
import type { Action, Subject } from '@/lib/casl/ability';

const probeOrigin = 'https://return-path.invalid';

const hasControlOrSpace = (text: string) =>
  /[\s\\]/.test(text) || [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/**
 * The same-site path a `?to=` names, or null when it names nothing safe to follow. Browsers drop tabs and
 * newlines from URLs, so `/\t/evil.example` would become `//evil.example`, another origin: any control
 * character, space or backslash makes the value unusable, and so does anything that parses to another origin.
 */
export function safeReturnPath(to: string | null | undefined): string | null {
  if (!to || !to.startsWith('/') || to.startsWith('//') || hasControlOrSpace(to)) return null;
  let url: URL;
  try {
    url = new URL(to, probeOrigin);
  } catch {
    return null;
  }
  if (url.origin !== probeOrigin) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * Where a signed-in user starts: the administrator on the back office's dashboard, the client (who may only
 * read the access-control demo) on that demo, anyone else on the public site.
 */
export function homePath(can: (action: Action, subject: Subject) => boolean): string {
  if (can('manage', 'all')) return href('dashboards-ecommerce');
  if (can('read', 'AclDemo')) return href('access-control');
  return '/';
}
