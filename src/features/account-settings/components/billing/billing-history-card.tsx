import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import { invoices } from '../../api/sample-data';

const tones = { paid: 'success', pending: 'warning', overdue: 'error' } as const;

export function BillingHistoryCard() {
  const { t } = useTranslation('account-settings');
  const fmt = useFormatters();
  const titleId = useId();
  return (
    <Card>
      <CardHeader
        title={t('history.title')}
        subheader={t('history.subtitle')}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: titleId } }}
      />
      <TableContainer>
        <Table aria-labelledby={titleId} sx={{ minInlineSize: 600 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('history.invoice')}</TableCell>
              <TableCell>{t('history.plan')}</TableCell>
              <TableCell>{t('history.issued')}</TableCell>
              <TableCell>{t('history.status')}</TableCell>
              <TableCell align="right">{t('history.total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invoices.map((inv) => (
              <TableRow key={inv.id}>
                <TableCell sx={{ fontWeight: 600 }}>{inv.id}</TableCell>
                <TableCell>{t(`plans.${inv.plan}`)}</TableCell>
                <TableCell>{fmt.date(inv.issued)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={t(`history.statuses.${inv.status}`)}
                    icon={
                      <FiberManualRecord
                        aria-hidden
                        sx={{ fontSize: '0.6rem !important', color: `${tones[inv.status]}.main` }}
                      />
                    }
                    sx={(theme) => ({
                      bgcolor: `rgba(${theme.vars?.palette[tones[inv.status]].mainChannel} / 0.16)`,
                      color: 'text.primary',
                      fontWeight: 500,
                    })}
                  />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {fmt.money(inv.total, 'XAF')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}
