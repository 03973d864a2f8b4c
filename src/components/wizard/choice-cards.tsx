import Box from '@mui/material/Box';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

export interface Choice<T extends string> {
  value: T;
  label: string;
  description?: string;
  icon: ReactNode;
}

interface Props<V extends FieldValues, T extends string> {
  name: Path<V>;
  control: Control<V>;
  label: string;
  choices: ReadonlyArray<Choice<T>>;
  columns?: { xs: number; sm?: number; md?: number };
}

/**
 * A choice drawn as option cards (Vuexy's custom radios: icon, title, a line of description). Real radio
 * inputs underneath give the arrow keys and the radio role; the whole card is the label.
 */
export function ChoiceCards<V extends FieldValues, T extends string>({
  name,
  control,
  label,
  choices,
  columns,
}: Props<V, T>) {
  const id = useId();
  const cols = columns ?? { xs: 1, sm: Math.min(choices.length, 3) };
  const template: Record<string, string> = Object.fromEntries(
    Object.entries(cols).map(([breakpoint, n]) => [breakpoint, `repeat(${n}, minmax(0, 1fr))`]),
  );
  // Where the cards stack one per row (a phone), each is a row itself: icon, texts, radio. Drawn as columns of
  // one, three choices would fill more than a phone's screen.
  const byWidth = <T,>(row: T, column: T): Record<string, T> =>
    Object.fromEntries(Object.entries(cols).map(([breakpoint, n]) => [breakpoint, n === 1 ? row : column]));
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Box role="radiogroup" aria-labelledby={id} sx={{ mb: 3 }}>
          <Typography id={id} variant="body2" sx={{ fontWeight: 600, mb: 1.25 }}>
            {label}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: template,
            }}
          >
            {choices.map((choice) => {
              const checked = field.value === choice.value;
              return (
                <Box
                  component="label"
                  key={choice.value}
                  sx={{
                    position: 'relative',
                    display: 'flex',
                    flexDirection: byWidth('row', 'column'),
                    alignItems: 'center',
                    textAlign: byWidth('start', 'center'),
                    gap: byWidth(2, 0.75),
                    // One padding key: with `p` and `pt` both responsive, the system keeps only the last one.
                    p: byWidth(2, 2.5),
                    cursor: 'pointer',
                    borderRadius: 2,
                    border: 1,
                    borderColor: checked ? 'primary.main' : 'divider',
                    boxShadow: checked ? '0 0 0 1px var(--mui-palette-primary-main)' : 'none',
                    bgcolor: checked ? 'rgba(var(--mui-palette-primary-mainChannel) / 0.06)' : 'transparent',
                    transition: 'border-color .15s, box-shadow .15s',
                    '&:hover': { borderColor: 'primary.main' },
                    '&:has(input:focus-visible)': {
                      outline: '2px solid var(--mui-palette-primary-main)',
                      outlineOffset: 2,
                    },
                  }}
                >
                  <Box
                    aria-hidden
                    sx={{
                      color: checked ? 'primary.main' : 'text.secondary',
                      display: 'flex',
                      mt: byWidth(0, 0.5),
                      '& svg': { fontSize: byWidth(28, 34) },
                    }}
                  >
                    {choice.icon}
                  </Box>
                  <Box sx={{ display: 'grid', gap: 0.75, flex: byWidth('1', 'none') }}>
                    <Typography sx={{ fontWeight: 600 }}>{choice.label}</Typography>
                    {choice.description && (
                      <Typography variant="body2" color="textSecondary">
                        {choice.description}
                      </Typography>
                    )}
                  </Box>
                  <Radio
                    size="small"
                    checked={checked}
                    value={choice.value}
                    name={field.name}
                    slotProps={{ input: { ref: checked ? field.ref : undefined } }}
                    onChange={() => field.onChange(choice.value)}
                    onBlur={field.onBlur}
                    sx={{ mt: byWidth(0, 0.5), p: 0.5 }}
                  />
                </Box>
              );
            })}
          </Box>
        </Box>
      )}
    />
  );
}
