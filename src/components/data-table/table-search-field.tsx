import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

interface Props {
  value: string;
  onChange: (q: string) => void;
  label: string;
}

/**
 * Searches as the visitor types: every keystroke updates the URL and the query (TanStack Query aborts the
 * request it no longer needs), so the rows follow the text at once.
 */
export function TableSearchField({ value, onChange, label }: Props) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState<readonly string[]>([]);
  // Our own keystrokes come back through the URL, possibly a render or two late: only another change
  // (Back, a link) replaces what is in the box.
  if (value !== seen) {
    setSeen(value);
    if (!sent.includes(value)) setText(value);
  }
  return (
    <TextField
      type="search"
      value={text}
      label={label}
      onChange={(e) => {
        const next = e.target.value;
        const q = next.trim();
        setText(next);
        setSent((list) => [...list.slice(-19), q]);
        onChange(q);
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
