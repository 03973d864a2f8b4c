import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPlots } from '@/components/charts/lazy-plots';
import type { AnalyticsDashboard, Tone } from '../../api/dashboard-types';

/** What every analytics widget gets from the page's one query: its data once there, or a retry after a failure. */
export interface WidgetState {
  data: AnalyticsDashboard | undefined;
  onRetry?: () => void;
}

/** The interface language and direction for a chart; its code starts loading with the widget. */
export function useChartLanguage() {
  const { i18n } = useTranslation();
  useEffect(() => void loadPlots(), []);
  return { lng: i18n.resolvedLanguage ?? i18n.language, rtl: i18n.dir() === 'rtl' };
}

/** An icon's tinted square: the tone's colour on a light wash of it. */
export const tinted = (tone: Tone) => ({
  bgcolor: `rgba(var(--mui-palette-${tone}-mainChannel) / 0.16)`,
  color: `${tone}.main`,
});

/** The list widgets' body height, kept by their placeholder and error. */
export const listHeight = 300;

/** The bar to draw in full colour: the highest (the first of equals). */
export const highest = (values: readonly number[]) => values.indexOf(Math.max(...values));
