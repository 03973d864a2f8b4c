import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '@/components/data-table/table-states';
import { faqQueries } from '../api/queries';
import type { FaqIcon } from '../api/types';
import { FaqContactCard } from '../components/faq-contact-card';
import { FaqGroupPanel } from '../components/faq-group-panel';
import { FaqGroupTabs } from '../components/faq-group-tabs';
import { FaqSearchHero } from '../components/faq-search-hero';
import { FaqSkeleton } from '../components/faq-skeleton';

/** FAQ (docs/spec.md §7): the search lives in `?q=`; typing replaces the history entry rather than pushing one. */
export function Component() {
  const { t } = useTranslation('faq');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const setQ = (next: string) => setParams(next ? { q: next } : {}, { replace: true });
  const { data, isPending, isError, isPlaceholderData, refetch } = useQuery(faqQueries.groups({ q }));
  const [selected, setSelected] = useState<FaqIcon | null>(null);
  const active = data?.find((g) => g.faqIcon === selected) ?? data?.[0];

  return (
    <>
      <FaqSearchHero value={q} onChange={setQ} />
      {isPlaceholderData && <LinearProgress aria-label={t('loading')} sx={{ mb: 1 }} />}
      {isPending && <FaqSkeleton />}
      {isError && (
        <Card>
          <ErrorState title={t('error.title')} body={t('error.body')} onRetry={() => void refetch()} />
        </Card>
      )}
      {data && !active && (
        <Card>
          <EmptyState
            title={t('empty.title')}
            body={t('empty.body', { q })}
            action={
              <Button variant="contained" onClick={() => setQ('')}>
                {t('empty.clear')}
              </Button>
            }
          />
        </Card>
      )}
      {data && active && (
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4, lg: 3 }}>
            <FaqGroupTabs groups={data} selected={active.faqIcon} onSelect={setSelected} />
          </Grid>
          <Grid size={{ xs: 12, md: 8, lg: 9 }}>
            <FaqGroupPanel group={active} q={q} />
          </Grid>
        </Grid>
      )}
      <FaqContactCard />
    </>
  );
}
