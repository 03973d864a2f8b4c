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
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/config/paths';
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

// Entries are memoised and told whether they are active: a change of the address's query (a list's search,
// sort or page) then re-renders the menu's list, not its sixty entries.
const LinkItem = memo(function LinkItem({
  item,
  active,
  collapsed,
  nested,
  onNavigate,
}: {
  item: NavLink;
  active: boolean;
  collapsed: boolean;
  nested?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const Icon = item.icon ?? Circle;
  const label = t(item.titleKey);
  return (
    <ListItemButton
      component={Link}
      to={href(item.to, item.params)}
      state={navLinkState(item)}
      selected={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
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
  onNavigate,
}: {
  group: NavGroup;
  activeKey?: string;
  collapsed: boolean;
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
  return (
    <Box component="nav" aria-label={t('nav.main')}>
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
              onNavigate={onNavigate}
            />
          ) : (
            <ListItem key={item.titleKey} disablePadding sx={{ display: 'block' }}>
              <LinkItem item={item} active={linkKey(item) === active} collapsed={collapsed} onNavigate={onNavigate} />
            </ListItem>
          ),
        )}
      </List>
    </Box>
  );
}
