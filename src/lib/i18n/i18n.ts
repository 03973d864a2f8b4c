import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { languageStorageKey } from '@/lib/preferences/preferences';
import { defaultLanguage, directionOf, fallbackLanguage, isLanguage, type LanguageCode } from './languages';

const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

export function storedLanguage(): LanguageCode {
  try {
    const v = window.localStorage.getItem(languageStorageKey);
    return isLanguage(v) ? v : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

export function applyDocumentLanguage(lng: string) {
  const html = document.documentElement;
  html.lang = lng;
  html.dir = directionOf(lng);
}

let ready: Promise<unknown> | null = null;

// English is the fallback language, yet the locale-parity test keeps every key in every language, so a
// French or Arabic page does not download English up front: the first missing key loads it (for the
// namespaces in use and every later one), then the screen renders again with the English text.
let englishWanted = false;
const fallbackFor = (code?: string) => (englishWanted || !code ? [fallbackLanguage] : []);

function loadFallback() {
  if (englishWanted) return;
  englishWanted = true;
  const namespaces = Object.keys(i18next.store.data[i18next.language] ?? {});
  void i18next.loadNamespaces(namespaces).then(() => i18next.changeLanguage(i18next.language));
}

/**
 * Loads only the namespaces a screen asks for, in the current language (English only when a key is missing).
 * The returned promise settles once `namespaces` are loaded, so the first render needs no Suspense fallback.
 */
export function initI18n(lng: LanguageCode = storedLanguage(), namespaces: string[] = ['common']) {
  if (ready) return ready;
  ready = i18next
    .use(
      resourcesToBackend((language: string, namespace: string) => {
        const load = localeFiles[`../../locales/${language}/${namespace}.json`];
        return load ? load().then((m) => m.default) : Promise.resolve({});
      }),
    )
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: fallbackFor,
      saveMissing: true,
      missingKeyHandler: loadFallback,
      supportedLngs: ['fr', 'en', 'ar'],
      ns: namespaces,
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  i18next.on('languageChanged', (next) => {
    applyDocumentLanguage(next);
    try {
      window.localStorage.setItem(languageStorageKey, next);
    } catch {
      // Private mode: the choice lasts for the page only.
    }
  });
  applyDocumentLanguage(lng);
  return ready;
}

export { i18next };
