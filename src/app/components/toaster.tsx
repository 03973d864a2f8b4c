import { SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { toasterMounted } from '@/lib/toast';

/** The toast stack, mounted on demand (see `@/lib/toast`); screens call `toast()`. */
export function Toaster({ direction }: { direction: 'ltr' | 'rtl' }) {
  useEffect(toasterMounted, []);
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={5000}
      anchorOrigin={{ vertical: 'top', horizontal: direction === 'rtl' ? 'left' : 'right' }}
    />
  );
}
