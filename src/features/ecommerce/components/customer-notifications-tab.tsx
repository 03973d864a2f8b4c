import Alert from '@mui/material/Alert';
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
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, SkeletonRows } from '@/components/data-table/table-states';
import { toast } from '@/lib/toast';
import { useSaveNotifications } from '../api/customer-book-mutations';
import {
  notificationChannels as channels,
  notificationEvents as events,
  type NotificationChoices,
} from '../api/customer-preferences';
import { ecommerceQueries } from '../api/queries';

/** The customer's event × channel choices, loaded from and saved to the API (docs/api.md, "E-commerce"). */
export function CustomerNotificationsTab({ customerId }: { customerId: number }) {
  const { t } = useTranslation('ecommerce');
  const query = useQuery(ecommerceQueries.customerNotifications(customerId));
  const save = useSaveNotifications(customerId);
  const [edited, setEdited] = useState<NotificationChoices | null>(null);
  const choices = edited ?? query.data;
  const toggle = (event: (typeof events)[number], channel: (typeof channels)[number]) =>
    choices && setEdited({ ...choices, [event]: { ...choices[event], [channel]: !choices[event][channel] } });
  const submit = () =>
    choices &&
    save.mutate(choices, {
      onSuccess: () => {
        setEdited(null);
        toast(t('customers.notificationsSaved'), { variant: 'success' });
      },
    });
  const title = t('customers.notifications');
  return (
    <Card>
      <CardHeader
        title={title}
        subheader={t('customers.notificationsHint')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      {query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : (
        <>
          <TableContainer>
            <Table
              aria-label={title}
              aria-busy={query.isPending}
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
                {!choices ? (
                  <SkeletonRows rows={events.length} columns={channels.length + 1} rowHeight={59} />
                ) : (
                  events.map((e) => (
                    <TableRow key={e}>
                      <TableCell>{t(`customers.events.${e}`)}</TableCell>
                      {channels.map((c) => (
                        <TableCell key={c} align="center">
                          <Checkbox
                            checked={choices[e][c]}
                            onChange={() => toggle(e, c)}
                            slotProps={{
                              input: {
                                'aria-label': `${t(`customers.events.${e}`)} – ${t(`customers.channels.${c}`)}`,
                              },
                            }}
                          />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </TableContainer>
          <CardContent sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
            {save.isError && (
              <Alert severity="error" sx={{ justifySelf: 'stretch' }}>
                {t('customers.notificationsFailed')}
              </Alert>
            )}
            <Button variant="contained" onClick={submit} loading={save.isPending} disabled={!choices}>
              {t('actions.save')}
            </Button>
          </CardContent>
        </>
      )}
    </Card>
  );
}
