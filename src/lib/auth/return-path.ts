/** Only same-site paths are followed after sign-in, never another origin. */
export function safeReturnPath(to: string | null | undefined): string {
  if (!to || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return '/';
  return to;
}
