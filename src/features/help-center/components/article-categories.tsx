import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { href } from '@/config/paths';
import type { HelpCategory } from '../api/types';
import type { HelpLinks } from './help-links';
import { categoryIcons } from './help-icons';

export function ArticleCategories({ categories, links }: { categories: HelpCategory[]; links: HelpLinks }) {
  const { t } = useTranslation('help-center');
  return (
    <Box component="section" aria-labelledby="help-categories" sx={{ py: 5 }}>
      <Typography id="help-categories" variant="h4" component="h2" sx={{ textAlign: 'center', mb: 4 }}>
        {t('categories')}
      </Typography>
      {categories.length === 0 ? (
        <Typography role="status" color="textSecondary" sx={{ textAlign: 'center' }}>
          {t('noResults')}
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {categories.map((c) => {
            const Icon = categoryIcons[c.icon];
            return (
              <li key={c.title}>
                <Card component="article" sx={{ p: 3, blockSize: '100%', display: 'flex', flexDirection: 'column' }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
                    <Icon aria-hidden sx={{ color: 'primary.dark', '.dark &': { color: '#e9b48e' } }} />
                    <Typography variant="h6" component="h3">
                      {c.title}
                    </Typography>
                  </Box>
                  <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5, display: 'grid', gap: 0.75 }}>
                    {c.articles.map((a) => (
                      <Typography component="li" key={a.slug} variant="body2">
                        <Link component={RouterLink} to={href(links.article, { slug: a.slug })} underline="hover">
                          {a.title}
                        </Link>
                      </Typography>
                    ))}
                  </Box>
                  <Typography variant="body2" color="textSecondary" sx={{ mt: 'auto', pt: 2 }}>
                    {t('articleCount', { count: c.articles.length })}
                  </Typography>
                </Card>
              </li>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
