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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/config/paths';
import type { NavGroup, NavLink } from '../../../navigation';
import { navLinkState } from './active-link';
import { useIsLinkActive, useNavItems } from './use-nav-items';

const itemSx = { borderRadius: 2, mx: 1.5, my: 0.25, minBlockSize: 40 } as const;
const activeSx = {
  '&.Mui-selected, &.Mui-selected:hover': {
    background:
      'linear-gradient(270deg, rgba(var(--mui-palette-primary-mainChannel) / 0.7), var(--mui-palette-primary-main))',
    color: 'var(--mui-palette-primary-contrastText)',
    '& .MuiListItemIcon-root': { color: 'inherit' },
  },
} as const;

function LinkItem({
  item,
  collapsed,
  nested,
  onNavigate,
}: {
  item: NavLink;
  collapsed: boolean;
  nested?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const isActive = useIsLinkActive();
  const Icon = item.icon ?? Circle;
  const label = t(item.titleKey);
  return (
    <ListItemButton
      component={Link}
      to={href(item.to, item.params)}
      state={navLinkState(item)}
      selected={isActive(item)}
      aria-current={isActive(item) ? 'page' : undefined}
      onClick={onNavigate}
      sx={{ ...itemSx, ...activeSx }}
    >
      <ListItemIcon sx={{ minInlineSize: 36 }}>
        <Icon sx={{ fontSize: nested && !item.icon ? 10 : 22 }} />
      </ListItemIcon>
      {!collapsed && <ListItemText primary={label} slotProps={{ primary: { noWrap: true } }} />}
    </ListItemButton>
  );
}

function GroupItem({ group, collapsed, onNavigate }: { group: NavGroup; collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const isActive = useIsLinkActive();
  const containsActive = group.children.some(isActive);
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
        <ListItemIcon sx={{ minInlineSize: 36 }}>
          <Icon />
        </ListItemIcon>
        {!collapsed && <ListItemText primary={t(group.titleKey)} slotProps={{ primary: { noWrap: true } }} />}
        {!collapsed && (open ? <ExpandLess /> : <ExpandMore />)}
      </ListItemButton>
      <Collapse in={open && !collapsed} unmountOnExit>
        <List disablePadding>
          {group.children.map((child) => (
            <ListItem key={child.titleKey + child.to} disablePadding sx={{ display: 'block' }}>
              <LinkItem item={child} collapsed={collapsed} nested onNavigate={onNavigate} />
            </ListItem>
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

/** The vertical menu, built from navigation data filtered by the ability. */
export function NavMenu({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const items = useNavItems();
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
            <GroupItem key={item.titleKey} group={item} collapsed={collapsed} onNavigate={onNavigate} />
          ) : (
            <ListItem key={item.titleKey} disablePadding sx={{ display: 'block' }}>
              <LinkItem item={item} collapsed={collapsed} onNavigate={onNavigate} />
            </ListItem>
          ),
        )}
      </List>
    </Box>
  );
}
