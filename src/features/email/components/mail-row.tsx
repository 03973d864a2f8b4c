import AttachFile from '@mui/icons-material/AttachFile';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InitialsAvatar } from '@/components/initials-avatar';
import type { EmailSummary } from '../api/types';
import { LabelDot } from './label-dot';
import { useMailDate } from './use-mail-date';

interface Props {
  email: EmailSummary;
  href: string;
  linkRef: Ref<HTMLAnchorElement>;
  selected: boolean;
  active: boolean;
  onSelect: (selected: boolean) => void;
  onStar: () => void;
  onFocus: () => void;
}

/** Who a row names: the sender, or for what the user wrote (sent, drafts), the recipients. */
export function useCorrespondent() {
  const { t } = useTranslation('email');
  return (email: Pick<EmailSummary, 'folder' | 'from' | 'to'>) =>
    email.folder === 'sent' || email.folder === 'draft'
      ? t('list.toNames', { names: email.to.map((m) => m.name).join(', ') || t('list.nobody') })
      : email.from.name;
}

/** One message of the list: select, star, and a link that opens it (Enter on the focused row). */
export function MailRow({ email, href, linkRef, selected, active, onSelect, onStar, onFocus }: Props) {
  const { t } = useTranslation('email');
  const date = useMailDate();
  const who = useCorrespondent()(email);
  const subject = email.subject || t('list.noSubject');
  return (
    <Box
      component="li"
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 0.5, sm: 1 },
        paddingInline: { xs: 1, sm: 2 },
        paddingBlock: 1,
        borderBlockEnd: 1,
        borderColor: 'divider',
        position: 'relative',
        bgcolor: selected ? 'action.selected' : email.read ? 'transparent' : 'background.paper',
        boxShadow: active ? `inset 3px 0 0 ${theme.palette.primary.main}` : undefined,
        '[dir="rtl"] &': active ? { boxShadow: `inset -3px 0 0 ${theme.palette.primary.main}` } : {},
        '&:hover': { bgcolor: 'action.hover', boxShadow: theme.shadows[2], zIndex: 1 },
        '&:focus-within': { bgcolor: 'action.hover' },
      })}
    >
      <Checkbox
        size="small"
        checked={selected}
        onChange={(e) => onSelect(e.target.checked)}
        slotProps={{ input: { 'aria-label': t('list.select', { subject }) } }}
      />
      <IconButton
        size="small"
        onClick={onStar}
        aria-pressed={email.starred}
        aria-label={t(email.starred ? 'list.unstar' : 'list.star', { subject })}
        sx={{ color: email.starred ? 'warning.main' : 'text.disabled' }}
      >
        {email.starred ? <Star fontSize="small" /> : <StarBorder fontSize="small" />}
      </IconButton>
      <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
        <InitialsAvatar
          name={email.folder === 'sent' || email.folder === 'draft' ? (email.to[0]?.name ?? '?') : email.from.name}
          size={32}
        />
      </Box>
      <Box
        component={Link}
        to={href}
        ref={linkRef}
        onFocus={onFocus}
        sx={{
          flex: 1,
          minInlineSize: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr auto', md: 'minmax(120px, 200px) 1fr auto' },
          columnGap: 2,
          alignItems: 'center',
          color: 'inherit',
          textDecoration: 'none',
          outline: 'none',
          '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 0 },
          '&:focus-visible::after': {
            outline: 2,
            outlineColor: 'primary.main',
            outlineOffset: -2,
            outlineStyle: 'solid',
          },
        }}
      >
        <Typography noWrap variant="body2" sx={{ fontWeight: email.read ? 500 : 700, color: 'text.primary' }}>
          {!email.read && <span style={visuallyHidden}>{t('list.unread')} </span>}
          {who}
        </Typography>
        <Box
          sx={{
            gridRow: { xs: 2, md: 1 },
            gridColumn: { xs: '1 / -1', md: 2 },
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            minInlineSize: 0,
          }}
        >
          <Typography noWrap variant="body2" sx={{ minInlineSize: 0 }}>
            <Box component="span" sx={{ fontWeight: email.read ? 500 : 700, color: 'text.primary' }}>
              {subject}
            </Box>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {' — '}
              {email.excerpt}
            </Box>
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, justifySelf: 'end' }}>
          {email.labels.map((label) => (
            <LabelDot key={label} label={label} size={8} />
          ))}
          {email.attachmentCount > 0 && (
            <AttachFile
              fontSize="small"
              sx={{ color: 'text.secondary', fontSize: 16 }}
              titleAccess={t('list.attachments', { count: email.attachmentCount })}
            />
          )}
          <Typography
            component="time"
            dateTime={email.sentAt}
            variant="caption"
            noWrap
            sx={{ color: email.read ? 'text.secondary' : 'text.primary', fontWeight: email.read ? 400 : 600 }}
          >
            {date.short(email.sentAt)}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
