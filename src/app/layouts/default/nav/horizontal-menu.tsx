import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavGroup, NavLink } from '../../../navigation';
import type { HorizontalMenu as Menu } from './horizontal-items';
import { HorizontalLinkItem, HorizontalSubmenu, menuPaperSx, popoverOffset } from './horizontal-submenu';
import { useHoverMenu } from './use-hover-menu';
import { useIsLinkActive } from './use-nav-items';

export const topItemSx = {
  px: 1.5,
  py: 1,
  gap: 1,
  borderRadius: 2,
  whiteSpace: 'nowrap',
  fontWeight: 500,
  color: 'text.primary',
  '&.active': {
    color: 'primary.contrastText',
    background:
      'linear-gradient(270deg, rgba(var(--mui-palette-primary-mainChannel) / 0.7), var(--mui-palette-primary-main))',
    boxShadow: '0 2px 6px rgba(var(--mui-palette-primary-mainChannel) / 0.3)',
  },
} as const;

const containsActive = (children: (NavLink | NavGroup)[], isActive: (l: NavLink) => boolean): boolean =>
  children.some((c) => ('children' in c ? c.children.some(isActive) : isActive(c)));

/** A top-level entry of the horizontal bar: a popover of links and sub-menus, offset 6 px below it. */
export function HorizontalMenu({ menu: item }: { menu: Menu }) {
  const { t } = useTranslation();
  const isActive = useIsLinkActive();
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const menu = useHoverMenu();
  const Icon = item.icon;
  const label = t(item.titleKey);
  const close = () => {
    menu.hide();
  };
  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      menu.show(true);
    }
  };
  const onListKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
      anchor?.focus();
    } else if (e.key === 'Tab') {
      close();
    }
  };
  return (
    <>
      <Button
        ref={setAnchor}
        {...menu.hover}
        className={containsActive(item.children, isActive) ? 'active' : undefined}
        aria-haspopup="menu"
        aria-expanded={menu.open}
        onClick={(e) => (menu.open ? close() : menu.show(e.detail === 0))}
        onKeyDown={onButtonKey}
        startIcon={Icon ? <Icon /> : undefined}
        endIcon={
          <ExpandMore sx={{ transition: 'transform .2s', transform: menu.open ? 'rotate(180deg)' : undefined }} />
        }
        sx={{ ...topItemSx, '& .MuiButton-startIcon, & .MuiButton-endIcon': { mx: 0 } }}
      >
        {label}
      </Button>
      <Popper
        open={menu.open}
        anchorEl={anchor}
        placement="bottom-start"
        modifiers={[{ name: 'offset', options: { offset: [0, popoverOffset] } }]}
        sx={{ zIndex: 'modal' }}
      >
        <ClickAwayListener onClickAway={(e) => !anchor?.contains(e.target as Node) && close()}>
          <Paper sx={menuPaperSx} {...menu.hover}>
            <MenuList autoFocusItem={menu.viaKeyboard} onKeyDown={onListKey} aria-label={label} dense>
              {item.children.map((child) =>
                'children' in child ? (
                  <HorizontalSubmenu key={child.titleKey} group={child} onNavigate={close} />
                ) : (
                  <HorizontalLinkItem key={child.titleKey + child.to} item={child} onNavigate={close} />
                ),
              )}
            </MenuList>
          </Paper>
        </ClickAwayListener>
      </Popper>
    </>
  );
}
