import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { accentText } from '@/theme/accent';

interface Props {
  id: string;
  eyebrow: string;
  title: string;
  subtitle?: string;
}

/** Eyebrow, h2 and subtitle of a landing section; the h2 id names the section for assistive tech. */
export function SectionHeading({ id, eyebrow, title, subtitle }: Props) {
  return (
    <Box sx={{ textAlign: 'center', maxInlineSize: 720, mx: 'auto', mb: { xs: 4, md: 6 } }}>
      <Typography component="p" variant="overline" sx={{ ...accentText, fontWeight: 700, letterSpacing: 1.2 }}>
        {eyebrow}
      </Typography>
      <Typography
        id={`${id}-title`}
        variant="h3"
        component="h2"
        sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1.5 }}
      >
        {title}
      </Typography>
      {subtitle && (
        <Typography color="textSecondary" sx={{ fontSize: '1.05rem' }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
