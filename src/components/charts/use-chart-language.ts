import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The interface language and direction a chart draws in. `load` (a dashboard's lazy plots) starts fetching the
 * chart's code as soon as the widget mounts, alongside the data.
 */
export function useChartLanguage(load?: () => Promise<unknown>) {
  const { i18n } = useTranslation();
  useEffect(() => void load?.(), [load]);
  return { lng: i18n.resolvedLanguage ?? i18n.language, rtl: i18n.dir() === 'rtl' };
}
