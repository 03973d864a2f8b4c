import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageSwitcher } from '@/components/language-switcher';
import { ThemeSwitcher } from '@/components/theme/theme-switcher';

/** The centred card every sign-in screen sits in. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{ minBlockSize: '100dvh', display: 'grid', placeItems: 'center', p: { xs: 2, sm: 4 }, pt: { xs: 8, sm: 4 } }}
    >
      <Box sx={{ position: 'absolute', insetBlockStart: 8, insetInlineEnd: 8, display: 'flex', gap: 0.5 }}>
        <LanguageSwitcher />
        <ThemeSwitcher />
      </Box>
      <Card sx={{ inlineSize: '100%', maxInlineSize: 460 }}>
        <CardContent sx={{ p: { xs: 3, sm: 5 }, display: 'grid', gap: 2 }}>
          <Box component={Link} to="/" sx={{ justifySelf: 'center', color: 'inherit', textDecoration: 'none' }}>
            <BrandLogo />
          </Box>
          <div>
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
            {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
          </div>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
