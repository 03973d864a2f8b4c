import ArrowBack from '@mui/icons-material/ArrowBack';
import AttachFile from '@mui/icons-material/AttachFile';
import Edit from '@mui/icons-material/EditOutlined';
import Forward from '@mui/icons-material/Forward';
import Reply from '@mui/icons-material/Reply';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/data-table/table-states';
import { InitialsAvatar } from '@/components/initials-avatar';
import { ApiError } from '@/lib/api-client';
import { usePatchEmail } from '../api/mutations';
import { emailQueries } from '../api/queries';
import { plainText } from '../api/plain-text';
import type { Email } from '../api/types';
import { LabelDot } from './label-dot';
import { MailActions } from './mail-actions';
import { MailBody } from './mail-body';
import { useFileSize } from './use-file-size';
import { useMailDate } from './use-mail-date';

export type ComposeStart =
  { mode: 'new' } | { mode: 'reply' | 'forward'; source: Email } | { mode: 'draft'; source: Email };

interface Props {
  id: number;
  onClose: () => void;
  onCompose: (start: ComposeStart) => void;
  onDone: (what: string, left: boolean) => void;
}

/** One message of the thread: its sender card, recipients, date, text and attachments; earlier ones fold. */
function ThreadMessage({ email, open, onToggle }: { email: Email; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation('email');
  const date = useMailDate();
  const size = useFileSize();
  // Names only (the address is the sender card's): a name and an address in brackets garble in RTL.
  const names = (list: Email['to']) => list.map((m) => m.name).join(', ');
  return (
    <Card variant="outlined" component="article" aria-label={`${email.from.name}, ${date.long(email.sentAt)}`}>
      <Box
        component={open ? 'div' : 'button'}
        type={open ? undefined : 'button'}
        aria-expanded={open ? undefined : false}
        onClick={open ? undefined : onToggle}
        sx={{
          all: open ? undefined : 'unset',
          boxSizing: 'border-box',
          inlineSize: '100%',
          cursor: open ? 'auto' : 'pointer',
          display: 'flex',
          flexWrap: { xs: 'wrap', sm: 'nowrap' },
          gap: 1.5,
          alignItems: 'flex-start',
          p: 2,
          '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
        }}
      >
        <InitialsAvatar name={email.from.name} size={38} />
        <Box sx={{ flex: 1, minInlineSize: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
            <Typography variant="subtitle2" component="p">
              {email.from.name}
            </Typography>
            <Typography variant="body2" color="textSecondary" noWrap dir="ltr">
              {email.from.email}
            </Typography>
          </Box>
          {open ? (
            <Typography variant="body2" color="textSecondary">
              <bdi>{t('list.toNames', { names: names(email.to) || t('list.nobody') })}</bdi>
              {email.cc.length > 0 && (
                <>
                  {' · '}
                  <bdi>{t('reader.ccNames', { names: names(email.cc) })}</bdi>
                </>
              )}
            </Typography>
          ) : (
            <Typography variant="body2" color="textSecondary" noWrap>
              {plainText(email.body).slice(0, 160)}
            </Typography>
          )}
        </Box>
        {/* On a phone the date goes under the names (aligned with them, past the 38 px avatar and the gap), which
            then keep the card's width. */}
        <Typography
          component="time"
          dateTime={email.sentAt}
          variant="caption"
          color="textSecondary"
          noWrap
          sx={{
            flexBasis: { xs: '100%', sm: 'auto' },
            paddingInlineStart: { xs: '50px', sm: 0 },
            mt: { xs: -1, sm: 0 },
          }}
        >
          {date.long(email.sentAt)}
        </Typography>
      </Box>
      {open && (
        <Box sx={{ paddingInline: 2, paddingBlockEnd: 2 }}>
          <MailBody html={email.body} />
          {email.attachments.length > 0 && (
            <Box component="section" aria-label={t('reader.attachments')} sx={{ mt: 2 }}>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {t('reader.attachments')}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {email.attachments.map((file, index) => (
                  <li key={`${file.name}-${index}`}>
                    <Chip
                      icon={<AttachFile />}
                      variant="outlined"
                      label={
                        <>
                          <bdi>{file.name}</bdi> · {size(file.size)}
                        </>
                      }
                    />
                  </li>
                ))}
              </Box>
            </Box>
          )}
        </Box>
      )}
    </Card>
  );
}

/** The open message: subject, labels and actions, the thread, reply and forward (issue "E-mail"). */
export function MailReader({ id, onClose, onCompose, onDone }: Props) {
  const { t, i18n } = useTranslation('email');
  // Arrows point the way the text reads (docs/decisions.md, RTL by construction).
  const mirror = i18n.dir() === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;
  const query = useQuery(emailQueries.detail(id));
  const patch = usePatchEmail();
  const [unfolded, setUnfolded] = useState<ReadonlySet<number>>(new Set());
  const marked = useRef<number | null>(null);
  const email = query.data;
  const heading = useRef<HTMLHeadingElement>(null);
  const loadedId = email?.id;
  // The focus goes to the subject once the message is there, so the reader starts reading from it.
  useEffect(() => {
    if (loadedId !== undefined) heading.current?.focus();
  }, [loadedId]);
  // Opening a message reads it (once per opening; "mark as unread" then stays).
  useEffect(() => {
    if (email && !email.read && marked.current !== email.id) {
      marked.current = email.id;
      patch.mutate({ id: email.id, read: true });
    }
  }, [email, patch]);
  const back = (
    <IconButton aria-label={t('actions.back')} onClick={onClose}>
      <ArrowBack sx={mirror} />
    </IconButton>
  );
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Box sx={{ p: 2 }}>
        {back}
        {missing ? (
          <Typography role="alert" sx={{ p: 4, textAlign: 'center' }}>
            {t('reader.notFound')}
          </Typography>
        ) : (
          <ErrorState onRetry={() => void query.refetch()} />
        )}
      </Box>
    );
  }
  if (!email)
    return (
      <Box sx={{ p: 2 }} aria-busy="true" aria-label={t('reader.label')}>
        <Skeleton variant="text" sx={{ fontSize: '1.5rem', inlineSize: '60%' }} />
        <Skeleton variant="rounded" height={220} sx={{ mt: 2 }} />
      </Box>
    );
  const thread = email.thread.length ? email.thread : [email];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minBlockSize: 0, flex: 1 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          paddingInline: 1,
          paddingBlock: 0.5,
          borderBlockEnd: 1,
          borderColor: 'divider',
          flexWrap: 'wrap',
        }}
      >
        {back}
        <Box sx={{ flex: 1 }} />
        <IconButton
          aria-pressed={email.starred}
          aria-label={t(email.starred ? 'actions.unstar' : 'actions.star')}
          onClick={() => patch.mutate({ id: email.id, starred: !email.starred })}
          sx={{ color: email.starred ? 'warning.main' : undefined }}
        >
          {email.starred ? <Star /> : <StarBorder />}
        </IconButton>
        <MailActions
          ids={[email.id]}
          folder={email.folder}
          allRead={email.read}
          labelsOn={email.labels}
          onDone={(what, left) => {
            // "Mark as unread" from the open message goes back to the list, as mail apps do.
            onDone(what, left || what === t('actions.markUnread'));
          }}
        />
      </Box>
      <Box
        sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2, bgcolor: 'action.hover', flex: 1 }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography
            variant="h5"
            component="h2"
            ref={heading}
            tabIndex={-1}
            sx={{ outline: 'none', flex: '1 1 auto' }}
          >
            {email.subject || t('list.noSubject')}
          </Typography>
          {email.labels.map((label) => (
            <Chip
              key={label}
              size="small"
              variant="outlined"
              icon={<LabelDot label={label} />}
              label={t(`labels.${label}`)}
              sx={{ paddingInlineStart: 0.5 }}
            />
          ))}
        </Box>
        {thread.length > 1 && (
          <Typography variant="body2" color="textSecondary">
            {t('reader.thread', { count: thread.length })}
          </Typography>
        )}
        {thread.map((message) => (
          <ThreadMessage
            key={message.id}
            email={message}
            open={message.id === email.id || unfolded.has(message.id)}
            onToggle={() => setUnfolded((set) => new Set(set).add(message.id))}
          />
        ))}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {email.folder === 'draft' ? (
            <Button
              variant="contained"
              startIcon={<Edit />}
              onClick={() => onCompose({ mode: 'draft', source: email })}
            >
              {t('actions.editDraft')}
            </Button>
          ) : (
            <>
              <Button
                variant="contained"
                startIcon={<Reply sx={mirror} />}
                onClick={() => onCompose({ mode: 'reply', source: email })}
              >
                {t('actions.reply')}
              </Button>
              <Button
                variant="outlined"
                startIcon={<Forward sx={mirror} />}
                onClick={() => onCompose({ mode: 'forward', source: email })}
              >
                {t('actions.forward')}
              </Button>
            </>
          )}
        </Box>
      </Box>
    </Box>
  );
}
