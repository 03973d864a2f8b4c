import CheckCircle from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { type ReactNode, type RefObject } from 'react';

interface Props {
  title: string;
  message: string;
  number: string;
  numberLabel: string;
  restartLabel: string;
  onRestart: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
  children?: ReactNode;
}

/** The confirmation after a wizard's submit: the saved record's number, what was saved, and a fresh start. */
export function WizardDone({
  title,
  message,
  number,
  numberLabel,
  restartLabel,
  onRestart,
  headingRef,
  children,
}: Props) {
  return (
    <Card component="section" aria-labelledby="wizard-done-title" sx={{ p: { xs: 3, md: 5 } }}>
      <Box sx={{ textAlign: 'center', maxInlineSize: 560, mx: 'auto', mb: children ? 4 : 0 }}>
        <CheckCircle aria-hidden color="success" sx={{ fontSize: 64, mb: 1 }} />
        <Typography
          id="wizard-done-title"
          variant="h4"
          component="h2"
          ref={headingRef}
          tabIndex={-1}
          sx={{ outline: 'none' }}
        >
          {title}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1 }}>
          {message}
        </Typography>
        <Box
          sx={{
            mt: 2.5,
            display: 'inline-flex',
            gap: 1,
            alignItems: 'baseline',
            px: 2,
            py: 1,
            borderRadius: 2,
            bgcolor: 'action.hover',
          }}
        >
          <Typography variant="body2" color="textSecondary">
            {numberLabel}
          </Typography>
          <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }} dir="ltr">
            {number}
          </Typography>
        </Box>
        <Box sx={{ mt: 3 }}>
          <Button variant="contained" onClick={onRestart}>
            {restartLabel}
          </Button>
        </Box>
      </Box>
      {children}
    </Card>
  );
}
