import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SectionId } from '../data/landing-sections';
import type { OfferKey } from '../data/offers';
import { OfferCard } from './offer-card';

interface Props {
  id?: SectionId;
  title: string;
  body: string;
  offers: readonly OfferKey[];
}

/** A catalogue (digital offers, brokerage or training): its title, what it covers, and a card per offer. */
export function OfferGroup({ id, title, body, offers }: Props) {
  const headingId = `offer-group-${offers[0]}`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{ mt: { xs: 6, md: 8 }, scrollMarginBlockStart: 60 }}
    >
      <Typography id={headingId} variant="h5" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3, maxInlineSize: 720 }}>
        {body}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
        {offers.map((offer) => (
          <OfferCard key={offer} offer={offer} />
        ))}
      </Box>
    </Box>
  );
}
