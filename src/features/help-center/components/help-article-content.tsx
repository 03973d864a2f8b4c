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
import type { SvgIconComponent } from '@mui/icons-material';
import { Link as RouterLink, useParams } from 'react-router';
import { href } from '@/config/paths';
import { NotFoundCard } from '@/components/not-found-card';
import { SafeHtml } from '@/components/safe-html';
import { ApiError } from '@/lib/api-client';
import { helpCenterQueries } from '../api/queries';
import type { HelpLinks } from './help-links';
import { illustrationIcons } from './help-icons';

/** One part of the article under a heading, with its illustration icon in a tinted square. */
function ArticleSection({
  id,
  title,
  Icon,
  html,
}: {
  id: string;
  title: string;
  Icon: SvgIconComponent;
  html: string;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <Box
          aria-hidden
          sx={{
            inlineSize: 40,
            blockSize: 40,
            borderRadius: 1.5,
            display: 'grid',
            placeItems: 'center',
            color: 'primary.main',
            bgcolor: 'rgba(var(--mui-palette-primary-mainChannel) / 0.12)',
          }}
        >
          <Icon />
        </Box>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
      </Box>
      <Box sx={{ lineHeight: 1.7, '& p': { m: 0 }, '& ol': { m: 0, paddingInlineStart: 3, display: 'grid', gap: 1 } }}>
        <SafeHtml html={html} />
      </Box>
    </Box>
  );
}

/** The API's reason, in the reader's language, when it has one. */
const messageOf = (error: ApiError) => (error.body as { message?: unknown } | null)?.message;

/** The article of the address's slug (`GET /api/pages/help-center/article?slug=`), in either layout. */
export function HelpArticleContent({ links }: { links: HelpLinks }) {
  const { t } = useTranslation('help-center');
  const slug = useParams().slug ?? '';
  const { data, isPending, isError, error, refetch } = useQuery(helpCenterQueries.article(slug));
  if (error instanceof ApiError && error.status === 404) {
    const message = messageOf(error);
    return (
      <Container maxWidth="md" sx={{ py: links.framed ? 0 : 4 }} disableGutters={links.framed}>
        <NotFoundCard
          title={t('notFoundTitle')}
          body={typeof message === 'string' ? message : t('notFoundTitle')}
          backTo={href(links.home)}
          backLabel={t('backToHelp')}
        />
      </Container>
    );
  }
  const ProductIcon = data && illustrationIcons[data.productImg];
  const CheckoutIcon = data && illustrationIcons[data.checkoutImg];
  return (
    <Container maxWidth="lg" sx={{ py: links.framed ? 0 : 4 }} disableGutters={links.framed}>
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
            <Typography variant="body2" color="textSecondary" dir="auto" sx={{ mt: 1, mb: 3 }}>
              {t('updated', { date: data.lastUpdated })}
            </Typography>
            <ArticleSection id="help-about" title={t('about')} Icon={ProductIcon} html={data.productContent} />
            <ArticleSection id="help-steps" title={t('steps')} Icon={CheckoutIcon} html={data.checkoutContent} />
          </Card>
          <Card component="aside" aria-labelledby="help-related" sx={{ p: 3 }}>
            <Typography id="help-related" variant="h6" component="h2" sx={{ mb: 1.5 }}>
              {t('related')}
            </Typography>
            <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5, display: 'grid', gap: 1 }}>
              {data.related.map((a) => (
                <Typography component="li" key={a.slug} variant="body2">
                  <Link component={RouterLink} to={href(links.article, { slug: a.slug })} underline="hover" dir="auto">
                    {a.title}
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
