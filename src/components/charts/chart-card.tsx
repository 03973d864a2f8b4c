import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import { type ReactNode, Suspense } from 'react';

/** A dashboard card holding one chart: a level-2 title, and a figure named after it for screen readers. */
export function ChartCard({
  title,
  subtitle,
  action,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card sx={{ blockSize: '100%' }}>
      <CardHeader
        title={title}
        subheader={subtitle}
        action={action}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }} role="figure" aria-label={title}>
        {children}
      </CardContent>
    </Card>
  );
}

/** A chart once its data and code are there (children given), a placeholder of its size until then. */
export function Plot({ height, children }: { height: number; children?: ReactNode }) {
  const placeholder = <Skeleton variant="rounded" height={height} />;
  return children ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
