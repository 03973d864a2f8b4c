import { describe, expect, it } from 'vitest';
import { i18next, initI18n } from './i18n';

describe('i18n English fallback', () => {
  it('loads no English on a French page until a key is missing, then falls back to it', async () => {
    await initI18n('fr');
    expect(i18next.t('common.close')).toBe('Fermer');
    expect(i18next.t('common.search')).toBe('Rechercher');
    expect(i18next.store.data.en).toBeUndefined();

    // A key French lacks: the first lookup misses and brings English in for the namespaces in use.
    i18next
      .removeResourceBundle('fr', 'common')
      .addResourceBundle('fr', 'common', { common: { search: 'Rechercher' } });
    expect(i18next.t('common.close')).toBe('common.close');
    await new Promise((done) => i18next.on('languageChanged', done));
    expect(i18next.t('common.close')).toBe('Close');
    expect(i18next.t('common.search')).toBe('Rechercher');
  });
});
