import { useColorScheme } from '@mui/material/styles';
import { useEffect } from 'react';
import { colorSchemeStorageKey } from '@/lib/preferences/preferences';

/** Stores the resolved scheme so the inline script in index.html paints the right one next time. */
export function ColorSchemeSync() {
  const { mode, systemMode } = useColorScheme();
  const resolved = mode === 'system' ? systemMode : mode;
  useEffect(() => {
    if (resolved) window.localStorage.setItem(colorSchemeStorageKey, resolved);
  }, [resolved]);
  return null;
}
