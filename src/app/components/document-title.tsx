import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { brand } from '@/config/brand';
import { type AnyKey, namespaceOf } from '@/lib/i18n/keys';
import { mergeMeta } from '../route-meta';

/** titleKey may name its namespace ("ecommerce:titles.products"); the common namespace is the default. */
function TitleEffect({ titleKey }: { titleKey: AnyKey }) {
  const { t } = useTranslation(['common', namespaceOf(titleKey)]);
  const title = t(titleKey);
  useEffect(() => {
    document.title = title && title !== titleKey ? `${title} | ${brand.name}` : brand.name;
  }, [title, titleKey]);
  return null;
}

export function DocumentTitle() {
  const { titleKey } = mergeMeta(useMatches());
  if (!titleKey) return null;
  return (
    <Suspense fallback={null}>
      <TitleEffect titleKey={titleKey} />
    </Suspense>
  );
}
