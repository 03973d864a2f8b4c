/**
 * How long browsers keep what the site serves, the same in both modes (the server's site.ts, the static hosts'
 * dist/_headers): the hashed files under /assets never change, so a year; a page's HTML names the current
 * hashed files, so it is asked for again on every visit (revalidated, cheap with an ETag).
 */
export const immutableAssets = 'public, max-age=31536000, immutable';
export const revalidateHtml = 'no-cache';
