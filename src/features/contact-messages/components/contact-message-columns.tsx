import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/data-table/types';
import { useFormatters } from '@/lib/use-formatters';
import type { ContactMessage } from '../api/types';
import { HandledChip } from './handled-chip';

export function useContactMessageColumns(): DataTableColumn<ContactMessage>[] {
  const { t } = useTranslation('contact-messages');
  const fmt = useFormatters();
  const received = (m: ContactMessage) => fmt.dateTime(m.createdAt);
  const status = (m: ContactMessage) => t(m.handled ? 'status.handled' : 'status.new');
  return [
    {
      id: 'from',
      header: t('fields.from'),
      csv: (m) => `${m.fullName} <${m.email}>`,
      render: (m) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: m.handled ? 400 : 600 }}>
            <bdi>{m.fullName}</bdi>
          </Typography>
          <Typography variant="body2" color="textSecondary">
            <bdi dir="ltr">{m.email}</bdi>
          </Typography>
        </>
      ),
      minWidth: 200,
    },
    {
      id: 'subject',
      header: t('fields.subject'),
      csv: (m) => m.subject,
      render: (m) => <bdi>{m.subject}</bdi>,
      minWidth: 220,
    },
    { id: 'createdAt', header: t('fields.received'), csv: received, render: received, minWidth: 170 },
    { id: 'handled', header: t('fields.status'), csv: status, render: (m) => <HandledChip handled={m.handled} /> },
  ];
}
