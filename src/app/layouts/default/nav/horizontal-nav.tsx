import Apps from '@mui/icons-material/AppsOutlined';
import Category from '@mui/icons-material/CategoryOutlined';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/config/paths';
import { HorizontalMenu, topItemSx } from './horizontal-menu';
import { isMenu, toHorizontal } from './horizontal-items';
import { navLinkState } from './active-link';
import { useIsLinkActive, useNavItems } from './use-nav-items';

const sectionIcons = { 'nav.appsPages': Apps, 'nav.uiForms': Category, 'nav.misc': MoreHoriz };

/** The top menu bar of the horizontal layout, built from the same navigation data and ability filter. */
export function HorizontalNav() {
  const { t } = useTranslation();
  const items = useNavItems();
  const isActive = useIsLinkActive();
  const bar = useMemo(() => toHorizontal(items, sectionIcons), [items]);
  return (
    <Box component="nav" aria-label={t('nav.main')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, py: 1 }}>
      {bar.map((item) => {
        if (isMenu(item)) return <HorizontalMenu key={item.titleKey} menu={item} />;
        const Icon = item.icon;
        const active = isActive(item);
        return (
          <Button
            key={item.titleKey}
            component={Link}
            to={href(item.to, item.params)}
            state={navLinkState(item)}
            className={active ? 'active' : undefined}
            aria-current={active ? 'page' : undefined}
            startIcon={Icon ? <Icon /> : undefined}
            sx={{ ...topItemSx, '& .MuiButton-startIcon': { mx: 0 } }}
          >
            {t(item.titleKey)}
          </Button>
        );
      })}
    </Box>
  );
}
