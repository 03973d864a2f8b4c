import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { offerAnchor } from '@/features/marketing/data/offers';
import { useSectionLink } from '@/features/marketing/hooks/use-section-link';
import { type LandingNavGroup, landingNav } from './landing-nav-items';

const linkSx = { color: 'text.primary', fontWeight: 500, px: 1, minInlineSize: 0, whiteSpace: 'nowrap' } as const;

function NavGroup({ group }: { group: LandingNavGroup }) {
  const { t } = useTranslation('marketing');
  const sectionLink = useSectionLink();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `landing-menu-${group.key}`;
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        endIcon={<ExpandMore />}
        sx={{ ...linkSx, '& .MuiButton-endIcon': { marginInlineStart: 0.25 } }}
      >
        {t(`nav.${group.key}`)}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {group.items.map((item) => (
          <MenuItem key={item} {...sectionLink(offerAnchor(item), close)}>
            {t(`catalogue.${item}`)}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem {...sectionLink(group.section, close)} sx={{ fontWeight: 600 }}>
          {t(`nav.${group.overview}`)}
        </MenuItem>
      </Menu>
    </>
  );
}

/**
 * The desktop menu (lg and up); below that the drawer of `LandingMobileMenu` takes over. At 1280 px the
 * French labels leave ~60 px to spare (e2e/landing-header.spec.ts checks every language and width).
 */
export function LandingNavMenu() {
  const { t } = useTranslation('marketing');
  const sectionLink = useSectionLink();
  return (
    <Box
      component="nav"
      aria-label={t('nav.label')}
      sx={{ display: { xs: 'none', lg: 'flex' }, alignItems: 'center', gap: 0.25 }}
    >
      {landingNav.map((item) =>
        item.kind === 'group' ? (
          <NavGroup key={item.key} group={item} />
        ) : (
          <Button key={item.key} {...sectionLink(item.section)} sx={linkSx}>
            {t(`nav.${item.key}`)}
          </Button>
        ),
      )}
    </Box>
  );
}
