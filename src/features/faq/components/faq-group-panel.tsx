import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { containsText } from '@/lib/text-match';
import type { Faq, FaqGroup } from '../api/types';
import { faqIconComponents } from './faq-icons';
import { panelId, tabId } from './faq-group-tabs';

/**
 * Whether a question opens by itself: the first one without a search; during a search, those whose answer holds
 * the searched words (the API matches answers too, so the reader sees why a question was found).
 */
export function opensByItself(faq: Faq, index: number, q: string): boolean {
  return q.trim() ? containsText(q, faq.answer) : index === 0;
}

/**
 * One group's heading and its questions as accordions. The texts come in the reader's language; `dir="auto"`
 * keeps a proper name in Latin letters from turning an Arabic line around.
 */
export function FaqGroupPanel({ group, q = '' }: { group: FaqGroup; q?: string }) {
  const Icon = faqIconComponents[group.faqIcon];
  return (
    <Box role="tabpanel" id={panelId(group.faqIcon)} aria-labelledby={tabId(group.faqIcon)}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
        <Avatar
          variant="rounded"
          sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', inlineSize: 48, blockSize: 48 }}
        >
          <Icon aria-hidden />
        </Avatar>
        <Box>
          <Typography variant="h5" component="h2" dir="auto">
            {group.faqTitle}
          </Typography>
          <Typography color="textSecondary" dir="auto">
            {group.faqSubtitle}
          </Typography>
        </Box>
      </Box>
      {group.faqs.map((faq, i) => (
        // Keyed by the search too, so each new search opens its own matches.
        <Accordion
          key={`${q}\n${faq.question}`}
          defaultExpanded={opensByItself(faq, i, q)}
          disableGutters
          sx={{ mb: 1, '&::before': { display: 'none' } }}
        >
          <AccordionSummary expandIcon={<ExpandMore />}>
            <Typography dir="auto" sx={{ fontWeight: 500 }}>
              {faq.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="textSecondary" dir="auto">
              {faq.answer}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
