import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteName } from '@/config/paths';
import type { CommonKey } from '@/lib/i18n/keys';
import { foldText } from '@/lib/text-match';
import type { ResolveLink } from '@/features/search/components/search-types';
import { type NavLink, navigation } from '../../../navigation';
import { useNavItems } from '../nav/use-nav-items';

interface Entry {
  link: NavLink;
  parentKey?: CommonKey;
}

function index(items: typeof navigation): Map<RouteName, Entry> {
  const map = new Map<RouteName, Entry>();
  for (const item of items) {
    if (item.kind === 'link' && !map.has(item.to)) map.set(item.to, { link: item });
    if (item.kind === 'group')
      for (const child of item.children)
        if (!map.has(child.to)) map.set(child.to, { link: child, parentKey: item.titleKey });
  }
  return map;
}

const all = index(navigation);

/** Search results take the menu's translated label and params; pages the ability hides are left out. */
export function useSearchResolver(): ResolveLink {
  const { t } = useTranslation();
  const items = useNavItems();
  const allowed = useMemo(() => index(items), [items]);
  const resolve = useCallback(
    (url: RouteName) => {
      const entry = all.get(url);
      if (!entry) return undefined;
      return {
        label: t(entry.link.titleKey),
        parent: entry.parentKey ? t(entry.parentKey) : undefined,
        params: entry.link.params,
        hidden: !allowed.has(url),
      };
    },
    [t, allowed],
  );
  return useMemo(() => {
    const match = (q: string) => {
      const needle = foldText(q.trim());
      if (!needle) return [];
      return [...allowed.values()]
        .filter(({ link }) => foldText(t(link.titleKey)).includes(needle))
        .map(({ link }) => link.to);
    };
    return Object.assign(resolve, { match, allowed: [...allowed.keys()] });
  }, [resolve, allowed, t]);
}
