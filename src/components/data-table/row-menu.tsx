import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';

export interface RowMenuItem {
  label: string;
  icon: ReactNode;
  /** A link, or an action. */
  to?: string;
  onClick?: () => void;
}

/** A row's less frequent actions behind one button, so a wide row keeps its actions in view. */
export function RowMenu({ label, items }: { label: string; items: RowMenuItem[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {items.map(({ label: itemLabel, icon, to, onClick }) => (
          <MenuItem
            key={itemLabel}
            {...(to ? { component: Link, to } : {})}
            onClick={() => {
              close();
              onClick?.();
            }}
          >
            <ListItemIcon>{icon}</ListItemIcon>
            {itemLabel}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
