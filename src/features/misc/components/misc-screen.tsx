import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CentredPage } from '@/components/centred-page';

interface Props {
  title: string;
  body: string;
  illustration: ReactNode;
  children?: ReactNode;
}

/** The frame of the coming-soon and maintenance pages: centred text, an action, a drawn scene (blank layout). */
export function MiscScreen({ title, body, illustration, children }: Props) {
  return (
    <CentredPage>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ maxInlineSize: 520 }}>
        {body}
      </Typography>
      {children}
      <Box sx={{ mt: 3 }}>{illustration}</Box>
    </CentredPage>
  );
}
