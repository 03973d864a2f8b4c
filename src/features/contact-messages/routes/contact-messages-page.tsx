import Card from '@mui/material/Card';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { fetchAllPages } from '@/components/data-table/export-csv';
import { FilterSelect } from '@/components/data-table/filter-select';
import { RowAction } from '@/components/data-table/row-action';
import { EmptyState } from '@/components/data-table/table-states';
import { preloadDeleteDialog, useDeleteFlow } from '@/components/data-table/use-delete-flow';
import { useServerTable } from '@/components/data-table/use-server-table';
import { PageTitle } from '@/components/page-title';
import { contactMessageList, contactMessageStatuses } from '../api/lists';
import { useDeleteContactMessage } from '../api/mutations';
import { contactMessagesQueries, fetchContactMessages } from '../api/queries';
import type { ContactMessage } from '../api/types';
import { useContactMessageColumns } from '../components/contact-message-columns';
import { ContactMessageDialog } from '../components/contact-message-dialog';

/** The back office's inbox of the landing page's contact form (docs/api.md, "Contact"): newest first. */
export function Component() {
  const { t } = useTranslation('contact-messages');
  const { table, query } = useServerTable(contactMessageList, contactMessagesQueries.list);
  const columns = useContactMessageColumns();
  // The open message is in the address (`?open=msg-0003`): a reload, Back and a shared link show it again.
  const [params, setParams] = useSearchParams();
  const openId = params.get('open');
  const setOpenId = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('open', id);
        else next.delete('open');
        return next;
      },
      { preventScrollReset: true },
    );
  const del = useDeleteFlow<ContactMessage>(useDeleteContactMessage(), (m) => m.subject);
  // The dialog shows the row as the list has it now, so marking it handled shows at once after the refresh; a
  // message on another page or filtered out (a shared link) is read on its own.
  const listed = query.data?.messages.find((m) => m.id === openId);
  const alone = useQuery({
    ...contactMessagesQueries.detail(openId ?? ''),
    enabled: Boolean(openId) && !listed && query.isSuccess,
  });
  const open = openId ? (listed ?? alone.data) : undefined;
  return (
    <>
      <PageTitle title={t('title')} subtitle={t('subtitle')} />
      <Card>
        <DataTable
          label={t('title')}
          columns={columns}
          rows={query.data?.messages}
          total={query.data?.total ?? 0}
          getRowId={(m) => m.id}
          table={table}
          query={query}
          searchLabel={t('search')}
          filters={
            <FilterSelect
              label={t('fields.status')}
              allLabel={t('filters.all')}
              value={table.state.filters.status ?? ''}
              options={contactMessageStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              onChange={(v) => table.setFilter('status', v)}
            />
          }
          empty={table.filtered ? undefined : <EmptyState title={t('empty.title')} body={t('empty.body')} />}
          exportFileName="contact-messages.csv"
          exportRows={() =>
            fetchAllPages((page, itemsPerPage) =>
              fetchContactMessages({ ...table.state, page, itemsPerPage }).then((r) => ({
                rows: r.messages,
                total: r.total,
              })),
            )
          }
          rowActions={(m) => (
            <>
              <RowAction label={t('open', { subject: m.subject })} icon="view" onClick={() => setOpenId(m.id)} />
              <RowAction
                label={t('delete', { subject: m.subject })}
                icon="delete"
                onClick={() => del.ask(m)}
                preload={preloadDeleteDialog}
              />
            </>
          )}
        />
      </Card>
      <ContactMessageDialog
        message={open}
        onClose={() => setOpenId(null)}
        onDelete={(m) => {
          setOpenId(null);
          del.ask(m);
        }}
      />
      {del.dialog}
    </>
  );
}
