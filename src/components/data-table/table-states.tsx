import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Inbox from '@mui/icons-material/InboxOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keyframes, styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function EmptyState({ title, body, action }: { title?: string; body?: string; action?: ReactNode }) {
  const { t } = useTranslation('data-table');
  return (
    <Box role="status" sx={{ py: 6, px: 2, textAlign: 'center', color: 'text.secondary' }}>
      <Inbox sx={{ fontSize: 48, mb: 1 }} aria-hidden />
      <Typography variant="h6" component="p" color="textPrimary">
        {title ?? t('empty.title')}
      </Typography>
      <Typography variant="body2">{body ?? t('empty.body')}</Typography>
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}

export function ErrorState({ onRetry, title, body }: { onRetry?: () => void; title?: string; body?: string }) {
  const { t } = useTranslation('data-table');
  return (
    <Box role="alert" sx={{ py: 6, px: 2, textAlign: 'center' }}>
      <ErrorOutline color="error" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
      <Typography variant="h6" component="p">
        {title ?? t('error.title')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {body ?? t('error.body')}
      </Typography>
      {onRetry && (
        <Button variant="contained" onClick={onRetry}>
          {t('error.retry')}
        </Button>
      )}
    </Box>
  );
}

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

/** A placeholder row styled once: MUI's TableCell and text Skeleton, without two styled components per cell. */
const SkeletonRow = styled('tr')(({ theme }) => {
  // The app's theme always has CSS variables (src/theme/create-app-theme.ts).
  const vars = theme.vars;
  return {
    '& > td': {
      ...theme.typography.body2,
      padding: 16,
      borderBottom: `1px solid ${vars?.palette.TableCell.border}`,
    },
    '& > td > span': {
      display: 'block',
      backgroundColor: vars?.palette.Skeleton.bg,
      transformOrigin: '0 55%',
      transform: 'scale(1, 0.60)',
      borderRadius: vars?.shape.borderRadius,
      animation: `${pulse} 2s ease-in-out 0.5s infinite`,
      '&::before': { content: '"\\00a0"' },
      '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  };
});

/**
 * `rowHeight`: the loaded rows' height, so the table keeps its size when the data arrives. Plain cells in a row
 * styled once: a list's first paint drew ~700 components of placeholders (docs/performance.md, "First render").
 */
export function SkeletonRows({ rows, columns, rowHeight }: { rows: number; columns: number; rowHeight?: number }) {
  const { t } = useTranslation('data-table');
  return Array.from({ length: rows }, (_, r) => (
    <SkeletonRow
      key={r}
      data-placeholder
      aria-hidden={r > 0}
      aria-label={r === 0 ? t('loading') : undefined}
      style={rowHeight ? { blockSize: rowHeight } : undefined}
    >
      {Array.from({ length: columns }, (_, c) => (
        <td key={c}>
          <span />
        </td>
      ))}
    </SkeletonRow>
  ));
}

/** A table-wide message row (empty or error) that spans every column. */
export function FullRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} sx={{ borderBottom: 0 }}>
        {children}
      </TableCell>
    </TableRow>
  );
}
