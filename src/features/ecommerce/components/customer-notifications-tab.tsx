import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';

const events = ['newOrder', 'orderShipped', 'newReview', 'promotions'] as const;
const channels = ['email', 'browser', 'app'] as const;

export function CustomerNotificationsTab() {
  const { t } = useTranslation('ecommerce');
  const [checked, setChecked] = useState<Set<string>>(
    () => new Set(['newOrder:email', 'orderShipped:email', 'newOrder:browser']),
  );
  const toggle = (key: string) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return (
    <Card>
      <CardHeader
        title={t('customers.notifications')}
        subheader={t('customers.notificationsHint')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <TableContainer>
        <Table
          aria-label={t('customers.notifications')}
          sx={{ '& .MuiTableCell-root': { paddingInline: { xs: 1, sm: 2 } } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('customers.event')}</TableCell>
              {channels.map((c) => (
                <TableCell key={c} align="center">
                  {t(`customers.channels.${c}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {events.map((e) => (
              <TableRow key={e}>
                <TableCell>{t(`customers.events.${e}`)}</TableCell>
                {channels.map((c) => (
                  <TableCell key={c} align="center">
                    <Checkbox
                      checked={checked.has(`${e}:${c}`)}
                      onChange={() => toggle(`${e}:${c}`)}
                      slotProps={{
                        input: { 'aria-label': `${t(`customers.events.${e}`)} – ${t(`customers.channels.${c}`)}` },
                      }}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <CardContent>
        <Button variant="contained" onClick={() => toast(t('demo.validNotSaved'), { variant: 'info' })}>
          {t('actions.save')}
        </Button>
      </CardContent>
    </Card>
  );
}
