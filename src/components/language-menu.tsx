import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { languages } from '@/lib/i18n/languages';

interface Props {
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The language switcher's menu, loaded on its first opening. */
export function LanguageMenu({ anchor, onClose }: Props) {
  const { i18n } = useTranslation();
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {languages.map((l) => (
        <MenuItem
          key={l.code}
          lang={l.code}
          selected={i18n.resolvedLanguage === l.code}
          onClick={() => {
            void i18n.changeLanguage(l.code);
            onClose();
          }}
        >
          {l.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
