import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brand } from '@/config/brand';

/** The mark (an okoumé leaf in the primary colour) and, unless `compact`, the company name. */
export function BrandLogo({ compact = false }: { compact?: boolean }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box component="svg" viewBox="0 0 32 32" aria-hidden sx={{ inlineSize: 32, blockSize: 32, flexShrink: 0 }}>
        <rect width="32" height="32" rx="8" fill="var(--mui-palette-primary-main)" />
        <path d="M16 6c6 4 8 9 6 14-1.5 3.5-4 5-6 6-2-1-4.5-2.5-6-6-2-5 0-10 6-14z" fill="#fff" opacity=".92" />
        <path d="M16 9v17" stroke="var(--mui-palette-primary-main)" strokeWidth="1.6" strokeLinecap="round" />
      </Box>
      {!compact && (
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.2rem', whiteSpace: 'nowrap' }}>
          {brand.name}
        </Typography>
      )}
    </Box>
  );
}
