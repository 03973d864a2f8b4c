import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '@/config/brand';

const ogLocales: Record<string, string> = { fr: 'fr_FR', en: 'en_US', ar: 'ar_AR' };

function setMeta(selector: string, attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(selector);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

/**
 * Title, description and Open Graph tags in the current language. The French ones are also in the
 * prerendered index.html, so crawlers that run no script see them; the canonical URL is the site root.
 */
export function useLandingSeo() {
  const { t, i18n } = useTranslation('marketing');
  const title = t('seo.title');
  const description = t('seo.description');
  useEffect(() => {
    // After the shell's DocumentTitle effect, which sets a generic "<page> | brand" title.
    const timer = window.setTimeout(() => {
      document.title = title;
    });
    setMeta('meta[name="description"]', 'name', 'description', description);
    setMeta('meta[property="og:title"]', 'property', 'og:title', title);
    setMeta('meta[property="og:description"]', 'property', 'og:description', description);
    setMeta('meta[property="og:locale"]', 'property', 'og:locale', ogLocales[i18n.language] ?? 'fr_FR');
    setMeta('meta[property="og:url"]', 'property', 'og:url', `${brand.siteUrl}/`);
    return () => window.clearTimeout(timer);
  }, [title, description, i18n.language]);
}
