import Send from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { messageInputSchema } from '../api/types';
import { useDraft } from './use-drafts';

interface Props {
  contactId: number;
  contactName: string;
  /** Sends the text; rejects when the API refused it (the draft is then kept). */
  onSend: (text: string) => Promise<unknown>;
}

type Problem = 'validation.empty' | 'validation.tooLong' | 'validation.invalid' | 'composer.failed';

/** Enter sends, Shift+Enter goes to the line; each conversation keeps its own draft until it is sent. */
export function MessageComposer({ contactId, contactName, onSend }: Props) {
  const { t } = useTranslation('chat');
  const [draft, setDraft] = useDraft(contactId);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sending, setSending] = useState(false);

  const send = async () => {
    const parsed = messageInputSchema.safeParse({ text: draft });
    if (!parsed.success) {
      setProblem((parsed.error.issues[0]?.message as Problem | undefined) ?? 'validation.empty');
      return;
    }
    setSending(true);
    try {
      await onSend(parsed.data.text);
      setDraft('');
      setProblem(null);
    } catch (error) {
      const field =
        error instanceof ApiError ? (error.body as { errors?: { text?: string[] } }).errors?.text?.[0] : undefined;
      setProblem((field as Problem | undefined) ?? 'composer.failed');
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!sending) void send();
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void send();
      }}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 2,
        p: { xs: 2, sm: 3 },
        borderBlockStart: 1,
        borderColor: 'divider',
      }}
    >
      <TextField
        fullWidth
        multiline
        maxRows={5}
        size="small"
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          if (problem) setProblem(null);
        }}
        onKeyDown={onKeyDown}
        placeholder={t('composer.placeholder')}
        error={Boolean(problem)}
        helperText={problem ? t(problem) : t('composer.hint')}
        slotProps={{
          htmlInput: { 'aria-label': t('composer.label', { name: contactName }) },
          // The keyboard hint is for keyboards: a phone shows only a problem.
          formHelperText: { sx: { display: { xs: problem ? 'block' : 'none', sm: 'block' } } },
        }}
      />
      <Button
        type="submit"
        variant="contained"
        loading={sending}
        endIcon={<Send sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined })} />}
        sx={{ flexShrink: 0, mt: 0.25 }}
      >
        {t('composer.send')}
      </Button>
    </Box>
  );
}
