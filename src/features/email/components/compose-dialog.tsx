import AttachFile from '@mui/icons-material/AttachFile';
import Close from '@mui/icons-material/Close';
import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Cancel from '@mui/icons-material/Cancel';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { composeSchema } from '../api/email-input';
import { useWriteEmail } from '../api/mutations';
import { type ComposeValues, composeValues, toInput } from './compose-values';
import type { ComposeStart } from './mail-reader';
import { RecipientsField } from './recipients-field';
import { RichTextEditor } from './rich-text-editor';
import { useFileSize } from './use-file-size';
import { useMailDate } from './use-mail-date';

type Errors = Partial<Record<keyof ComposeValues | 'body', string>>;

interface Props {
  start: ComposeStart;
  onClose: () => void;
  /** After a send (`sent`) or a saved draft. */
  onWritten: (what: 'sent' | 'saved') => void;
}

/** The first message of each field, from the schema the API checks too (one schema for form and API). */
function errorsOf(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'body') as keyof Errors;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Compose, reply, forward or edit a draft (issue "E-mail"), loaded with its editor only when opened. Send checks
 * recipients and subject; "save draft" keeps anything. A refusal or a failure keeps what was typed.
 */
export default function ComposeDialog({ start, onClose, onWritten }: Props) {
  const { t } = useTranslation('email');
  const date = useMailDate();
  const size = useFileSize();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [values, setValues] = useState<ComposeValues>(() => composeValues(start, t, date.long));
  const [errors, setErrors] = useState<Errors>({});
  const [showCc, setShowCc] = useState(values.cc.length > 0);
  const write = useWriteEmail();
  const titleId = useId();
  const set = <K extends keyof ComposeValues>(key: K, value: ComposeValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const submit = (draft: boolean) => {
    const checked = composeSchema.safeParse(toInput(values, draft));
    if (!checked.success) {
      setErrors(errorsOf(checked.error.issues));
      return;
    }
    write.mutate(checked.data, {
      onSuccess: () => {
        toast(t(draft ? 'compose.saved' : 'compose.sent'), { variant: 'success' });
        onWritten(draft ? 'saved' : 'sent');
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        if (fields) setErrors(Object.fromEntries(Object.entries(fields).map(([k, [m]]) => [k, m])));
        else toast(t('compose.failed'), { variant: 'error' });
      },
    });
  };
  const title = {
    new: t('compose.title'),
    reply: t('compose.replyTitle'),
    forward: t('compose.forwardTitle'),
    draft: t('compose.draftTitle'),
  }[start.mode];
  const message = (key: string | undefined) => (key ? t(key as 'validation.email') : undefined);
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box component="span" sx={{ flex: 1 }}>
          {title}
        </Box>
        <IconButton aria-label={t('compose.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1 }}>
            <RecipientsField
              label={t('compose.to')}
              value={values.to}
              onChange={(to) => set('to', to)}
              error={message(errors.to)}
              autoFocus={start.mode !== 'reply'}
            />
          </Box>
          {!showCc && (
            <Button size="small" onClick={() => setShowCc(true)} aria-label={t('compose.addCc')} sx={{ mt: 2 }}>
              {t('compose.cc')}
            </Button>
          )}
        </Box>
        {showCc && (
          <RecipientsField
            label={t('compose.cc')}
            value={values.cc}
            onChange={(cc) => set('cc', cc)}
            error={message(errors.cc)}
          />
        )}
        <TextField
          variant="standard"
          label={t('compose.subject')}
          value={values.subject}
          onChange={(e) => set('subject', e.target.value)}
          error={Boolean(errors.subject)}
          helperText={message(errors.subject)}
          slotProps={{ htmlInput: { maxLength: 200, dir: 'auto' } }}
        />
        <div>
          <RichTextEditor
            initial={values.body}
            onChange={(body) => set('body', body)}
            label={t('compose.body')}
            error={message(errors.body)}
          />
          {errors.body && <FormHelperText error>{message(errors.body)}</FormHelperText>}
        </div>
        <Box>
          {values.attachments.length > 0 && (
            <Box
              component="ul"
              sx={{ listStyle: 'none', p: 0, m: 0, mb: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}
            >
              {values.attachments.map((file, index) => (
                <li key={`${file.name}-${index}`}>
                  <Chip
                    icon={<AttachFile />}
                    variant="outlined"
                    label={
                      <>
                        <bdi>{file.name}</bdi> · {size(file.size)}
                      </>
                    }
                    onDelete={() =>
                      set(
                        'attachments',
                        values.attachments.filter((_, i) => i !== index),
                      )
                    }
                    deleteIcon={<Cancel titleAccess={t('compose.removeAttachment', { name: file.name })} />}
                  />
                </li>
              ))}
            </Box>
          )}
          {errors.attachments && <FormHelperText error>{message(errors.attachments)}</FormHelperText>}
          <FormHelperText>{t('compose.attachHint')}</FormHelperText>
        </Box>
      </DialogContent>
      <DialogActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, paddingInline: 3, paddingBlock: 2 }}>
        {/* On a phone the attach button takes its own row, so that draft and send stay side by side at the end. */}
        <Button
          component="label"
          startIcon={<AttachFile />}
          sx={{ marginInlineEnd: 'auto', flexBasis: { xs: '100%', sm: 'auto' }, justifyContent: 'flex-start' }}
        >
          {t('compose.attach')}
          <input
            type="file"
            multiple
            hidden
            onChange={(e) => {
              // Metadata only (docs/decisions.md, "E-mail attachments"): the file itself stays on the device.
              const files = Array.from(e.target.files ?? [], (f) => ({ name: f.name, size: f.size, type: f.type }));
              set('attachments', [...values.attachments, ...files]);
              e.target.value = '';
            }}
          />
        </Button>
        <Button variant="outlined" color="secondary" disabled={write.isPending} onClick={() => submit(true)}>
          {t('compose.saveDraft')}
        </Button>
        <Button variant="contained" endIcon={<Send />} loading={write.isPending} onClick={() => submit(false)}>
          {t('compose.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
