import Settings from '@mui/icons-material/SettingsOutlined';
import IconButton from '@mui/material/IconButton';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithPreload, useOpenedOnce } from '@/lib/on-demand';

const CustomizerDrawer = lazyWithPreload(() => import('./customizer-drawer').then((m) => m.CustomizerDrawer));

/** A floating gear on the inline-end edge opens a drawer that changes every preference live. */
export function Customizer() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  return (
    <>
      <IconButton
        onClick={() => setOpen(true)}
        onPointerEnter={CustomizerDrawer.preload}
        onFocus={CustomizerDrawer.preload}
        aria-label={t('customizer.open')}
        aria-haspopup="dialog"
        sx={{
          position: 'fixed',
          insetBlockStart: '40%',
          insetInlineEnd: 0,
          zIndex: 'speedDial',
          borderRadius: 0,
          borderStartStartRadius: 10,
          borderEndStartRadius: 10,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          boxShadow: 4,
          // A narrow tab on phones, where it sits over the content.
          p: { xs: 0.5, sm: 1 },
          opacity: { xs: 0.9, sm: 1 },
          '&:hover': { bgcolor: 'primary.dark' },
          '& svg': { fontSize: { xs: 18, sm: 24 }, animation: 'customizer-spin 6s linear infinite' },
          '@keyframes customizer-spin': { to: { transform: 'rotate(360deg)' } },
          '@media (prefers-reduced-motion: reduce)': { '& svg': { animation: 'none' } },
          '@media print': { display: 'none' },
        }}
      >
        <Settings />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <CustomizerDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
