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
import { intlLocaleOf } from '@/lib/i18n/languages';
import { useFormatters } from '@/lib/use-formatters';
import { recentDevices } from '../../api/sample-data';

export function RecentDevicesCard() {
  const { t, i18n } = useTranslation('account-settings');
  const fmt = useFormatters();
  const titleId = useId();
  const regions = new Intl.DisplayNames(intlLocaleOf(i18n.resolvedLanguage ?? i18n.language), { type: 'region' });
  return (
    <Card>
      <CardHeader title={t('devices.title')} slotProps={{ title: { component: 'h2', variant: 'h6', id: titleId } }} />
      <TableContainer>
        <Table aria-labelledby={titleId} sx={{ minInlineSize: 640 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('devices.browser')}</TableCell>
              <TableCell>{t('devices.device')}</TableCell>
              <TableCell>{t('devices.location')}</TableCell>
              <TableCell>{t('devices.lastActive')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {recentDevices.map((d) => (
              <TableRow key={d.id}>
                <TableCell>
                  {t('devices.browserOn', { browser: d.browser, os: d.os })}
                  {'current' in d && (
                    <Chip size="small" label={t('devices.current')} variant="outlined" sx={{ marginInlineStart: 1 }} />
                  )}
                </TableCell>
                <TableCell>{d.device}</TableCell>
                <TableCell>{`${d.city}, ${regions.of(d.country) ?? d.country}`}</TableCell>
                <TableCell>{fmt.dateTime(d.at)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}
