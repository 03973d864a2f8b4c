import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryPresets } from '@/lib/preferences/preferences';

const names = ['okoume', 'violet', 'teal', 'blue', 'rose'] as const;

export function ColorPresets({ value, onChange }: { value: string; onChange: (color: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Box role="radiogroup" aria-labelledby={id} sx={{ mb: 3 }}>
      <Typography id={id} variant="body2" sx={{ fontWeight: 600, mb: 1.25, color: 'text.secondary' }}>
        {t('customizer.primaryColor')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        {primaryPresets.map((color, i) => {
          const checked = color.toLowerCase() === value.toLowerCase();
          return (
            <Box
              component="label"
              key={color}
              title={t(`customizer.colors.${names[i] ?? 'okoume'}`)}
              sx={{
                position: 'relative',
                inlineSize: 48,
                blockSize: 48,
                borderRadius: 2,
                border: 1,
                borderColor: checked ? color : 'divider',
                boxShadow: checked ? `0 0 0 1px ${color}` : 'none',
                display: 'grid',
                placeItems: 'center',
                cursor: 'pointer',
                '&:has(input:focus-visible)': { outline: `2px solid ${color}`, outlineOffset: 2 },
              }}
            >
              <Box
                component="input"
                type="radio"
                name={id}
                checked={checked}
                onChange={() => onChange(color)}
                aria-label={t(`customizer.colors.${names[i] ?? 'okoume'}`)}
                sx={{ position: 'absolute', inset: 0, opacity: 0, m: 0, cursor: 'pointer' }}
              />
              <Box
                sx={{
                  inlineSize: 32,
                  blockSize: 32,
                  borderRadius: 1.5,
                  bgcolor: color,
                  display: 'grid',
                  placeItems: 'center',
                  color: '#fff',
                }}
              >
                {checked && <Check fontSize="small" />}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
