import ArrowBack from '@mui/icons-material/ArrowBack';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/data-table/table-states';
import { useMarkRead, useSendMessage } from '../api/mutations';
import { chatQueries } from '../api/queries';
import type { ChatPerson } from '../api/types';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { PresenceAvatar } from './presence-avatar';

interface Props {
  contact: ChatPerson;
  meId: number;
  onBack: () => void;
  onOpenProfile: () => void;
}

/** One conversation: who it is with, the messages by day, the composer. Opening it reads the contact's messages. */
export function ChatConversation({ contact, meId, onBack, onOpenProfile }: Props) {
  const { t } = useTranslation('chat');
  const thread = useQuery(chatQueries.thread(contact.id));
  const send = useSendMessage(meId);
  const markRead = useMarkRead();
  const unreadFromContact = thread.data?.messages.some((m) => m.from === contact.id && m.status !== 'read') ?? false;
  const { mutate: read, isPending: reading } = markRead;
  useEffect(() => {
    if (unreadFromContact && !reading) read(contact.id);
  }, [unreadFromContact, reading, read, contact.id]);

  return (
    <Box
      component="section"
      aria-label={t('thread.label', { name: contact.fullName })}
      sx={{ display: 'flex', flexDirection: 'column', blockSize: '100%', minBlockSize: 0 }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          px: { xs: 2, sm: 4 },
          py: 2.5,
          bgcolor: 'background.paper',
          borderBlockEnd: 1,
          borderColor: 'divider',
        }}
      >
        <IconButton onClick={onBack} aria-label={t('thread.back')} sx={{ display: { md: 'none' } }}>
          <ArrowBack sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined })} />
        </IconButton>
        <PresenceAvatar name={contact.fullName} presence={contact.presence} />
        <Box sx={{ flex: 1, minInlineSize: 0 }}>
          <Typography variant="h6" component="h2" noWrap>
            {contact.fullName}
          </Typography>
          <Typography variant="body2" color="textSecondary" noWrap>
            {contact.title} · {t(`presence.${contact.presence}`)}
          </Typography>
        </Box>
        <IconButton onClick={onOpenProfile} aria-label={t('thread.profile', { name: contact.fullName })}>
          <InfoOutlined />
        </IconButton>
      </Box>
      {thread.isError ? (
        <Box sx={{ flex: 1 }}>
          <ErrorState onRetry={() => void thread.refetch()} />
        </Box>
      ) : thread.isPending ? (
        <Box aria-busy sx={{ flex: 1, p: 5, display: 'flex', flexDirection: 'column', gap: 2 }}>
          {[60, 40, 70, 35].map((width, index) => (
            <Skeleton
              key={index}
              variant="rounded"
              height={44}
              sx={{ inlineSize: `${width}%`, alignSelf: index % 2 ? 'flex-end' : 'flex-start' }}
            />
          ))}
        </Box>
      ) : (
        <MessageList messages={thread.data.messages} meId={meId} contactName={contact.fullName} />
      )}
      <MessageComposer
        key={contact.id}
        contactId={contact.id}
        contactName={contact.fullName}
        onSend={(text) => send.mutateAsync({ contactId: contact.id, text })}
      />
    </Box>
  );
}
