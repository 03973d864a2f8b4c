import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useFormatters } from '@/lib/use-formatters';
import { useSetHandled } from '../api/mutations';
import type { ContactMessage } from '../api/types';
import { TonalChip } from '@/components/tonal-chip';
import { HandledChip } from './handled-chip';

interface Props {
  /** The message shown; none: the dialog is closed. */
  message?: ContactMessage;
  onClose: () => void;
  onDelete: (message: ContactMessage) => void;
}

/** One message in full: who sent it, when, the text; mark it handled (or not again), or delete it. */
export function ContactMessageDialog({ message, onClose, onDelete }: Props) {
  const { t } = useTranslation('contact-messages');
  const fmt = useFormatters();
  const setHandled = useSetHandled();
  const toggle = async (m: ContactMessage) => {
    try {
      await setHandled.mutateAsync({ id: m.id, handled: !m.handled });
      toast(t(m.handled ? 'detail.markedNew' : 'detail.markedHandled'), { variant: 'success' });
    } catch {
      toast(t('detail.failed'), { variant: 'error' });
    }
  };
  return (
    <Dialog open={Boolean(message)} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="contact-message-title">
      {message && (
        <>
          <DialogTitle id="contact-message-title">
            <bdi>{message.subject}</bdi>
          </DialogTitle>
          <DialogContent>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, mb: 2 }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                {t('fields.from')}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                <bdi>{message.fullName}</bdi> (
                <Link href={`mailto:${message.email}`} dir="ltr">
                  {message.email}
                </Link>
                )
              </Typography>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                {t('fields.received')}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {fmt.dateTime(message.createdAt)}
              </Typography>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                {t('fields.status')}
              </Typography>
              <Box component="dd" sx={{ m: 0 }}>
                <HandledChip handled={message.handled} />
              </Box>
              {message.mailed !== undefined && (
                <>
                  <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                    {t('fields.mailed')}
                  </Typography>
                  <Box component="dd" sx={{ m: 0 }}>
                    <TonalChip
                      tone={message.mailed ? 'success' : 'error'}
                      label={t(message.mailed ? 'mail.sent' : 'mail.failed')}
                    />
                  </Box>
                </>
              )}
            </Box>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <bdi>{message.message}</bdi>
            </Typography>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 3, flexWrap: 'wrap', gap: 1 }}>
            <Button color="error" onClick={() => onDelete(message)}>
              {t('detail.delete')}
            </Button>
            <Box sx={{ flexGrow: 1 }} />
            <Button color="secondary" variant="outlined" onClick={onClose}>
              {t('detail.close')}
            </Button>
            <Button variant="contained" loading={setHandled.isPending} onClick={() => void toggle(message)}>
              {t(message.handled ? 'detail.markNew' : 'detail.markHandled')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
