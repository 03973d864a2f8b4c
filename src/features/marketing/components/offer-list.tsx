import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SectionId } from '../data/landing-sections';
import { accentText } from '@/theme/accent';

interface Props {
  id?: SectionId;
  title: string;
  body?: string;
  items: readonly string[];
}

/** A titled catalogue card (digital offers, brokerage or training) with its items as a list. */
export function OfferList({ id, title, body, items }: Props) {
  const { t } = useTranslation('marketing');
  return (
    <Card component="article" id={id} sx={{ p: 3, blockSize: '100%', scrollMarginBlockStart: 60 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {body && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {body}
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {items.map((item) => (
          <Box component="li" key={item} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Check aria-hidden fontSize="small" sx={{ ...accentText, mt: '3px' }} />
            <Typography variant="body2">{t(`catalogue.${item}`)}</Typography>
          </Box>
        ))}
      </Box>
    </Card>
  );
}
