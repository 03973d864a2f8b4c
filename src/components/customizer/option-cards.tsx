import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

export interface CardOption<T extends string> {
  value: T;
  label: string;
  preview?: ReactNode;
  disabled?: boolean;
}

interface Props<T extends string> {
  label: string;
  value: T;
  options: CardOption<T>[];
  onChange: (value: T) => void;
  columns?: number;
}

/** A radio group drawn as cards; real radio inputs give arrow-key navigation and the radio role for free. */
export function OptionCards<T extends string>({ label, value, options, onChange, columns = 3 }: Props<T>) {
  const id = useId();
  return (
    <Box role="radiogroup" aria-labelledby={id} sx={{ mb: 3 }}>
      <Typography id={id} variant="body2" sx={{ fontWeight: 600, mb: 1.25, color: 'text.secondary' }}>
        {label}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, 1fr)`, gap: 1.5 }}>
        {options.map((o) => {
          const checked = o.value === value;
          return (
            <Box
              component="label"
              key={o.value}
              sx={{
                display: 'flex',
                flexDirection: 'column',
                gap: 0.75,
                cursor: o.disabled ? 'not-allowed' : 'pointer',
                opacity: o.disabled ? 0.45 : 1,
              }}
            >
              <Box
                sx={{
                  position: 'relative',
                  borderRadius: 2,
                  border: 1,
                  borderColor: checked ? 'primary.main' : 'divider',
                  boxShadow: checked ? '0 0 0 1px var(--mui-palette-primary-main)' : 'none',
                  bgcolor: checked ? 'rgba(var(--mui-palette-primary-mainChannel) / 0.06)' : 'transparent',
                  color: checked ? 'primary.main' : 'text.secondary',
                  overflow: 'hidden',
                  transition: 'border-color .15s, box-shadow .15s',
                  '&:has(input:focus-visible)': {
                    outline: '2px solid var(--mui-palette-primary-main)',
                    outlineOffset: 2,
                  },
                  '&:hover': o.disabled ? undefined : { borderColor: 'primary.main' },
                  ...(o.preview
                    ? { aspectRatio: columns === 2 ? '16 / 8' : '16 / 11' }
                    : { py: 1, px: 1, textAlign: 'center' }),
                }}
              >
                <Box
                  component="input"
                  type="radio"
                  name={id}
                  value={o.value}
                  checked={checked}
                  disabled={o.disabled}
                  onChange={() => onChange(o.value)}
                  sx={{ position: 'absolute', opacity: 0, inset: 0, m: 0, zIndex: 1, cursor: 'inherit' }}
                />
                {o.preview ?? (
                  <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                    {o.label}
                  </Typography>
                )}
              </Box>
              {o.preview && (
                <Typography
                  component="span"
                  variant="body2"
                  sx={{
                    textAlign: 'center',
                    color: checked ? 'primary.main' : 'text.secondary',
                    fontWeight: checked ? 600 : 400,
                  }}
                >
                  {o.label}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
