import { SnackbarProvider } from 'notistack';

/** Toasts: screens call notistack's global `enqueueSnackbar`; this mounts the stack (loaded lazily). */
export function Toaster({ direction }: { direction: 'ltr' | 'rtl' }) {
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={5000}
      anchorOrigin={{ vertical: 'top', horizontal: direction === 'rtl' ? 'left' : 'right' }}
    />
  );
}
