import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { useCallback, useState } from 'react';

/**
 * What the keyboard does, said to screen readers (issue "E-mail": moves, opening, composing and closing are
 * announced): a polite live region the screen keeps mounted, and the function that speaks into it.
 */
export function useAnnouncer() {
  const [message, setMessage] = useState({ text: '', n: 0 });
  const announce = useCallback((text: string) => setMessage(({ n }) => ({ text, n: n + 1 })), []);
  // The key changes with each message, so the same words said twice are heard twice.
  const region = (
    <Box role="status" aria-live="polite" sx={visuallyHidden}>
      <span key={message.n}>{message.text}</span>
    </Box>
  );
  return { announce, region };
}
