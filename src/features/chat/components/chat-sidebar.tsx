import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { containsText } from '@/lib/text-match';
import type { ChatConversation, ChatOverview, ChatPerson } from '../api/types';
import { PresenceAvatar } from './presence-avatar';
import { useChatFormat } from './use-chat-format';

interface Props {
  overview: ChatOverview;
  selected: number | undefined;
  onSelect: (contactId: number) => void;
  onOpenProfile: () => void;
}

/** The user's own avatar and status, the search, the conversations (last message, unread) and the other contacts. */
export function ChatSidebar({ overview, selected, onSelect, onOpenProfile }: Props) {
  const { t } = useTranslation('chat');
  const [q, setQ] = useState('');
  const matches = (person: ChatPerson) => containsText(q, person.fullName, person.company, person.title);
  const byId = new Map(overview.contacts.map((person) => [person.id, person]));
  const chats = overview.conversations.filter((c) => byId.has(c.contactId) && matches(byId.get(c.contactId)!));
  const inChats = new Set(overview.conversations.map((c) => c.contactId));
  const others = overview.contacts.filter((person) => !inChats.has(person.id) && matches(person));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', blockSize: '100%', minBlockSize: 0 }}>
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 4, py: 3, borderBlockEnd: 1, borderColor: 'divider' }}
      >
        <ButtonBase onClick={onOpenProfile} aria-label={t('profile.open')} sx={{ borderRadius: '50%' }}>
          <PresenceAvatar name={overview.me.fullName} presence={overview.me.presence} />
        </ButtonBase>
        <TextField
          size="small"
          fullWidth
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder={t('search')}
          slotProps={{
            htmlInput: { 'aria-label': t('search'), type: 'search' },
            input: {
              sx: { borderRadius: 5 },
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', pb: 2 }}>
        <Typography variant="h6" component="h2" color="primary" sx={{ px: 4, pt: 3, pb: 1 }}>
          {t('chats')}
        </Typography>
        {chats.length ? (
          <List aria-label={t('chats')} sx={{ px: 2 }}>
            {chats.map((conversation) => (
              <ConversationItem
                key={conversation.contactId}
                person={byId.get(conversation.contactId)!}
                conversation={conversation}
                meId={overview.me.id}
                selected={selected === conversation.contactId}
                onSelect={onSelect}
              />
            ))}
          </List>
        ) : (
          <Typography variant="body2" color="textSecondary" sx={{ px: 4, py: 1 }}>
            {q ? t('noMatch', { q }) : t('noChats')}
          </Typography>
        )}
        <Typography variant="h6" component="h2" color="primary" sx={{ px: 4, pt: 3, pb: 1 }}>
          {t('contacts')}
        </Typography>
        {others.length ? (
          <List aria-label={t('contacts')} sx={{ px: 2 }}>
            {others.map((person) => (
              <ConversationItem
                key={person.id}
                person={person}
                meId={overview.me.id}
                selected={selected === person.id}
                onSelect={onSelect}
              />
            ))}
          </List>
        ) : (
          q && (
            <Typography variant="body2" color="textSecondary" sx={{ px: 4, py: 1 }}>
              {t('noMatch', { q })}
            </Typography>
          )
        )}
      </Box>
    </Box>
  );
}

interface ItemProps {
  person: ChatPerson;
  conversation?: ChatConversation;
  meId: number;
  selected: boolean;
  onSelect: (contactId: number) => void;
}

function ConversationItem({ person, conversation, meId, selected, onSelect }: ItemProps) {
  const { t } = useTranslation('chat');
  const format = useChatFormat();
  const last = conversation?.lastMessage;
  const unread = conversation?.unread ?? 0;
  const line = last ? (last.from === meId ? t('you', { text: last.text }) : last.text) : person.title;
  return (
    <ListItem disablePadding>
      <ListItemButton
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(person.id)}
        sx={{
          gap: 3,
          borderRadius: 1.5,
          py: 1.5,
          '&.Mui-selected, &.Mui-selected:hover': {
            bgcolor: 'primary.dark',
            color: 'primary.contrastText',
            boxShadow: 2,
            '& .chat-secondary': { color: 'inherit' },
          },
        }}
      >
        <PresenceAvatar name={person.fullName} presence={person.presence} />
        <Box sx={{ flex: 1, minInlineSize: 0 }}>
          <Typography variant="subtitle2" component="span" noWrap sx={{ display: 'block', fontWeight: 600 }}>
            {person.fullName}
          </Typography>
          <Typography className="chat-secondary" variant="body2" color="textSecondary" noWrap sx={{ display: 'block' }}>
            {line}
          </Typography>
        </Box>
        {last && (
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5, flexShrink: 0 }}>
            <Typography className="chat-secondary" variant="caption" color="textSecondary">
              {format.listTime(last.sentAt)}
            </Typography>
            {unread > 0 && (
              <Chip
                size="small"
                color="error"
                label={unread}
                aria-label={t('unread', { count: unread })}
                sx={{ blockSize: 20, minInlineSize: 20, fontSize: 12, '& .MuiChip-label': { px: 0.75 } }}
              />
            )}
          </Box>
        )}
      </ListItemButton>
    </ListItem>
  );
}
