import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { helpCenterQueries } from '../api/queries';
import { ArticleCards } from './article-cards';
import { ArticleCategories } from './article-categories';
import { HelpSearch } from './help-search';
import type { HelpLinks } from './help-links';

/**
 * The help center's front page (docs/spec.md §7): search, popular articles, categories, keep learning; in either
 * layout. The API searches titles and bodies in the reader's language; the search lives in `?q=`, and typing
 * replaces the history entry rather than pushing one.
 */
export function HelpCenterContent({ links }: { links: HelpLinks }) {
  const { t } = useTranslation('help-center');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const setQ = (next: string) => setParams(next ? { q: next } : {}, { replace: true });
  const { data: shown, isPending, isError, refetch } = useQuery(helpCenterQueries.page(useDeferredValue(q)));
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
