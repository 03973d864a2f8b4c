import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { SideDrawer } from '@/components/side-drawer';
import { TwoStepCard } from '@/components/two-step/two-step-card';

/**
 * Sign-in security from the user menu, for every signed-in account: the client account has no settings page
 * (docs/decisions.md, "Two-step sign-in for every account"). The card is the settings page's own.
 */
export function TwoStepDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  // auth-pages holds the code step's and the password's messages the card's dialogs show.
  const { t } = useTranslation(['two-step', 'auth-pages']);
  return (
    <SideDrawer open={open} onClose={onClose} title={t('drawerTitle')} closeLabel={t('close')}>
      <Box sx={{ p: 3 }}>
        <TwoStepCard />
      </Box>
    </SideDrawer>
  );
}
