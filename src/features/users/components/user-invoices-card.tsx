import MuiLink from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedTableCard } from '@/components/data-table/paged-table-card';
import { InvoiceStatusChip } from '@/components/invoice-status-chip';
import { href } from '@/config/paths';
import { useFormatters } from '@/lib/use-formatters';
import { accentText } from '@/theme/accent';
import { userInvoicesPerPage, usersQueries } from '../api/queries';

/** On a phone the issued day goes under the number, so the total keeps its room. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The invoices the user issued (docs/decisions.md, "A user's invoices"), newest first; each opens its preview. */
export function UserInvoicesCard({ userId }: { userId: number }) {
  const { t } = useTranslation('users');
  const fmt = useFormatters();
  const [paging, setPaging] = useState({ page: 1, itemsPerPage: userInvoicesPerPage });
  const query = useQuery(usersQueries.invoices(String(userId), paging.page, paging.itemsPerPage));
  return (
    <PagedTableCard
      title={t('overview.invoices.title')}
      subheader={t('overview.invoices.hint')}
      query={query}
      rows={query.data?.invoices ?? []}
      paging={paging}
      onPaging={setPaging}
      columns={4}
      rowHeight={45}
      size="small"
      sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}
      empty={{ title: t('overview.invoices.none'), body: t('overview.invoices.noneBody') }}
      head={
        <>
          <TableCell>{t('overview.invoices.number')}</TableCell>
          <TableCell sx={wideOnly}>{t('overview.invoices.issued')}</TableCell>
          <TableCell>{t('overview.invoices.status')}</TableCell>
          <TableCell align="right">{t('overview.invoices.total')}</TableCell>
        </>
      }
      row={(i) => (
        <TableRow key={i.id} hover>
          <TableCell>
            <MuiLink
              component={Link}
              to={href('apps-invoice-preview', { id: i.id })}
              sx={[{ fontWeight: 600, whiteSpace: 'nowrap' }, accentText]}
            >
              {i.number}
            </MuiLink>
            <Typography variant="caption" color="textSecondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
              {fmt.date(i.issuedDate)}
            </Typography>
          </TableCell>
          <TableCell sx={[{ whiteSpace: 'nowrap' }, wideOnly]}>{fmt.date(i.issuedDate)}</TableCell>
          <TableCell>
            <InvoiceStatusChip status={i.status} />
          </TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {fmt.money(i.total, i.currency)}
          </TableCell>
        </TableRow>
      )}
    />
  );
}
