import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { portfolioCategories, type PortfolioFilter as Filter } from '../data/portfolio';
import { strongButton } from './tones';

const filters: Filter[] = ['all', ...portfolioCategories];

interface Props {
  value: Filter;
  onChange: (next: Filter) => void;
}

/** Toggle buttons (aria-pressed) in a labelled group; the result count is announced by the section. */
export function PortfolioFilter({ value, onChange }: Props) {
  const { t } = useTranslation('marketing');
  return (
    <Box
      role="group"
      aria-label={t('portfolio.filterLabel')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center', mb: 4 }}
    >
      {filters.map((f) => {
        const pressed = f === value;
        return (
          <Button
            key={f}
            aria-pressed={pressed}
            variant={pressed ? 'contained' : 'outlined'}
            onClick={() => onChange(f)}
            sx={pressed ? strongButton : { color: 'text.primary', borderColor: 'divider' }}
          >
            {t(`portfolio.filters.${f}`)}
          </Button>
        );
      })}
    </Box>
  );
}
