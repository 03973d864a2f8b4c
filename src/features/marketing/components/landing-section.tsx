import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import type { SectionId } from '../data/landing-sections';

interface Props {
  id: SectionId;
  children: ReactNode;
  tinted?: boolean;
}

/** A landmark section with its anchor id; `scroll-margin` keeps native hash jumps 60 px below the top. */
export function LandingSection({ id, children, tinted = false }: Props) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      sx={{
        py: { xs: 7, md: 10 },
        scrollMarginBlockStart: 60,
        bgcolor: tinted ? 'background.paper' : 'transparent',
      }}
    >
      <Container maxWidth="lg">{children}</Container>
    </Box>
  );
}
