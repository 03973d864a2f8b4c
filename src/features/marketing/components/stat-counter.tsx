import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocaleOf } from '@/lib/i18n/languages';
import { numberFormat } from '@/lib/intl-cache';
import { useCountUp } from '../hooks/use-count-up';

interface Props {
  end: number;
  suffix: string;
  label: string;
}

/** The animated figure is hidden from assistive tech, which reads the final value once. */
export function StatCounter({ end, suffix, label }: Props) {
  const { i18n } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const value = useCountUp(ref, end);
  const format = (n: number) => `${numberFormat(intlLocaleOf(i18n.language)).format(n)}${suffix}`;
  return (
    <Box ref={ref} sx={{ textAlign: 'center' }}>
      <Typography
        component="p"
        sx={{
          fontSize: { xs: '2.25rem', md: '3rem' },
          fontWeight: 700,
          lineHeight: 1.1,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        <span aria-hidden="true">{format(value)}</span>
        <Box component="span" sx={visuallyHidden}>
          {format(end)}
        </Box>
      </Typography>
      <Typography sx={{ opacity: 0.9 }}>{label}</Typography>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
