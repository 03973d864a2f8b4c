import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FaqGroup } from '../api/types';
import { faqIconComponents } from './faq-icons';
import { panelId, tabId } from './faq-group-tabs';

/**
 * One group's heading and its questions as accordions; the first question opens by default. The texts are the
 * mock's English, so `dir="auto"` keeps their punctuation in place on the Arabic page.
 */
export function FaqGroupPanel({ group }: { group: FaqGroup }) {
  const Icon = faqIconComponents[group.faqIcon];
  return (
    <Box role="tabpanel" id={panelId(group.faqTitle)} aria-labelledby={tabId(group.faqTitle)}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
        <Avatar variant="rounded" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', inlineSize: 48, blockSize: 48 }}>
          <Icon aria-hidden />
        </Avatar>
        <Box>
          <Typography variant="h5" component="h2" dir="auto">
            {group.faqTitle}
          </Typography>
          <Typography color="text.secondary" dir="auto">
            {group.faqSubtitle}
          </Typography>
        </Box>
      </Box>
      {group.faqs.map((faq, i) => (
        <Accordion key={faq.question} defaultExpanded={i === 0} disableGutters sx={{ mb: 1, '&::before': { display: 'none' } }}>
          <AccordionSummary expandIcon={<ExpandMore />}>
            <Typography dir="auto" sx={{ fontWeight: 500 }}>
              {faq.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary" dir="auto">
              {faq.answer}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
