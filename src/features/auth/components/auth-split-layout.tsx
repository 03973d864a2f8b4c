import Box from '@mui/material/Box';
import { AuthCornerTools, AuthHeading, type AuthLayoutProps } from './auth-card-layout';
import { AuthIllustration, type AuthScene } from './auth-illustration';

/**
 * Variant 2 of every sign-in screen: the drawing on a tinted panel at the start, the form at the end. Below
 * the md breakpoint the drawing goes and the form takes the whole width.
 */
export function AuthSplitLayout({ title, subtitle, children, scene }: AuthLayoutProps & { scene: AuthScene }) {
  return (
    <Box
      component="main"
      sx={{
        minBlockSize: '100dvh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr minmax(400px, 480px)' },
      }}
    >
      <AuthCornerTools />
      <Box
        sx={{
          display: { xs: 'none', md: 'grid' },
          placeItems: 'center',
          p: 6,
          m: 2,
          borderRadius: 2,
          bgcolor: 'action.hover',
        }}
      >
        <AuthIllustration scene={scene} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          alignContent: 'center',
          gap: 2,
          p: { xs: 3, sm: 6 },
          pt: { xs: 9, sm: 8 },
          bgcolor: 'background.paper',
          inlineSize: '100%',
          maxInlineSize: { xs: 520, md: 'none' },
          justifySelf: 'center',
        }}
      >
        <AuthHeading title={title} subtitle={subtitle} centred={false} />
        {children}
      </Box>
    </Box>
  );
}
