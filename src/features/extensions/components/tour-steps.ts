import type { TFunction } from 'i18next';
import type { ChildKeys } from '@/lib/i18n/keys';

/**
 * What the tour shows: the page's own card, then the navbar's controls, found by their accessible names
 * in the current language (so the shell carries no tour-only markers). Steps whose control is not on
 * screen (a phone hides some) are left out when the tour starts.
 */
export function tourSteps(t: TFunction): { element: string; key: ChildKeys<'extensions', 'tour.steps'> }[] {
  const byLabel = (label: string) => `header [aria-label^="${label.replace(/"/g, '\\"')}"]`;
  return [
    { element: '#tour-start', key: 'welcome' },
    { element: byLabel(t('search.open')), key: 'search' },
    { element: byLabel(t('language.label')), key: 'language' },
    { element: byLabel(t('theme.label')), key: 'theme' },
    { element: byLabel(t('notifications.label')), key: 'notifications' },
    { element: byLabel(t('userMenu.label')), key: 'account' },
    { element: `[aria-label="${t('customizer.open')}"]`, key: 'customizer' },
  ];
}

export const isOnScreen = (selector: string) => {
  const el = document.querySelector(selector);
  return !!el && el.getClientRects().length > 0;
};

/**
 * What a key does to the tour. The arrows follow the reading direction, as MUI's tabs do: in Arabic the next step is
 * to the left, where the popover's "next" button is.
 */
export function tourKeyAction(key: string, direction: 'ltr' | 'rtl'): 'next' | 'previous' | 'close' | null {
  const [forward, backward] = direction === 'rtl' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
  if (key === 'Escape') return 'close';
  if (key === forward) return 'next';
  if (key === backward) return 'previous';
  return null;
}
