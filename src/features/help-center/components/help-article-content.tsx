import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { href } from '@/config/paths';
import { SafeHtml } from '@/components/safe-html';
import { helpCenterQueries } from '../api/queries';
import { articleSlug } from './article-slug';
import type { HelpLinks } from './help-links';
import { illustrationIcons } from './help-icons';

/**
 * One help article. The API answers one article whatever was chosen (docs/spec.md §7 gives the call no id), so
 * the address names the article the reader opened and the page shows the API's article.
 */
export function HelpArticleContent({ links }: { links: HelpLinks }) {
  const { t } = useTranslation('help-center');
  const { data, isPending, isError, refetch } = useQuery(helpCenterQueries.article());
  const ProductIcon = data && illustrationIcons[data.productImg];
  const CheckoutIcon = data && illustrationIcons[data.checkoutImg];
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Button
        component={RouterLink}
        to={href(links.home)}
        startIcon={<ArrowBack sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
        sx={{ mb: 3 }}
      >
        {t('backToHelp')}
      </Button>
      {isPending && (
        <Box role="status" aria-label={t('articleLoading')}>
          <Skeleton variant="text" height={48} width="60%" />
          <Skeleton variant="rounded" height={240} sx={{ mt: 2 }} />
        </Box>
      )}
      {isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('articleError')}
        </Alert>
      )}
      {data && ProductIcon && CheckoutIcon && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
          <Card component="article" sx={{ p: { xs: 3, md: 4 } }}>
            <Typography variant="h4" component="h1" dir="auto" sx={{ fontSize: { xs: '1.5rem', md: '2.125rem' } }}>
              {data.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" dir="auto" sx={{ mt: 1, mb: 3 }}>
              {data.lastUpdated}
            </Typography>
            <ProductIcon aria-hidden sx={{ fontSize: 56, color: 'primary.main', mb: 2 }} />
            <SafeHtml html={data.productContent} />
            <CheckoutIcon aria-hidden sx={{ fontSize: 56, color: 'primary.main', my: 2 }} />
            <SafeHtml html={data.checkoutContent} />
          </Card>
          <Card component="aside" aria-labelledby="help-related" sx={{ p: 3 }}>
            <Typography id="help-related" variant="h6" component="h2" sx={{ mb: 1.5 }}>
              {t('related')}
            </Typography>
            <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5, display: 'grid', gap: 1 }}>
              {data.articleList.map((title) => (
                <Typography component="li" key={title} variant="body2">
                  <Link
                    component={RouterLink}
                    to={href(links.article, { slug: articleSlug(title) })}
                    underline="hover"
                    dir="auto"
                  >
                    {title}
                  </Link>
                </Typography>
              ))}
            </Box>
          </Card>
        </Box>
      )}
    </Container>
  );
}
