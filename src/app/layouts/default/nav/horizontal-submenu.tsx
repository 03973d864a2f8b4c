import ChevronRight from '@mui/icons-material/ChevronRight';
import Circle from '@mui/icons-material/RadioButtonUnchecked';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { useTheme } from '@mui/material/styles';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/config/paths';
import type { NavGroup, NavLink } from '../../../navigation';
import { navLinkState } from './active-link';
import { useIsLinkActive } from './use-nav-items';
import { useHoverMenu } from './use-hover-menu';

export const popoverOffset = 6;
export const menuPaperSx = { minInlineSize: 220, py: 0.75, borderRadius: 2, boxShadow: 8 } as const;
const itemSx = {
  mx: 0.75,
  borderRadius: 1.5,
  minBlockSize: 38,
  '&.Mui-selected': { color: 'var(--app-primary-text)', bgcolor: 'rgba(var(--mui-palette-primary-mainChannel) / 0.1)' },
} as const;

/** MenuList clones its active child with autoFocus and tabIndex: both pass through to the MenuItem. */
interface ItemProps {
  onNavigate: () => void;
  autoFocus?: boolean;
  tabIndex?: number;
}

export function HorizontalLinkItem({ item, onNavigate, ...focusProps }: ItemProps & { item: NavLink }) {
  const { t } = useTranslation();
  const isActive = useIsLinkActive();
  const Icon = item.icon ?? Circle;
  const active = isActive(item);
  return (
    <MenuItem
      component={Link}
      to={href(item.to, item.params)}
      state={navLinkState(item)}
      selected={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      sx={itemSx}
      {...focusProps}
    >
      <ListItemIcon>
        <Icon sx={{ fontSize: item.icon ? 20 : 10, color: active ? 'primary.main' : undefined }} />
      </ListItemIcon>
      <ListItemText>{t(item.titleKey)}</ListItemText>
    </MenuItem>
  );
}

/** A group inside a top-level menu: opens to the inline end on hover, Enter or the arrow key. */
export function HorizontalSubmenu({ group, onNavigate, ...focusProps }: ItemProps & { group: NavGroup }) {
  const { t } = useTranslation();
  const rtl = useTheme().direction === 'rtl';
  const isActive = useIsLinkActive();
  const [anchor, setAnchor] = useState<HTMLLIElement | null>(null);
  const menu = useHoverMenu();
  const Icon = group.icon ?? Circle;
  const [openKey, closeKey] = rtl ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
  const onItemKey = (e: KeyboardEvent) => {
    if (e.key === openKey || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      menu.show(true);
    }
  };
  const onListKey = (e: KeyboardEvent) => {
    if (e.key === closeKey || e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      menu.hide();
      anchor?.focus();
    }
  };
  return (
    <>
      <MenuItem
        {...focusProps}
        {...menu.hover}
        ref={setAnchor}
        selected={group.children.some(isActive)}
        aria-haspopup="menu"
        aria-expanded={menu.open}
        onClick={() => menu.show(true)}
        onKeyDown={onItemKey}
        sx={itemSx}
      >
        <ListItemIcon>
          <Icon sx={{ fontSize: 20 }} />
        </ListItemIcon>
        <ListItemText>{t(group.titleKey)}</ListItemText>
        <ChevronRight fontSize="small" sx={{ marginInlineStart: 1, transform: rtl ? 'scaleX(-1)' : undefined }} />
      </MenuItem>
      <Popper
        open={menu.open}
        anchorEl={anchor}
        placement={rtl ? 'left-start' : 'right-start'}
        modifiers={[{ name: 'offset', options: { offset: [-6, popoverOffset] } }]}
        sx={{ zIndex: 'modal' }}
      >
        <Paper sx={menuPaperSx} {...menu.hover}>
          <MenuList autoFocusItem={menu.viaKeyboard} onKeyDown={onListKey} aria-label={t(group.titleKey)} dense>
            {group.children.map((child) => (
              <HorizontalLinkItem key={child.titleKey + child.to} item={child} onNavigate={onNavigate} />
            ))}
          </MenuList>
        </Paper>
      </Popper>
    </>
  );
}
