import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { drawAhead, PlotTurn } from '@/components/turn';
import { useNearViewport } from '@/lib/use-near-viewport';
import { PlotBox } from './plot-size';

/** A dashboard card holding one chart: a level-2 title, and a figure named after it for screen readers. */
export function ChartCard({
  title,
  subtitle,
  action,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card sx={{ blockSize: '100%' }}>
      <CardHeader
        title={title}
        subheader={subtitle}
        action={action}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }} role="figure" aria-label={title}>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * A chart once its data, its code and its turn are there (children given; components/turn.tsx) and it is near the
 * viewport, a placeholder of its size until then. With `grow`, in a WidgetCard that grows, it takes the height the
 * card's row leaves (at least `height`): draw the chart without a height of its own so that it fills it.
 */
export function Plot({ height, grow, children }: { height: number; grow?: boolean; children?: ReactNode }) {
  const [box, near] = useNearViewport<HTMLDivElement>(drawAhead);
  // Busy until drawn, like a widget: what waits for a page to be drawn waits for its charts too.
  const placeholder = <Skeleton aria-busy variant="rounded" height={grow ? '100%' : height} />;
  const plot = children ? (
    <PlotTurn near={near} placeholder={placeholder}>
      {children}
    </PlotTurn>
  ) : (
    placeholder
  );
  if (!grow) return <PlotBox ref={box}>{plot}</PlotBox>;
  // Out of the flow, the chart takes the room without adding to it (no measuring loop with the row's height).
  return (
    <Box ref={box} sx={{ position: 'relative', flex: 1, minBlockSize: height }}>
      <PlotBox grow sx={{ position: 'absolute', inset: 0 }}>
        {plot}
      </PlotBox>
    </Box>
  );
}
