import Facebook from '@mui/icons-material/Facebook';
import LinkedIn from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '@/components/brand-logo';
import { brand } from '@/config/brand';
import { FooterColumns } from './footer-columns';
import { clearOfScrollToTop } from '@/components/scroll-to-top-place';

const social = [
  { key: 'LinkedIn', href: brand.social.linkedin, icon: LinkedIn },
  { key: 'Facebook', href: brand.social.facebook, icon: Facebook },
  { key: 'X', href: brand.social.x, icon: XIcon },
];

/** Dark footer on every scheme: commitments, opening hours from the brand config, contact and links. */
export function LandingFooter() {
  const { t } = useTranslation('marketing');
  return (
    <Box component="footer" sx={{ bgcolor: '#1f1a17', color: '#f3ece6', pt: { xs: 6, md: 8 }, pb: 3 }}>
      <Container maxWidth="lg">
        <Box
          sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.3fr 1fr 1fr 1fr' } }}
        >
          <Box>
            <BrandLogo />
            <Typography variant="body2" sx={{ mt: 2, mb: 2, color: '#d9cfc7', maxInlineSize: 320 }}>
              {t('footer.tagline')}
            </Typography>
            <Box
              component="ul"
              aria-label={t('footer.social')}
              sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', gap: 1 }}
            >
              {social.map(({ key, href, icon: Icon }) => (
                <li key={key}>
                  <IconButton
                    component="a"
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={key}
                    sx={{ color: 'inherit', border: '1px solid rgba(255,255,255,0.25)' }}
                  >
                    <Icon fontSize="small" />
                  </IconButton>
                </li>
              ))}
            </Box>
          </Box>
          <FooterColumns />
        </Box>
        <Typography
          variant="body2"
          sx={{
            mt: 6,
            pt: 3,
            borderBlockStart: '1px solid rgba(255,255,255,0.15)',
            color: '#d9cfc7',
            textAlign: 'center',
            ...clearOfScrollToTop,
          }}
        >
          {t('footer.rights', { year: new Date().getFullYear(), name: brand.legalName })}
        </Typography>
      </Container>
    </Box>
  );
}
