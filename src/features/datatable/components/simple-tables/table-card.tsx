import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';

interface Props {
  /** Id of the title, which names the scroll region and the table. */
  id: string;
  title: string;
  subtitle: string;
  /** A fixed height makes the region scroll inside the card (sticky header). */
  maxBlockSize?: number;
  children: ReactNode;
}

/** A card holding one table in a focusable scroll region, so a keyboard can scroll it on a phone. */
export function TableCard({ id, title, subtitle, maxBlockSize, children }: Props) {
  return (
    <Card sx={{ blockSize: '100%' }}>
      <CardHeader title={title} subheader={subtitle} slotProps={{ title: { id, component: 'h2', variant: 'h6' } }} />
      <TableContainer tabIndex={0} role="region" aria-labelledby={id} sx={{ maxBlockSize }}>
        {children}
      </TableContainer>
    </Card>
  );
}
