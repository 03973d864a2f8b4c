import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  value: string;
  onChange: (q: string) => void;
}

/** The page's heading and search box; every keystroke updates the URL's q. */
export function FaqSearchHero({ value, onChange }: Props) {
  const { t } = useTranslation('faq');
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // The URL changed by something else than typing (clear action, Back): the box follows it.
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }
  return (
    <Box
      component="section"
      aria-labelledby="faq-title"
      sx={{
        textAlign: 'center',
        py: { xs: 5, md: 8 },
        px: 2,
        mb: 4,
        borderRadius: 2,
        bgcolor: 'background.paper',
        backgroundImage: 'linear-gradient(180deg, rgba(179,103,52,0.16), rgba(179,103,52,0.02))',
        boxShadow: 1,
      }}
    >
      <Typography id="faq-title" variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.125rem' }, mb: 1 }}>
        {t('hero.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('hero.subtitle')}
      </Typography>
      <Box component="form" role="search" onSubmit={(e) => e.preventDefault()} sx={{ maxInlineSize: 560, mx: 'auto' }}>
        <OutlinedInput
          fullWidth
          type="search"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            onChange(e.target.value.trim());
          }}
          placeholder={t('hero.placeholder')}
          slotProps={{ input: { 'aria-label': t('hero.label') } }}
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
