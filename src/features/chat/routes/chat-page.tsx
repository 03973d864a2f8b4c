import Forum from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '@/components/data-table/table-states';
import { servedByServer } from '@/lib/api-host';
import { chatQueries } from '../api/queries';
import type { ChatOverview } from '../api/types';
import { useChatEvents } from '../api/use-chat-events';
import { ChatConversation } from '../components/chat-conversation';
import { ChatSidebar } from '../components/chat-sidebar';
import { ProfileDrawer } from '../components/profile-drawer';

/** The open conversation is in the URL (`?with=<contact id>`): a reload, Back or a shared link show it again. */
function useOpenContact() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('with');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
  const open = (contactId: number | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (contactId === undefined) next.delete('with');
      else next.set('with', String(contactId));
      return next;
    });
  return [id, open] as const;
}

/** docs/product.md, chat: conversations and contacts beside the open conversation; one at a time on a phone. */
export function Component() {
  const { t } = useTranslation('chat');
  const overview = useQuery(chatQueries.overview());
  useChatEvents(overview.data?.me.id);
  return (
    <>
      <Typography component="h1" sx={visuallyHidden}>
        {t('title')}
      </Typography>
      <Card
        sx={{
          display: 'flex',
          blockSize: { xs: 'calc(100dvh - 9.5rem)', md: 'calc(100dvh - 11rem)' },
          minBlockSize: 480,
          overflow: 'hidden',
        }}
      >
        {overview.isError ? (
          <Box sx={{ flex: 1, display: 'grid', placeItems: 'center' }}>
            <ErrorState onRetry={() => void overview.refetch()} />
          </Box>
        ) : overview.isPending ? (
          <Loading />
        ) : (
          <Chat overview={overview.data} />
        )}
      </Card>
    </>
  );
}

function Chat({ overview }: { overview: ChatOverview }) {
  const { t } = useTranslation('chat');
  const [openId, open] = useOpenContact();
  const [profile, setProfile] = useState<'me' | 'contact' | null>(null);
  const contact = overview.contacts.find((person) => person.id === openId);
  return (
    <>
      <Box
        sx={{
          inlineSize: { xs: '100%', md: 340, lg: 370 },
          flexShrink: 0,
          borderInlineEnd: { md: 1 },
          borderColor: { md: 'divider' },
          display: { xs: contact ? 'none' : 'block', md: 'block' },
        }}
      >
        <ChatSidebar
          overview={overview}
          selected={contact?.id}
          onSelect={open}
          onOpenProfile={() => setProfile('me')}
        />
      </Box>
      <Box
        sx={(theme) => ({
          flex: 1,
          minInlineSize: 0,
          display: { xs: contact ? 'block' : 'none', md: 'block' },
          bgcolor: `color-mix(in srgb, ${theme.vars?.palette.background.default} 85%, ${theme.vars?.palette.primary.main} 3%)`,
        })}
      >
        {contact ? (
          <ChatConversation
            contact={contact}
            meId={overview.me.id}
            onBack={() => open(undefined)}
            onOpenProfile={() => setProfile('contact')}
          />
        ) : (
          <Box sx={{ blockSize: '100%', display: 'grid', placeItems: 'center', p: 4 }}>
            <Box sx={{ textAlign: 'center', maxInlineSize: 420 }}>
              <Box
                sx={{
                  display: 'inline-grid',
                  placeItems: 'center',
                  inlineSize: 96,
                  blockSize: 96,
                  borderRadius: '50%',
                  bgcolor: 'background.paper',
                  boxShadow: 2,
                  mb: 3,
                }}
              >
                <Forum color="primary" sx={{ fontSize: 48 }} />
              </Box>
              <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
                {t('start.title')}
              </Typography>
              <Typography color="textSecondary">{t('start.body')}</Typography>
              {!servedByServer() && (
                <Typography variant="body2" color="textSecondary" sx={{ mt: 3 }}>
                  {t('mode.static')}
                </Typography>
              )}
            </Box>
          </Box>
        )}
      </Box>
      <ProfileDrawer
        person={profile === 'me' ? overview.me : profile === 'contact' ? contact : undefined}
        mine={profile === 'me'}
        onClose={() => setProfile(null)}
      />
    </>
  );
}

function Loading() {
  const { t } = useTranslation('data-table');
  return (
    <Box aria-busy aria-label={t('loading')} role="status" sx={{ display: 'flex', flex: 1 }}>
      <Box sx={{ inlineSize: { xs: '100%', md: 370 }, p: 4, display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Skeleton variant="rounded" height={40} />
        {Array.from({ length: 7 }, (_, index) => (
          <Box key={index} sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <Skeleton variant="circular" width={38} height={38} />
            <Box sx={{ flex: 1 }}>
              <Skeleton variant="text" width="60%" />
              <Skeleton variant="text" />
            </Box>
          </Box>
        ))}
      </Box>
      <Box sx={{ flex: 1, display: { xs: 'none', md: 'block' }, borderInlineStart: 1, borderColor: 'divider' }} />
    </Box>
  );
}
