import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';

interface Props {
  value: string;
  onChange: (q: string) => void;
  label: string;
  delayMs?: number;
}

/** Debounced so that a word typed quickly sends one request, not one per letter. */
export function TableSearchField({ value, onChange, label, delayMs = 150 }: Props) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The URL changed under us (Back, a link): show its value.
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <TextField
      type="search"
      value={text}
      label={label}
      onChange={(e) => {
        const next = e.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => onChange(next.trim()), delayMs);
      }}
      sx={{ flex: { xs: '1 1 100%', sm: '1 1 340px' }, maxInlineSize: { sm: 440 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
