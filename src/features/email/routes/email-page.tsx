import Edit from '@mui/icons-material/EditOutlined';
import Menu from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableSearchField } from '@/components/data-table/table-search-field';
import { emailQueries } from '../api/queries';
import { useAnnouncer } from '../components/live-announcer';
import { MailList } from '../components/mail-list';
import { type ComposeStart, MailReader } from '../components/mail-reader';
import { useCorrespondent } from '../components/mail-row';
import { MailSidebar } from '../components/mail-sidebar';
import { useMailKeys } from '../components/use-mail-keys';
import { useMailUrl } from '../components/use-mail-url';

// The dialog and its editor (TipTap) download when the dialog first opens (issue "E-mail").
const loadCompose = () => import('../components/compose-dialog');
const ComposeDialog = lazy(loadCompose);

const sidebarWidth = 260;

/** The e-mail app (docs/api.md, "E-mail"): folders and labels, the paged list, the open message, compose. */
export function Component() {
  const { t } = useTranslation('email');
  const url = useMailUrl();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const query = useQuery(emailQueries.list(url.query));
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [active, setActive] = useState(0);
  const [compose, setCompose] = useState<ComposeStart | null>(null);
  const [drawer, setDrawer] = useState(false);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const { announce, region } = useAnnouncer();
  const correspondent = useCorrespondent();
  const listLabel = useId();
  const emails = query.data?.emails ?? [];
  const placeName = 'label' in url.place ? t(`labels.${url.place.label}`) : t(`folders.${url.place.folder}`);

  // A new view starts with nothing selected and the first row active.
  const viewKey = JSON.stringify(url.query);
  const [seenView, setSeenView] = useState(viewKey);
  if (seenView !== viewKey) {
    setSeenView(viewKey);
    setSelected(new Set());
    setActive(0);
  }

  // Closing a message brings the focus back to its row (opening it focuses its subject: MailReader).
  const lastOpen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!url.openId && lastOpen.current) links.current[active]?.focus();
    lastOpen.current = url.openId;
  }, [url.openId, active, query.data]);

  const openCompose = (start: ComposeStart) => {
    setCompose(start);
    announce(t('announce.compose'));
  };
  useMailKeys({
    enabled: compose === null,
    inList: !url.openId,
    count: emails.length,
    active,
    activeFocused: () => document.activeElement === links.current[active],
    move: (index) => {
      setActive(index);
      links.current[index]?.focus();
      const email = emails[index];
      if (email)
        announce(
          t('announce.position', {
            position: index + 1,
            total: emails.length,
            from: correspondent(email),
            subject: email.subject || t('list.noSubject'),
          }),
        );
    },
    compose: () => openCompose({ mode: 'new' }),
    close: () => {
      url.close();
      announce(t('announce.closed'));
    },
  });

  const sidebar = (
    <MailSidebar
      url={url}
      counts={query.data?.counts}
      onCompose={() => {
        setDrawer(false);
        openCompose({ mode: 'new' });
      }}
      onChoose={() => setDrawer(false)}
    />
  );
  return (
    <>
      <Typography variant="h4" component="h1" sx={visuallyHidden}>
        {t('title')}
      </Typography>
      <Card
        sx={{
          display: 'flex',
          minBlockSize: { md: 'calc(100dvh - 12rem)' },
          overflow: 'hidden',
        }}
      >
        {phone ? (
          <Drawer
            open={drawer}
            onClose={() => setDrawer(false)}
            slotProps={{ paper: { sx: { inlineSize: sidebarWidth } } }}
          >
            {sidebar}
          </Drawer>
        ) : (
          <Box sx={{ inlineSize: sidebarWidth, flexShrink: 0, borderInlineEnd: 1, borderColor: 'divider' }}>
            {sidebar}
          </Box>
        )}
        <Box
          component="section"
          aria-labelledby={listLabel}
          sx={{ flex: 1, minInlineSize: 0, display: 'flex', flexDirection: 'column' }}
        >
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1,
              p: 2,
              borderBlockEnd: 1,
              borderColor: 'divider',
            }}
          >
            {phone && (
              <IconButton aria-label={t('sidebar.open')} onClick={() => setDrawer(true)} edge="start">
                <Menu />
              </IconButton>
            )}
            <Typography id={listLabel} variant="h6" component="h2" noWrap sx={{ flex: { xs: 1, md: '0 0 auto' } }}>
              {placeName}
            </Typography>
            {phone && (
              <IconButton aria-label={t('compose.button')} color="primary" onClick={() => openCompose({ mode: 'new' })}>
                <Edit />
              </IconButton>
            )}
            <Box sx={{ flex: { xs: '1 1 100%', md: 1 }, display: 'flex', justifyContent: 'flex-end' }}>
              <TableSearchField value={url.q} onChange={url.setQ} label={t('list.search')} />
            </Box>
          </Box>
          <Typography
            variant="caption"
            color="textSecondary"
            sx={{ paddingInline: 2, paddingBlock: 0.5, display: { xs: 'none', md: 'block' } }}
          >
            {t('list.keyboardHelp')}
          </Typography>
          {url.openId ? (
            <MailReader
              key={url.openId}
              id={url.openId}
              onClose={() => {
                url.close();
                announce(t('announce.closed'));
              }}
              onCompose={openCompose}
              onDone={(what, left) => {
                announce(t('announce.done', { action: what }));
                if (left) url.close();
              }}
            />
          ) : (
            <MailList
              url={url}
              query={query}
              labelId={listLabel}
              selected={selected}
              onSelect={(ids, on) =>
                setSelected((current) => {
                  const next = new Set(current);
                  for (const id of ids) {
                    if (on) next.add(id);
                    else next.delete(id);
                  }
                  return next;
                })
              }
              active={active}
              onActive={setActive}
              links={links}
              onDone={(what) => announce(t('announce.done', { action: what }))}
            />
          )}
        </Box>
      </Card>
      {region}
      {compose && (
        <Suspense fallback={null}>
          <ComposeDialog
            start={compose}
            onClose={() => setCompose(null)}
            onWritten={() => {
              setCompose(null);
              if (compose.mode === 'draft') url.close();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
