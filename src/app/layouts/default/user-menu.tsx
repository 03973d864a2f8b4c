import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '@/lib/auth/use-session-user';
import { lazyWithPreload, useOpenedOnce } from '@/lib/on-demand';
import { safeImageSrc } from '@/lib/safe-image';

const UserMenuPopup = lazyWithPreload(() => import('./user-menu-popup').then((m) => m.UserMenuPopup));
const TwoStepDrawer = lazyWithPreload(() => import('./two-step-drawer').then((m) => m.TwoStepDrawer));

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((p) => p[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

export function UserMenu() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useOpenedOnce(Boolean(anchor));
  const [security, setSecurity] = useState(false);
  const securityOpened = useOpenedOnce(security);
  const user = useSessionUser();
  return (
    <>
      <IconButton
        onClick={(e) => setAnchor(e.currentTarget)}
        onPointerEnter={UserMenuPopup.preload}
        onFocus={UserMenuPopup.preload}
        aria-label={t('userMenu.label')}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
      >
        <Avatar
          sx={{
            inlineSize: 36,
            blockSize: 36,
            bgcolor: 'primary.dark',
            color: 'primary.contrastText',
            fontSize: 15,
            fontWeight: 600,
          }}
          src={safeImageSrc(user?.avatar)}
        >
          {initials(user?.fullName ?? '?')}
        </Avatar>
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <UserMenuPopup
            anchor={anchor}
            onClose={() => setAnchor(null)}
            onSecurity={() => setSecurity(true)}
            preloadSecurity={TwoStepDrawer.preload}
          />
        </Suspense>
      )}
      {securityOpened && (
        <Suspense fallback={null}>
          <TwoStepDrawer open={security} onClose={() => setSecurity(false)} />
        </Suspense>
      )}
    </>
  );
}
