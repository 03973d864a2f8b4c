import GlobalStyles from '@mui/material/GlobalStyles';
import { SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { toasterMounted } from '@/lib/toast';
import { layout } from '@/theme/tokens';

// Toasts sit below the top bar, centred: at notistack's 14 px from the top they covered the header's sign-in button
// (public site) and the navbar's user menu (back office), and at the end side the page header's actions, such as
// the order status just changed (docs/decisions.md, "Toasts"). The doubled class outweighs notistack's own rule.
const belowBar = 'app-toasts';
const toastStyles = { [`.${belowBar}.${belowBar}`]: { top: layout.navbarHeight + 8 } };

/** The toast stack, mounted on demand (see `@/lib/toast`); screens call `toast()`. */
export function Toaster() {
  useEffect(toasterMounted, []);
  return (
    <>
      <GlobalStyles styles={toastStyles} />
      <SnackbarProvider
        maxSnack={3}
        autoHideDuration={5000}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        classes={{ containerAnchorOriginTopCenter: belowBar }}
      />
    </>
  );
}
