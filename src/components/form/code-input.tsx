import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type ClipboardEvent, type KeyboardEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The digits typed so far; a space stands for a box left empty between two filled ones. */
  value: string;
  onChange: (value: string) => void;
  length?: number;
  label: string;
  error?: string;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * A one-time code in separate boxes: typing a digit moves to the next box, Backspace on an empty box goes back,
 * the arrows move, and pasting (or the phone's autofill) spreads a whole code. The boxes stay left to right in
 * Arabic too, as a code is read in the order it was sent.
 */
export function CodeInput({ value, onChange, length = 6, label, error }: Props) {
  const { t } = useTranslation();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const errorId = useId();
  const chars = Array.from({ length }, (_, i) => (value[i] ?? '').trim());

  const focus = (i: number) => boxes.current[Math.max(0, Math.min(length - 1, i))]?.focus();
  const emit = (next: string[]) =>
    onChange(
      next
        .map((c) => c || ' ')
        .join('')
        .trimEnd(),
    );

  /** Writes `digits` from box `from` on, then puts the caret after the last one written. */
  const fill = (from: number, digits: string) => {
    const next = [...chars];
    const written = digits.slice(0, length - from);
    [...written].forEach((digit, k) => (next[from + k] = digit));
    emit(next);
    focus(from + written.length);
  };

  const onKeyDown = (i: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !chars[i] && i > 0) {
      e.preventDefault();
      const next = [...chars];
      next[i - 1] = '';
      emit(next);
      focus(i - 1);
    } else if (/^\d$/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      // Handled here, not in onChange: a digit typed over the same digit changes no value, so no change event
      // would move on to the next box.
      e.preventDefault();
      fill(i, e.key);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      focus(i - 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      focus(i + 1);
    }
  };

  const onPaste = (i: number) => (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    fill(i, digitsOf(e.clipboardData.getData('text')));
  };

  return (
    <div>
      <Box
        role="group"
        aria-label={label}
        aria-describedby={error ? errorId : undefined}
        dir="ltr"
        sx={{ display: 'grid', gridTemplateColumns: `repeat(${length}, 1fr)`, gap: { xs: 1, sm: 1.5 } }}
      >
        {chars.map((c, i) => (
          <OutlinedInput
            key={i}
            value={c}
            error={Boolean(error) && !c}
            inputRef={(el: HTMLInputElement | null) => {
              boxes.current[i] = el;
            }}
            onChange={(e) => {
              const digits = digitsOf(e.target.value);
              // More than two digits at once is autofill; otherwise the box had one and the new one wins.
              if (digits.length > 2) fill(i, digits);
              else if (digits) fill(i, digits.slice(-1));
              else emit(chars.map((d, k) => (k === i ? '' : d)));
            }}
            onKeyDown={onKeyDown(i)}
            onPaste={onPaste(i)}
            onFocus={(e) => e.target.select()}
            inputProps={{
              inputMode: 'numeric',
              autoComplete: i === 0 ? 'one-time-code' : 'off',
              'aria-label': t('codeInput.digit', { n: i + 1, count: length }),
              'aria-invalid': Boolean(error) && !c,
            }}
            sx={{
              '& input': { textAlign: 'center', fontSize: '1.35rem', fontWeight: 600, py: 1.25, px: 0 },
            }}
          />
        ))}
      </Box>
      {error && (
        <FormHelperText id={errorId} error sx={{ mx: 0, mt: 1 }}>
          {error}
        </FormHelperText>
      )}
    </div>
  );
}
