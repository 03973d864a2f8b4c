import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { FaqGroup, FaqIcon } from '../api/types';
import { faqIconComponents } from './faq-icons';

interface Props {
  groups: FaqGroup[];
  /** The selected group's icon key: the same in every language, so a language switch keeps the topic. */
  selected: FaqIcon;
  onSelect: (icon: FaqIcon) => void;
}

export const panelId = (icon: FaqIcon) => `faq-panel-${icon}`;
export const tabId = (icon: FaqIcon) => `faq-tab-${icon}`;

/** The groups the API answered: a side list from md up, a scrolling row on phones. */
export function FaqGroupTabs({ groups, selected, onSelect }: Props) {
  const { t } = useTranslation('faq');
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  return (
    <Tabs
      value={selected}
      onChange={(_, value: FaqIcon) => onSelect(value)}
      orientation={wide ? 'vertical' : 'horizontal'}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={t('groups')}
      sx={{
        '& .MuiTabs-indicator': { display: 'none' },
        '& .MuiTab-root': {
          textTransform: 'none',
          justifyContent: 'flex-start',
          minBlockSize: 48,
          borderRadius: 1,
          textAlign: 'start',
          mb: 0.5,
          marginInlineEnd: { xs: 0.5, md: 0 },
        },
        // White on the brand primary is under WCAG AA; its dark shade passes.
        '& .MuiTab-root.Mui-selected': { bgcolor: 'primary.dark', color: 'primary.contrastText' },
      }}
    >
      {groups.map((g) => {
        const Icon = faqIconComponents[g.faqIcon];
        return (
          <Tab
            key={g.faqIcon}
            value={g.faqIcon}
            label={<span dir="auto">{g.faqTitle}</span>}
            icon={<Icon fontSize="small" />}
            iconPosition="start"
            id={tabId(g.faqIcon)}
            aria-controls={panelId(g.faqIcon)}
          />
        );
      })}
    </Tabs>
  );
}
