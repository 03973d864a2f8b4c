import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const questions = ['trial', 'change', 'payment', 'currency'] as const;

/** A few billing questions, written here (the FAQ API is about orders, not plans). */
export function PricingFaq() {
  const { t } = useTranslation('pricing');
  return (
    <Box component="section" aria-labelledby="pricing-faq" sx={{ maxInlineSize: 800, mx: 'auto' }}>
      <Typography id="pricing-faq" variant="h5" component="h2" sx={{ mb: 2, textAlign: 'center' }}>
        {t('faq.title')}
      </Typography>
      {questions.map((k) => (
        <Accordion key={k} disableGutters sx={{ mb: 1, '&::before': { display: 'none' } }}>
          <AccordionSummary expandIcon={<ExpandMore />}>
            <Typography sx={{ fontWeight: 500 }}>{t(`faq.${k}.q`)}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="textSecondary">{t(`faq.${k}.a`)}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
