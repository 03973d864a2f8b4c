import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageSwitcher } from '@/components/language-switcher';
import { ThemeSwitcher } from '@/components/theme/theme-switcher';

export interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The language and theme switches every sign-in screen offers in its top corner. */
export function AuthCornerTools() {
  return (
    <Box sx={{ position: 'absolute', insetBlockStart: 8, insetInlineEnd: 8, display: 'flex', gap: 0.5, zIndex: 1 }}>
      <LanguageSwitcher />
      <ThemeSwitcher />
    </Box>
  );
}

/** The brand, the page's one h1 and its subtitle, at the top of every sign-in form. */
export function AuthHeading({
  title,
  subtitle,
  centred = true,
}: Omit<AuthLayoutProps, 'children'> & { centred?: boolean }) {
  return (
    <>
      <Box
        component={Link}
        to="/"
        sx={{ justifySelf: centred ? 'center' : 'start', color: 'inherit', textDecoration: 'none' }}
      >
        <BrandLogo />
      </Box>
      <div>
        <Typography variant="h5" component="h1" sx={{ mb: 0.5 }}>
          {title}
        </Typography>
        {subtitle && <Typography color="textSecondary">{subtitle}</Typography>}
      </div>
    </>
  );
}

/** Variant 1 of every sign-in screen (and /login, /register, /forgot-password): a centred card. */
export function AuthCardLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <Box
      component="main"
      sx={{ minBlockSize: '100dvh', display: 'grid', placeItems: 'center', p: { xs: 2, sm: 4 }, pt: { xs: 8, sm: 4 } }}
    >
      <AuthCornerTools />
      <Card sx={{ inlineSize: '100%', maxInlineSize: 460 }}>
        <CardContent sx={{ p: { xs: 3, sm: 5 }, display: 'grid', gap: 2 }}>
          <AuthHeading title={title} subtitle={subtitle} />
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
