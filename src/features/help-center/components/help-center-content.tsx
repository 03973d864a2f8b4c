import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { helpCenterQueries } from '../api/queries';
import { ArticleCards } from './article-cards';
import { ArticleCategories } from './article-categories';
import { filterHelpCenter } from './filter-help';
import { HelpSearch } from './help-search';
import type { HelpLinks } from './help-links';

/** The help center's front page (docs/spec.md §7): search, popular articles, categories, keep learning; in either layout. */
export function HelpCenterContent({ links }: { links: HelpLinks }) {
  const { t } = useTranslation('help-center');
  const [q, setQ] = useState('');
  const query = useDeferredValue(q);
  const { data, isPending, isError, refetch } = useQuery(helpCenterQueries.page());
  const shown = data ? filterHelpCenter(data, query) : null;
  return (
    <>
      <HelpSearch value={q} onChange={setQ} />
      <Container maxWidth="lg" sx={{ pb: 8 }}>
        {isPending && (
          <Box
            role="status"
            aria-label={t('loading')}
            sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, py: 5 }}
          >
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={180} />
            ))}
          </Box>
        )}
        {isError && (
          <Alert
            severity="error"
            sx={{ my: 5 }}
            action={
              <Button color="inherit" onClick={() => void refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {t('error')}
          </Alert>
        )}
        {shown && (
          <>
            {shown.popularArticles.length > 0 && (
              <ArticleCards id="help-popular" title={t('popular')} items={shown.popularArticles} links={links} />
            )}
            <ArticleCategories categories={shown.allArticles} links={links} />
            {shown.keepLearning.length > 0 && (
              <ArticleCards
                id="help-keep-learning"
                title={t('keepLearning')}
                items={shown.keepLearning}
                links={links}
              />
            )}
          </>
        )}
      </Container>
    </>
  );
}
