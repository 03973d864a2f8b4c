import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Circle from '@mui/icons-material/RadioButtonUnchecked';
import Collapse from '@mui/material/Collapse';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { memo, type MouseEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type NavigateFunction, useNavigate } from 'react-router';
import { href } from '@/config/paths';
import { followLink } from '@/lib/follow-link';
import type { NavGroup, NavLink } from '../../../navigation';
import { linkKey, navLinkState } from './active-link';
import { useActiveLinkKey, useNavItems } from './use-nav-items';

// Padding and icon slot as narrow as the templates' (12 px, 32 px): "Rôles et permissions" fits beside its chevron.
const itemSx = { borderRadius: 2, mx: 1.5, my: 0.25, px: 1.5, minBlockSize: 40 } as const;
const iconSx = { minInlineSize: 32 } as const;
const activeSx = {
  '&.Mui-selected, &.Mui-selected:hover': {
    background:
      'linear-gradient(270deg, rgba(var(--mui-palette-primary-mainChannel) / 0.7), var(--mui-palette-primary-main))',
    color: 'var(--mui-palette-primary-contrastText)',
    '& .MuiListItemIcon-root': { color: 'inherit' },
  },
} as const;

// Entries are memoised and told whether they are active, and their links are plain anchors the router follows
// (`followLink`; a `Link` renders again on every change of the address): a change of the address's query (a
// list's search, sort or page) then renders none of the menu (docs/performance.md, "Plain links"). `navigate` is
// the menu's, given as a prop: `useNavigate` in each entry would read the route's context, which changes with the
// address.
const LinkItem = memo(function LinkItem({
  item,
  active,
  collapsed,
  nested,
  navigate,
  onNavigate,
}: {
  item: NavLink;
  active: boolean;
  collapsed: boolean;
  nested?: boolean;
  navigate: NavigateFunction;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const Icon = item.icon ?? Circle;
  const label = t(item.titleKey);
  return (
    <ListItemButton
      component="a"
      href={href(item.to, item.params)}
      selected={active}
      aria-current={active ? 'page' : undefined}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        followLink(event, event.currentTarget, navigate, { state: navLinkState(item) });
        onNavigate?.();
      }}
      sx={{ ...itemSx, ...activeSx }}
    >
      <ListItemIcon sx={iconSx}>
        <Icon sx={{ fontSize: nested && !item.icon ? 10 : 22 }} />
      </ListItemIcon>
      {!collapsed && <ListItemText primary={label} slotProps={{ primary: { noWrap: true } }} />}
    </ListItemButton>
  );
});

/** `activeKey`: the active entry's key when it is one of the group's, else undefined. */
const GroupItem = memo(function GroupItem({
  group,
  activeKey,
  collapsed,
  navigate,
  onNavigate,
}: {
  group: NavGroup;
  activeKey?: string;
  collapsed: boolean;
  navigate: NavigateFunction;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const containsActive = activeKey !== undefined;
  const [open, setOpen] = useState(containsActive);
  // Navigating into the group (search, shortcut, link) unfolds it; the user may still fold it again.
  const [wasActive, setWasActive] = useState(containsActive);
  if (wasActive !== containsActive) {
    setWasActive(containsActive);
    if (containsActive) setOpen(true);
  }
  const Icon = group.icon ?? Circle;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        sx={{ ...itemSx, ...(containsActive && { bgcolor: 'action.selected' }) }}
      >
        <ListItemIcon sx={iconSx}>
          <Icon />
        </ListItemIcon>
        {!collapsed && <ListItemText primary={t(group.titleKey)} slotProps={{ primary: { noWrap: true } }} />}
        {!collapsed && (open ? <ExpandLess /> : <ExpandMore />)}
      </ListItemButton>
      <Collapse in={open && !collapsed} unmountOnExit>
        <List disablePadding>
          {group.children.map((child) => (
            <ListItem key={child.titleKey + child.to} disablePadding sx={{ display: 'block' }}>
              <LinkItem
                item={child}
                active={linkKey(child) === activeKey}
                collapsed={collapsed}
                nested
                navigate={navigate}
                onNavigate={onNavigate}
              />
            </ListItem>
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
});

/** The vertical menu, built from navigation data filtered by the ability. */
export function NavMenu({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const items = useNavItems();
  const active = useActiveLinkKey();
  const navigate = useNavigate();
  // The same element while the active entry is: React then skips the whole list.
  const list = useMemo(
    () => (
      <List sx={{ py: 1 }}>
        {items.map((item) =>
          item.kind === 'section' ? (
            collapsed ? null : (
              <ListSubheader
                key={item.titleKey}
                disableSticky
                sx={{
                  bgcolor: 'transparent',
                  textTransform: 'uppercase',
                  fontSize: 12,
                  lineHeight: '32px',
                  mt: 1,
                  color: 'text.secondary',
                }}
              >
                {t(item.titleKey)}
              </ListSubheader>
            )
          ) : item.kind === 'group' ? (
            <GroupItem
              key={item.titleKey}
              group={item}
              activeKey={item.children.some((child) => linkKey(child) === active) ? active : undefined}
              collapsed={collapsed}
              navigate={navigate}
              onNavigate={onNavigate}
            />
          ) : (
            <ListItem key={item.titleKey} disablePadding sx={{ display: 'block' }}>
              <LinkItem
                item={item}
                active={linkKey(item) === active}
                collapsed={collapsed}
                navigate={navigate}
                onNavigate={onNavigate}
              />
            </ListItem>
          ),
        )}
      </List>
    ),
    [items, active, collapsed, navigate, onNavigate, t],
  );
  return (
    <Box component="nav" aria-label={t('nav.main')}>
      {list}
    </Box>
  );
}
