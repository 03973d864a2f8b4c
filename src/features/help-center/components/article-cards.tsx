import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { href } from '@/config/paths';
import type { HelpArticleCard } from '../api/types';
import type { HelpLinks } from './help-links';
import { illustrationIcons } from './help-icons';

interface Props {
  id: string;
  title: string;
  items: HelpArticleCard[];
  links: HelpLinks;
}

/** Popular articles and "keep learning": a titled row of article cards. */
export function ArticleCards({ id, title, items, links }: Props) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: 5 }}>
      <Typography id={id} variant="h4" component="h2" sx={{ textAlign: 'center', mb: 4 }}>
        {title}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {items.map((a) => {
          const Icon = illustrationIcons[a.img];
          return (
            <li key={a.slug}>
              <Card component="article" sx={{ p: 3, textAlign: 'center', blockSize: '100%' }}>
                <Icon
                  aria-hidden
                  sx={{ fontSize: 48, color: 'primary.dark', '.dark &': { color: '#e9b48e' }, mb: 1 }}
                />
                <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                  <Link
                    component={RouterLink}
                    to={href(links.article, { slug: a.slug })}
                    color="inherit"
                    underline="hover"
                  >
                    {a.title}
                  </Link>
                </Typography>
                <Typography color="textSecondary">{a.subtitle}</Typography>
              </Card>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
