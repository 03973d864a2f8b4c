import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/data-table/table-states';

/** Cards of a list tab: one per row on a phone, two on a tablet, three on a wide screen. */
export function CardGrid<T>({
  items,
  keyOf,
  render,
  wide,
}: {
  items: T[];
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  wide?: boolean;
}) {
  if (items.length === 0) return <EmptyState />;
  return (
    <Grid container spacing={3}>
      {items.map((item) => (
        <Grid key={keyOf(item)} size={wide ? { xs: 12, lg: 6 } : { xs: 12, sm: 6, lg: 4 }}>
          {render(item)}
        </Grid>
      ))}
    </Grid>
  );
}
