import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type OfferKey, offerAnchor } from '../data/offers';
import { layout } from '@/theme/tokens';
import { accentText } from '@/theme/accent';

const termSx = {
  ...accentText,
  fontWeight: 700,
  fontSize: '0.8rem',
  textTransform: 'uppercase',
  letterSpacing: 0.6,
} as const;

/** One offer's own card, the target of its menu entry: what it is, for whom, and what the client gets. */
export function OfferCard({ offer }: { offer: OfferKey }) {
  const { t } = useTranslation('marketing');
  const id = offerAnchor(offer);
  return (
    <Card
      component="article"
      id={id}
      aria-labelledby={`${id}-title`}
      data-offer={offer}
      sx={{
        p: 3,
        blockSize: '100%',
        scrollMarginBlockStart: layout.anchorOffset,
        borderBlockStart: 3,
        borderColor: 'primary.main',
      }}
    >
      <Typography id={`${id}-title`} variant="h6" component="h4" sx={{ mb: 1 }}>
        {t(`catalogue.${offer}`)}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t(`offerDetails.${offer}.summary`)}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5, '& dd': { m: 0, mb: 1.5 } }}>
        <Typography component="dt" sx={termSx}>
          {t('offers.audience')}
        </Typography>
        <Typography component="dd" variant="body2">
          {t(`offerDetails.${offer}.audience`)}
        </Typography>
        <Typography component="dt" sx={termSx}>
          {t('offers.outcome')}
        </Typography>
        <Typography component="dd" variant="body2">
          {t(`offerDetails.${offer}.outcome`)}
        </Typography>
      </Box>
    </Card>
  );
}
