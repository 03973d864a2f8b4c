import Box from '@mui/material/Box';
import type { Label } from '../api/types';

/** Each label keeps one colour (Vuexy's mail app): the dot beside its name and on the messages. */
export const labelColor: Record<Label, 'success' | 'primary' | 'warning' | 'error'> = {
  personal: 'success',
  company: 'primary',
  important: 'warning',
  private: 'error',
};

export function LabelDot({ label, size = 10 }: { label: Label; size?: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        flexShrink: 0,
        inlineSize: size,
        blockSize: size,
        borderRadius: '50%',
        bgcolor: `${labelColor[label]}.main`,
      }}
    />
  );
}
