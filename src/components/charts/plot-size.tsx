import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useForkRef } from '@mui/material/utils';
import { createContext, type ReactNode, type Ref, useContext, useLayoutEffect, useRef, useState } from 'react';

/**
 * The box a `Plot` gives its chart, measured while its placeholder shows. A chart given both its width and its
 * height draws once: left to measure its box itself, x-charts reads it in a layout effect and draws the whole chart
 * again in the same task (docs/performance.md, "Charts drawn once").
 */
export interface PlotSize {
  width?: number;
  /** Only where the chart fills its box's height (`Plot grow`); elsewhere the chart has a height of its own. */
  height?: number;
}

const PlotSizeContext = createContext<PlotSize>({});

/** The size to give a chart drawn in a `Plot`: empty elsewhere, and until the box has been measured. */
export const usePlotSize = () => useContext(PlotSizeContext);

/** A box that measures itself (whole pixels, as x-charts does) and gives its size to the charts drawn inside. */
export function PlotBox({
  ref,
  grow,
  sx,
  children,
}: {
  ref?: Ref<HTMLDivElement>;
  grow?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const refs = useForkRef(box, ref);
  const [size, setSize] = useState<PlotSize>({});
  useLayoutEffect(() => {
    const node = box.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const width = Math.floor(entry.contentRect.width);
      const height = Math.floor(entry.contentRect.height);
      // A box not laid out (a hidden tab) gives nothing: the chart then measures itself.
      const next = width > 0 && (!grow || height > 0) ? { width, height: grow ? height : undefined } : {};
      setSize((was) => (was.width === next.width && was.height === next.height ? was : next));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [grow]);
  return (
    <Box ref={refs} sx={sx}>
      <PlotSizeContext value={size}>{children}</PlotSizeContext>
    </Box>
  );
}
