import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { offerCategories } from '../data/offers';
import { accentText } from '@/theme/accent';

export function OfferCategoryCard({ category }: { category: (typeof offerCategories)[number] }) {
  const { t } = useTranslation('marketing');
  const Icon = category.icon;
  return (
    <Card component="article" data-category={category.key} sx={{ p: 3, blockSize: '100%' }}>
      <Box
        sx={{
          inlineSize: 48,
          blockSize: 48,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          mb: 2,
          bgcolor: 'rgba(179,103,52,0.12)',
        }}
      >
        <Icon aria-hidden sx={accentText} />
      </Box>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {t(`offers.categories.${category.key}.title`)}
      </Typography>
      <Typography color="textSecondary">{t(`offers.categories.${category.key}.body`)}</Typography>
    </Card>
  );
}
