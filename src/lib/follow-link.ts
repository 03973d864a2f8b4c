import type { MouseEvent } from 'react';
import { type NavigateFunction, type NavigateOptions, useNavigate } from 'react-router';

/**
 * Follows an in-app `<a href>` through the router on a plain left click, as React Router's `Link` does: a modified or
 * middle click, another target or another origin is left to the browser, and a link to the address shown replaces
 * it. For links drawn many times in views that change with the address (the menu's, a list's row actions): a `Link`
 * reads the router's location and renders again on every change of the address, a search keystroke included
 * (docs/performance.md, "Plain links").
 */
export function followLink(
  event: MouseEvent,
  link: HTMLAnchorElement,
  navigate: NavigateFunction,
  options: NavigateOptions = {},
) {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  if (event.defaultPrevented || event.button !== 0 || modified) return;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download') || link.origin !== location.origin)
    return;
  event.preventDefault();
  const to = link.pathname + link.search + link.hash;
  void navigate(to, { replace: to === location.pathname + location.search + location.hash, ...options });
}

/** A container's click handler that follows the `<a data-route>` links inside it (`followLink`). */
export function useFollowLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-route]');
    if (link && event.currentTarget.contains(link)) followLink(event, link, navigate);
  };
}
