import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { ChipTone } from './status-tones';

interface Props {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon: ReactNode;
  tone?: ChipTone;
  loading?: boolean;
}

export function StatCard({ label, value, hint, icon, tone = 'primary', loading }: Props) {
  return (
    <Card sx={{ blockSize: '100%' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
        <Box sx={{ flex: 1, minInlineSize: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h5" component="p" sx={{ my: 0.5 }}>
            {loading ? <Skeleton width={80} /> : value}
          </Typography>
          {hint && (
            <Typography variant="caption" color="text.secondary">
              {hint}
            </Typography>
          )}
        </Box>
        <Avatar
          variant="rounded"
          aria-hidden
          sx={(theme) => ({
            bgcolor: `rgba(${theme.vars?.palette[tone].mainChannel} / 0.16)`,
            color: `${tone}.main`,
          })}
        >
          {icon}
        </Avatar>
      </CardContent>
    </Card>
  );
}
