import Delete from '@mui/icons-material/DeleteOutlined';
import Drafts from '@mui/icons-material/DraftsOutlined';
import Edit from '@mui/icons-material/EditOutlined';
import Inbox from '@mui/icons-material/InboxOutlined';
import Report from '@mui/icons-material/ReportGmailerrorredOutlined';
import Send from '@mui/icons-material/SendOutlined';
import Star from '@mui/icons-material/StarBorderOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '@/lib/use-formatters';
import { type Folder, type FolderCounts, folders, labels } from '../api/types';
import { LabelDot } from './label-dot';
import type { MailPlace, MailUrl } from './use-mail-url';

const icons: Record<Folder, ReactNode> = {
  inbox: <Inbox />,
  sent: <Send />,
  draft: <Drafts />,
  starred: <Star />,
  spam: <Report />,
  trash: <Delete />,
};

const chipColor: Partial<Record<Folder, 'primary' | 'warning' | 'error'>> = {
  inbox: 'primary',
  draft: 'warning',
  spam: 'error',
};

const same = (a: MailPlace, b: MailPlace) =>
  'label' in a ? 'label' in b && a.label === b.label : 'folder' in b && a.folder === b.folder;

interface Props {
  url: MailUrl;
  counts: FolderCounts | undefined;
  onCompose: () => void;
  /** After a choice (the phone's drawer closes). */
  onChoose?: () => void;
}

/** The compose button, the folders with their unread counts (drafts: how many) and the labels. */
export function MailSidebar({ url, counts, onCompose, onChoose }: Props) {
  const { t } = useTranslation('email');
  const fmt = useFormatters();
  const item = (place: MailPlace, icon: ReactNode, text: string, badge?: ReactNode) => (
    <li key={'label' in place ? place.label : place.folder}>
      <ListItemButton
        component={Link}
        to={url.hrefOf(place)}
        onClick={onChoose}
        selected={same(url.place, place)}
        aria-current={same(url.place, place) ? 'page' : undefined}
        sx={{
          borderRadius: 1.5,
          mb: 0.25,
          py: 0.75,
          '&.Mui-selected': { fontWeight: 600, '& .MuiListItemIcon-root': { color: 'primary.main' } },
        }}
      >
        <ListItemIcon sx={{ minInlineSize: 36, color: 'inherit' }}>{icon}</ListItemIcon>
        <ListItemText
          primary={text}
          slotProps={{ primary: { noWrap: true, variant: 'body2', sx: { fontWeight: 500 } } }}
        />
        {badge}
      </ListItemButton>
    </li>
  );
  return (
    <Box
      component="nav"
      aria-label={t('sidebar.nav')}
      sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Button variant="contained" size="large" startIcon={<Edit />} onClick={onCompose} fullWidth>
        {t('compose.button')}
      </Button>
      <div>
        <Typography component="h2" variant="overline" color="textSecondary" sx={{ px: 1.5 }}>
          {t('sidebar.folders')}
        </Typography>
        <List dense disablePadding>
          {folders.map((folder) => {
            const count = counts?.[folder] ?? 0;
            const badge =
              count > 0 ? (
                <Chip
                  size="small"
                  color={chipColor[folder] ?? 'default'}
                  variant={folder === 'inbox' ? 'filled' : 'outlined'}
                  label={fmt.number(count)}
                  aria-label={t(folder === 'draft' ? 'sidebar.drafts' : 'sidebar.unread', { count })}
                  sx={{ blockSize: 22, fontWeight: 600 }}
                />
              ) : undefined;
            return item({ folder }, icons[folder], t(`folders.${folder}`), badge);
          })}
        </List>
      </div>
      <div>
        <Typography component="h2" variant="overline" color="textSecondary" sx={{ px: 1.5 }}>
          {t('sidebar.labels')}
        </Typography>
        <List dense disablePadding>
          {labels.map((label) => item({ label }, <LabelDot label={label} size={12} />, t(`labels.${label}`)))}
        </List>
      </div>
    </Box>
  );
}
