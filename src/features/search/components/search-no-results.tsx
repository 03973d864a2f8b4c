import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SearchOption } from './search-types';

export function SearchNoResults({
  q,
  suggestions,
  onChoose,
}: {
  q: string;
  suggestions: SearchOption[];
  onChoose: (o: SearchOption) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ textAlign: 'center', px: 3, py: 5 }} role="status">
      <Box
        sx={{
          mx: 'auto',
          mb: 2,
          inlineSize: 56,
          blockSize: 56,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(var(--mui-palette-primary-mainChannel) / 0.12)',
          color: 'primary.main',
        }}
      >
        <SearchOff />
      </Box>
      <Typography variant="h6" component="p" sx={{ wordBreak: 'break-word' }}>
        {t('search.noResults', { q })}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
        {t('search.noResultsHint')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1 }}>
        {suggestions.map((s) => (
          <Chip key={s.id} label={s.label} variant="outlined" clickable onClick={() => onChoose(s)} />
        ))}
      </Box>
    </Box>
  );
}
