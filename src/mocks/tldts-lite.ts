/**
 * Stand-in for `tldts`, which MSW pulls in through tough-cookie to find a cookie's registrable domain.
 * The real package ships the whole public-suffix list (~250 KB); the mock worker only ever sees this
 * app's own origin, so "the last two labels" is the right answer here.
 */
export function getDomain(hostname: string): string | null {
  const host = hostname.replace(/\.$/, '');
  if (!host || /^[\d.]+$/.test(host) || host.includes(':')) return null;
  const labels = host.split('.');
  return labels.length <= 2 ? host : labels.slice(-2).join('.');
}
