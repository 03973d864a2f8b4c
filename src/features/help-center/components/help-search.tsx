import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface Props {
  value: string;
  onChange: (q: string) => void;
}

export function HelpSearch({ value, onChange }: Props) {
  const { t } = useTranslation('help-center');
  return (
    <Box
      component="section"
      aria-labelledby="help-title"
      sx={{
        textAlign: 'center',
        py: { xs: 6, md: 9 },
        px: 2,
        background: 'linear-gradient(180deg, rgba(179,103,52,0.14), rgba(179,103,52,0))',
      }}
    >
      <Typography id="help-title" variant="h3" component="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' }, mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('subtitle')}
      </Typography>
      <Box component="form" role="search" onSubmit={(e) => e.preventDefault()} sx={{ maxInlineSize: 560, mx: 'auto' }}>
        <OutlinedInput
          fullWidth
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={t('searchPlaceholder')}
          slotProps={{ input: { 'aria-label': t('searchLabel') } }}
          startAdornment={
            <InputAdornment position="start">
              <Search aria-hidden />
            </InputAdornment>
          }
          sx={{ bgcolor: 'background.paper' }}
        />
      </Box>
    </Box>
  );
}
