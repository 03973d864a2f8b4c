import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../api/types';
import { groupByDay } from './day-groups';
import { MessageStatus } from './message-status';
import { useChatFormat } from './use-chat-format';

/**
 * The conversation's messages under a separator per day, the user's own on the end side with their status;
 * kept scrolled to the latest. A log region, so a screen reader hears a message arriving.
 */
export function MessageList({
  messages,
  meId,
  contactName,
}: {
  messages: ChatMessage[];
  meId: number;
  contactName: string;
}) {
  const { t } = useTranslation('chat');
  const format = useChatFormat();
  const end = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);

  if (!messages.length)
    return (
      <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 4 }}>
        <Typography color="textSecondary">{t('thread.empty', { name: contactName })}</Typography>
      </Box>
    );
  return (
    <Box
      role="log"
      aria-label={t('thread.messages')}
      tabIndex={0}
      sx={{ flex: 1, overflowY: 'auto', px: { xs: 3, sm: 5 }, py: 4, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {groupByDay(messages).map((group) => (
        <Box key={group.day} component="section" aria-label={format.separator(group.messages[0]!.sentAt)}>
          <Divider sx={{ my: 2, '&::before, &::after': { borderColor: 'divider' } }}>
            <Typography
              variant="caption"
              component="h3"
              sx={{
                px: 1.5,
                py: 0.25,
                borderRadius: 4,
                bgcolor: 'background.paper',
                color: 'text.secondary',
                fontWeight: 500,
              }}
            >
              {format.separator(group.messages[0]!.sentAt)}
            </Typography>
          </Divider>
          <Box
            component="ol"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
          >
            {group.messages.map((message) => (
              <Bubble
                key={message.id}
                message={message}
                mine={message.from === meId}
                time={format.time(message.sentAt)}
              />
            ))}
          </Box>
        </Box>
      ))}
      <div ref={end} />
    </Box>
  );
}

function Bubble({ message, mine, time }: { message: ChatMessage; mine: boolean; time: string }) {
  return (
    <Box
      component="li"
      data-message-id={message.id}
      sx={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start' }}
    >
      <Typography
        variant="body2"
        sx={{
          maxInlineSize: { xs: '85%', md: '70%' },
          px: 2,
          py: 1.25,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          boxShadow: 1,
          bgcolor: mine ? 'primary.dark' : 'background.paper',
          color: mine ? 'primary.contrastText' : 'text.primary',
          borderRadius: 1.5,
          [mine ? 'borderStartEndRadius' : 'borderStartStartRadius']: 0,
        }}
      >
        {message.text}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
        {mine && <MessageStatus status={message.status} />}
        <Typography variant="caption" color="textSecondary">
          {time}
        </Typography>
      </Box>
    </Box>
  );
}
