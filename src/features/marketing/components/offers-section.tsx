import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { brokerageOffers, digitalOffers, offerCategories, services, trainingOffers } from '../data/offers';
import { LandingSection } from './landing-section';
import { OfferCategoryCard } from './offer-category-card';
import { OfferGroup } from './offer-group';
import { SectionHeading } from './section-heading';

const grid = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
} as const;

export function OffersSection() {
  const { t } = useTranslation('marketing');
  return (
    <LandingSection id="offers">
      <SectionHeading
        id="offers"
        eyebrow={t('offers.eyebrow')}
        title={t('offers.title')}
        subtitle={t('offers.subtitle')}
      />
      <Box sx={grid}>
        {offerCategories.map((c) => (
          <OfferCategoryCard key={c.key} category={c} />
        ))}
      </Box>
      <OfferGroup title={t('offers.digitalTitle')} body={t('offers.digitalBody')} offers={digitalOffers} />
      <OfferGroup
        id="brokerage"
        title={t('offers.brokerageTitle')}
        body={t('offers.brokerageBody')}
        offers={brokerageOffers}
      />
      <OfferGroup
        id="training"
        title={t('offers.trainingTitle')}
        body={t('offers.trainingBody')}
        offers={trainingOffers}
      />
      <Typography variant="h6" component="h3" sx={{ mt: 6, mb: 2, textAlign: 'center' }}>
        {t('offers.servicesTitle')}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}
      >
        {services.map((s) => (
          <li key={s}>
            <Chip label={t(`offers.services.${s}`)} variant="outlined" />
          </li>
        ))}
      </Box>
    </LandingSection>
  );
}
