import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '@/components/data-table/table-states';
import { useFormatters } from '@/lib/use-formatters';
import { usePatchEmail } from '../api/mutations';
import type { EmailList, EmailSummary } from '../api/types';
import { MailActions } from './mail-actions';
import { MailRow } from './mail-row';
import { mailPageSize, type MailUrl } from './use-mail-url';

interface Props {
  url: MailUrl;
  query: UseQueryResult<EmailList>;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], selected: boolean) => void;
  active: number;
  onActive: (index: number) => void;
  links: RefObject<(HTMLAnchorElement | null)[]>;
  onDone: (what: string) => void;
  labelId: string;
}

const flip = (dir: 'ltr' | 'rtl') => (dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined);

/** The page of messages with its toolbar: select all, the selection's actions, refresh and paging. */
export function MailList({ url, query, selected, onSelect, active, onActive, links, onDone, labelId }: Props) {
  const { t, i18n } = useTranslation('email');
  const fmt = useFormatters();
  const patch = usePatchEmail();
  const emails = query.data?.emails ?? [];
  const total = query.data?.total ?? 0;
  const chosen = emails.filter((e) => selected.has(e.id));
  const all = emails.length > 0 && chosen.length === emails.length;
  const from = total === 0 ? 0 : (url.page - 1) * mailPageSize + 1;
  const to = Math.min(total, url.page * mailPageSize);
  const dir = i18n.dir();
  const folderOf = (list: EmailSummary[]) =>
    list.every((e) => e.folder === list[0]?.folder) ? (list[0]?.folder ?? 'inbox') : 'mixed';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minBlockSize: 0, flex: 1 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          paddingInline: { xs: 1, sm: 2 },
          paddingBlock: 0.5,
          borderBlockEnd: 1,
          borderColor: 'divider',
          minBlockSize: 52,
        }}
      >
        <Checkbox
          size="small"
          checked={all}
          indeterminate={chosen.length > 0 && !all}
          disabled={emails.length === 0}
          onChange={(e) =>
            onSelect(
              emails.map((m) => m.id),
              e.target.checked,
            )
          }
          slotProps={{ input: { 'aria-label': t('list.selectAll') } }}
        />
        {chosen.length > 0 ? (
          <>
            <Typography variant="body2" sx={{ marginInlineEnd: 1 }} aria-live="polite">
              {t('list.selected', { count: chosen.length })}
            </Typography>
            <MailActions
              ids={chosen.map((e) => e.id)}
              folder={folderOf(chosen)}
              allRead={chosen.every((e) => e.read)}
              labelsOn={(['personal', 'company', 'important', 'private'] as const).filter((l) =>
                chosen.every((e) => e.labels.includes(l)),
              )}
              onDone={(what) => {
                onSelect(
                  chosen.map((e) => e.id),
                  false,
                );
                onDone(what);
              }}
            />
          </>
        ) : (
          <IconButton aria-label={t('list.refresh')} onClick={() => void query.refetch()}>
            <Refresh />
          </IconButton>
        )}
        <Box sx={{ flex: 1 }} />
        <Typography variant="body2" color="textSecondary" noWrap>
          {t('list.range', { from: fmt.number(from), to: fmt.number(to), total: fmt.number(total) })}
        </Typography>
        <IconButton aria-label={t('list.previous')} disabled={url.page <= 1} onClick={() => url.setPage(url.page - 1)}>
          <ChevronLeft sx={flip(dir)} />
        </IconButton>
        <IconButton aria-label={t('list.next')} disabled={to >= total} onClick={() => url.setPage(url.page + 1)}>
          <ChevronRight sx={flip(dir)} />
        </IconButton>
      </Box>
      {query.isError && !query.data ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <Box aria-busy="true" aria-label={t('list.label')}>
          {Array.from({ length: 8 }, (_, i) => (
            <Box
              key={i}
              sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 2, borderBlockEnd: 1, borderColor: 'divider' }}
            >
              <Skeleton variant="circular" width={32} height={32} />
              <Skeleton variant="text" sx={{ flex: 1 }} />
            </Box>
          ))}
        </Box>
      ) : emails.length === 0 ? (
        url.q ? (
          <EmptyState title={t('empty.searchTitle')} body={t('empty.searchBody')} />
        ) : (
          <EmptyState title={t('empty.title')} body={t('empty.body')} />
        )
      ) : (
        <Box component="ul" aria-labelledby={labelId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {emails.map((email, index) => (
            <MailRow
              key={email.id}
              email={email}
              href={url.openHref(email.id)}
              linkRef={(node) => {
                links.current[index] = node;
              }}
              selected={selected.has(email.id)}
              active={index === active}
              onSelect={(on) => onSelect([email.id], on)}
              onStar={() => patch.mutate({ id: email.id, starred: !email.starred })}
              onFocus={() => onActive(index)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
