import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import { visuallyHidden } from '@mui/utils';
import { type ReactNode, useEffect, useId } from 'react';
import { ErrorState } from '@/components/data-table/table-states';
import { useNearTurn } from '@/components/turn';

export interface WidgetProps {
  title: string;
  subtitle?: ReactNode;
  /** The subtitle comes with the data: its line is held by a placeholder until then, so the body does not move. */
  subtitleFromData?: boolean;
  action?: ReactNode;
  /** What the widget's data says, read to screen readers in place of the drawing. */
  description?: string;
  /** A chart: the body is a figure named after the title. */
  figure?: boolean;
  /** Height of the body once loaded, kept by the placeholder and the error so nothing moves. */
  height: number;
  /**
   * The body is a column that takes the height of the card's row (a taller card beside it): its `Plot grow` or
   * other growing part fills it, so a short card shows no empty bottom.
   */
  grow?: boolean;
  loading: boolean;
  /** Given when the data could not be loaded: the widget shows an error with a retry. */
  onRetry?: () => void;
  children: ReactNode;
}

/**
 * `sx` for the part of a growing widget's body (a list, the blocks of figures) that shares the card's height between
 * its rows: spaced evenly, rather than an empty bottom beside a taller card.
 */
export const spreadRows = {
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
} as const;

/**
 * One dashboard widget with its three states: a placeholder while loading, an error with a retry, its data. The
 * data is drawn in the widget's turn (components/turn.tsx), once the widget is near the viewport: a page's widgets
 * mount one per task, in order, and those below wait until the reader scrolls near.
 */
export function WidgetCard({
  title,
  subtitle,
  subtitleFromData,
  action,
  description,
  figure,
  height,
  grow,
  loading,
  onRetry,
  children,
}: WidgetProps) {
  const descriptionId = useId();
  const { ref, mine, done } = useNearTurn<HTMLDivElement>(!loading && !onRetry);
  const ready = mine && !loading && !onRetry;
  // The turn is one commit, whatever it drew (its data, or an error that came meanwhile): never held by a widget.
  useEffect(() => {
    if (mine) done();
  }, [mine, done]);
  return (
    <Card ref={ref} sx={{ blockSize: '100%', display: 'flex', flexDirection: 'column' }} aria-busy={!ready && !onRetry}>
      <CardHeader
        title={title}
        subheader={subtitle ?? (subtitleFromData && !onRetry ? <Skeleton width="60%" /> : undefined)}
        action={ready ? action : undefined}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent
        sx={[
          { pt: 0, flex: 1, minBlockSize: height },
          Boolean(grow && ready) && { display: 'flex', flexDirection: 'column' },
        ]}
        {...(figure && ready
          ? { role: 'figure', 'aria-label': title, 'aria-describedby': description ? descriptionId : undefined }
          : {})}
      >
        {onRetry ? (
          <Box sx={{ minBlockSize: height, display: 'grid', alignItems: 'center', '& > [role=alert]': { py: 2 } }}>
            <ErrorState onRetry={onRetry} />
          </Box>
        ) : !ready ? (
          <Skeleton variant="rounded" height={height} />
        ) : (
          <>
            {description && (
              <Box component="p" id={descriptionId} sx={visuallyHidden}>
                {description}
              </Box>
            )}
            {children}
          </>
        )}
      </CardContent>
    </Card>
  );
}
