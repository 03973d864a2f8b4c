import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { ErrorState } from '@/components/data-table/table-states';
import { NotFoundCard } from '@/components/not-found-card';
import { UrlTabs, useUrlTab } from '@/components/url-tabs';
import { ApiError } from '@/lib/api-client';

const side = { xs: 12, md: 5, lg: 4 } as const;
const main = { xs: 12, md: 7, lg: 8 } as const;

type QueryProps<T> = {
  query: UseQueryResult<T>;
  /** What the 404 says and where it leads back. */
  notFound: ComponentProps<typeof NotFoundCard>;
  children: (record: T) => ReactNode;
} & (
  | {
      /** The loaded card's and panel's heights, so nothing moves when the record arrives. */
      skeleton: { side: SxProps<Theme>; main: SxProps<Theme> };
      placeholder?: undefined;
    }
  | {
      /** What stands in for a record screen of another layout while it loads. */
      placeholder: ReactNode;
      skeleton?: undefined;
    }
);

/** One record's screen: a 404 card for an unknown id, an error with a retry, a skeleton, then the record. */
export function RecordQueryView<T>({ query, notFound, skeleton, placeholder, children }: QueryProps<T>) {
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundCard {...notFound} />;
  if (query.isError)
    return (
      <Card>
        <ErrorState onRetry={() => void query.refetch()} />
      </Card>
    );
  if (query.isPending)
    return skeleton ? (
      <Grid container spacing={3} aria-busy>
        <Grid size={side}>
          <Skeleton variant="rounded" sx={skeleton.side} />
        </Grid>
        <Grid size={main}>
          <Skeleton variant="rounded" sx={skeleton.main} />
        </Grid>
      </Grid>
    ) : (
      placeholder
    );
  return children(query.data);
}

interface TabsProps<K extends string> {
  /** The record's card, beside the tabs (above them on a phone). */
  card: ReactNode;
  tabs: readonly K[];
  label: string;
  labelOf: (tab: K) => string;
  panel: (tab: K) => ReactNode;
}

/** A record's card beside its tabs; the open tab is in the URL (`?tab=`), so a reload or a link keeps it. */
export function RecordTabs<K extends string>({ card, tabs, label, labelOf, panel }: TabsProps<K>) {
  const [tab, setTab] = useUrlTab(tabs);
  return (
    <Grid container spacing={3}>
      <Grid size={side}>{card}</Grid>
      <Grid size={main}>
        <UrlTabs tabs={tabs} value={tab} onChange={setTab} label={label} labelOf={labelOf} />
        <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
          {panel(tab)}
        </Box>
      </Grid>
    </Grid>
  );
}
