import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { brand } from '@/config/brand';
import { mergeMeta } from '../route-meta';

export function DocumentTitle() {
  const { t } = useTranslation();
  const { titleKey } = mergeMeta(useMatches());
  const title = titleKey ? t(titleKey as 'titles.home') : '';
  useEffect(() => {
    document.title = title && title !== titleKey ? `${title} | ${brand.name}` : brand.name;
  }, [title, titleKey]);
  return null;
}
