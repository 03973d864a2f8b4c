import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';

interface Props {
  /** Id of the page heading, which labels the section. */
  id: string;
  title: string;
  subtitle: string;
  placeholder: string;
  /** Accessible name of the search box. */
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** A raised card inside the back office's content, or a full-width band on a page of its own. */
  variant?: 'card' | 'band';
}

/** A page's heading with one search box under it (FAQ, help center). */
export function SearchHero({ id, title, subtitle, placeholder, label, value, onChange, variant = 'band' }: Props) {
  const card = variant === 'card';
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{
        textAlign: 'center',
        py: card ? { xs: 5, md: 8 } : { xs: 6, md: 9 },
        px: 2,
        backgroundImage: `linear-gradient(180deg, rgba(179,103,52,${card ? '0.16' : '0.14'}), rgba(179,103,52,${card ? '0.02' : '0'}))`,
        ...(card && { mb: 4, borderRadius: 2, bgcolor: 'background.paper', boxShadow: 1 }),
      }}
    >
      <Typography
        id={id}
        variant={card ? 'h4' : 'h3'}
        component="h1"
        sx={{ fontSize: card ? { xs: '1.6rem', md: '2.125rem' } : { xs: '1.9rem', md: '2.5rem' }, mb: 1 }}
      >
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {subtitle}
      </Typography>
      <Box component="form" role="search" onSubmit={(e) => e.preventDefault()} sx={{ maxInlineSize: 560, mx: 'auto' }}>
        <OutlinedInput
          fullWidth
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          slotProps={{ input: { 'aria-label': label } }}
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
