/**
 * An image address from data (an avatar) is shown only when it is the site's own file or a data: image
 * (docs/security.md, "Images from data"): a link to another host would tell it who looks at the page.
 */
export function safeImageSrc(src: string | null | undefined): string | undefined {
  if (!src) return undefined;
  const own = src.startsWith('/') && !src.startsWith('//') && !src.startsWith('/\\');
  return own || /^data:image\/(png|jpe?g|gif|webp|avif);base64,/i.test(src) ? src : undefined;
}
