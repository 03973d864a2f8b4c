import { lazy } from 'react';

/**
 * @mui/x-charts is a dashboard's largest part: it loads alongside the data (call `loadPlots` when the page
 * mounts), in the dashboards' chunks only. Draw these inside `Plot`, which holds their place meanwhile.
 */
export const loadPlots = () => import('./plots');
export const LazySparkline = lazy(() => loadPlots().then((m) => ({ default: m.Sparkline })));
export const LazyBarsPlot = lazy(() => loadPlots().then((m) => ({ default: m.BarsPlot })));
