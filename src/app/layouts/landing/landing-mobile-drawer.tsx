import Close from '@mui/icons-material/Close';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { offerAnchor } from '@/features/marketing/data/offers';
import { useSectionLink } from '@/features/marketing/hooks/use-section-link';
import { LandingDrawerAccount } from './landing-drawer-account';
import { landingNav } from './landing-nav-items';

/** The drawer of the mobile menu; groups open as disclosures. Loaded on the first tap of the menu button. */
export function LandingMobileDrawer({ open, onClose: close }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('marketing');
  const sectionLink = useSectionLink();
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={close}
      slotProps={{ paper: { id: 'landing-mobile-menu', sx: { inlineSize: 300, maxInlineSize: '85vw' } } }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton aria-label={t('nav.closeMenu')} onClick={close}>
          <Close />
        </IconButton>
      </Box>
      <LandingDrawerAccount onDone={close} />
      <Box component="nav" aria-label={t('nav.label')}>
        <List>
          {landingNav.map((item) => {
            if (item.kind === 'section') {
              return (
                <ListItemButton key={item.key} {...sectionLink(item.section, close)}>
                  <ListItemText primary={t(`nav.${item.key}`)} />
                </ListItemButton>
              );
            }
            const isOpen = expanded === item.key;
            const listId = `landing-mobile-${item.key}`;
            return (
              <Box key={item.key}>
                <ListItemButton
                  aria-expanded={isOpen}
                  aria-controls={listId}
                  onClick={() => setExpanded(isOpen ? null : item.key)}
                >
                  <ListItemText primary={t(`nav.${item.key}`)} />
                  {isOpen ? <ExpandLess /> : <ExpandMore />}
                </ListItemButton>
                <Collapse in={isOpen} unmountOnExit>
                  <List id={listId} disablePadding>
                    {item.items.map((sub) => (
                      <ListItemButton
                        key={sub}
                        sx={{ paddingInlineStart: 4 }}
                        {...sectionLink(offerAnchor(sub), close)}
                      >
                        <ListItemText primary={t(`catalogue.${sub}`)} />
                      </ListItemButton>
                    ))}
                    <ListItemButton sx={{ paddingInlineStart: 4 }} {...sectionLink(item.section, close)}>
                      <ListItemText
                        primary={t(`nav.${item.overview}`)}
                        slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                      />
                    </ListItemButton>
                  </List>
                </Collapse>
              </Box>
            );
          })}
        </List>
      </Box>
    </Drawer>
  );
}
