import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { brand } from '@/config/brand';
import { href } from '@/config/paths';

const linkSx = { color: '#f3ece6', textDecorationColor: 'rgba(243,236,230,0.5)' } as const;

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography component="h2" sx={{ fontWeight: 700, mb: 2, fontSize: '1rem', color: '#fff' }}>
        {title}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, fontSize: '0.9rem', color: '#d9cfc7' }}
      >
        {children}
      </Box>
    </Box>
  );
}

export function FooterColumns() {
  const { t } = useTranslation('marketing');
  const { weekdays, saturday } = brand.hours;
  return (
    <>
      <Column title={t('footer.commitmentsTitle')}>
        <li>{t('footer.commitments.innovation')}</li>
        <li>{t('footer.commitments.transparency')}</li>
        <li>{t('footer.commitments.responsibility')}</li>
      </Column>
      <Column title={t('footer.scheduleTitle')}>
        <li>
          {t('labelColon', { ns: 'common', label: t('footer.weekdays') })}{' '}
          <span dir="ltr">{t('footer.hours', weekdays)}</span>
        </li>
        <li>
          {t('labelColon', { ns: 'common', label: t('footer.saturday') })}{' '}
          <span dir="ltr">{t('footer.hours', saturday)}</span>
        </li>
        <li>{t('footer.sunday')}</li>
      </Column>
      <Column title={t('footer.contactTitle')}>
        <li>{brand.address}</li>
        <li>
          <Link href={brand.phoneHref} dir="ltr" sx={linkSx}>
            {brand.phone}
          </Link>
        </li>
        <li>
          <Link href={`mailto:${brand.email}`} sx={{ ...linkSx, overflowWrap: 'anywhere' }}>
            {brand.email}
          </Link>
        </li>
        <li>
          <Link component={RouterLink} to={href('front-pages-help-center')} sx={linkSx}>
            {t('footer.helpCenter')}
          </Link>
        </li>
      </Column>
    </>
  );
}
