import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import type { CourseSection } from '../api/types';

const topicKey = (sectionId: string, index: number) => `${sectionId}/${index}`;

/**
 * The sections as an accordion of topic checkboxes. There is no endpoint to save progress, so ticking a topic
 * changes this page's state only (the card says so) and the section's count follows.
 */
export function CourseContent({ sections }: { sections: CourseSection[] }) {
  const { t } = useTranslation('academy');
  const fmt = useFormatters();
  const [done, setDone] = useState(
    () =>
      new Set(sections.flatMap((s) => s.topics.flatMap((topic, i) => (topic.isCompleted ? [topicKey(s.id, i)] : [])))),
  );
  const toggle = (key: string) =>
    setDone((prev) => {
      const next = new Set(prev);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return (
    <Box>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t('content.localNote')}
      </Typography>
      {sections.map((s, si) => {
        const completed = s.topics.filter((_, i) => done.has(topicKey(s.id, i))).length;
        return (
          <Accordion
            key={s.id}
            defaultExpanded={si === 0}
            disableGutters
            variant="outlined"
            // The section title is the heading (h3); MUI's own h3 around the whole summary would nest a second one.
            slotProps={{ heading: { component: 'div' } }}
          >
            <AccordionSummary expandIcon={<ExpandMore />} id={`${s.id}-header`} aria-controls={`${s.id}-content`}>
              <Box sx={{ flex: 1, minInlineSize: 0 }}>
                <Typography component="h3" sx={{ fontWeight: 600 }}>
                  {s.title}
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {t('content.sectionStatus', {
                    count: completed,
                    done: fmt.number(completed),
                    total: fmt.number(s.topics.length),
                  })}{' '}
                  · <bdi>{s.time}</bdi>
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={(completed / s.topics.length) * 100}
                  aria-label={t('content.sectionProgress', { title: s.title })}
                  sx={{ mt: 1, maxInlineSize: 240, borderRadius: 2 }}
                />
              </Box>
            </AccordionSummary>
            <AccordionDetails id={`${s.id}-content`}>
              {s.topics.map((topic, i) => {
                const key = topicKey(s.id, i);
                return (
                  <Box
                    key={key}
                    sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}
                  >
                    <FormControlLabel
                      control={<Checkbox checked={done.has(key)} onChange={() => toggle(key)} />}
                      label={topic.title}
                    />
                    <Typography variant="body2" color="textSecondary" sx={{ whiteSpace: 'nowrap' }}>
                      <bdi>{topic.time}</bdi>
                    </Typography>
                  </Box>
                );
              })}
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
