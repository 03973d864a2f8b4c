import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/data-table/types';
import { type ChipTone, TonalChip } from '@/components/tonal-chip';
import { useFormatters } from '@/lib/use-formatters';
import type { AuditEntry } from '../api/types';
import { useAuditLabels } from './audit-labels';

const tones: Record<string, ChipTone> = { create: 'success', update: 'info', delete: 'error' };

/** Record ids and field names are the API's own words: shown left to right, as code, in every language. */
function Code({ text, wrap = false }: { text: string; wrap?: boolean }) {
  return (
    <Typography
      component="bdi"
      dir="ltr"
      variant="body2"
      sx={{ fontFamily: 'monospace', whiteSpace: wrap ? 'normal' : 'nowrap' }}
    >
      {text}
    </Typography>
  );
}

export function useAuditColumns(): DataTableColumn<AuditEntry>[] {
  const { t } = useTranslation('audit');
  const fmt = useFormatters();
  const labels = useAuditLabels();
  const when = (e: AuditEntry) => fmt.dateTime(e.at);
  const fields = (e: AuditEntry) => e.fields.join(', ');
  return [
    { id: 'at', header: t('fields.at'), sortKey: 'at', csv: when, render: when, minWidth: 170 },
    {
      id: 'user',
      header: t('fields.user'),
      sortKey: 'user',
      csv: (e) => e.userName,
      render: (e) => <bdi>{e.userName}</bdi>,
      minWidth: 160,
    },
    {
      id: 'action',
      header: t('fields.action'),
      sortKey: 'action',
      csv: (e) => labels.action(e.action),
      render: (e) => <TonalChip tone={tones[e.action] ?? 'secondary'} label={labels.action(e.action)} />,
    },
    {
      id: 'subject',
      header: t('fields.subject'),
      sortKey: 'subject',
      csv: (e) => labels.subject(e.subject),
      render: (e) => labels.subject(e.subject),
      minWidth: 140,
    },
    {
      id: 'record',
      header: t('fields.record'),
      csv: (e) => e.recordId ?? '',
      render: (e) => (e.recordId === null ? <span aria-label={t('none')}>—</span> : <Code text={e.recordId} />),
    },
    {
      id: 'fields',
      header: t('fields.changed'),
      csv: fields,
      render: (e) => (e.fields.length ? <Code text={fields(e)} wrap /> : <span aria-label={t('none')}>—</span>),
      minWidth: 200,
    },
  ];
}
