import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

// Tiptap is the largest part of this page: it loads after the rest of the fields have painted.
const RichTextEditor = lazy(() =>
  import('@/components/form/rich-text-editor').then((m) => ({ default: m.RichTextEditor })),
);

const maxLength = 280;
const textLength = (html: string) => html.replace(/<[^>]*>/g, '').length;

/** One rich-text field: a label, the editor, and a helper that counts characters or says what is wrong. */
function RichField({ initial, disabled, label }: { initial: string; disabled?: boolean; label: string }) {
  const { t } = useTranslation('forms');
  const id = useId();
  const [html, setHtml] = useState(initial);
  const length = textLength(html);
  const error = length === 0 ? 'required' : length > maxLength ? 'tooLong' : null;
  return (
    <Box>
      <Typography id={`${id}-label`} variant="body2" color={error ? 'error' : 'textSecondary'} sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Suspense fallback={<Skeleton variant="rounded" height={190} />}>
        <RichTextEditor
          value={html}
          onChange={setHtml}
          label={label}
          labelId={`${id}-label`}
          describedBy={`${id}-help`}
          disabled={disabled}
          error={Boolean(error)}
        />
      </Suspense>
      <FormHelperText id={`${id}-help`} error={Boolean(error)}>
        {error === 'required'
          ? t('elements.required')
          : error === 'tooLong'
            ? t('elements.richText.tooLong', { max: maxLength })
            : t('elements.richText.count', { length, max: maxLength })}
      </FormHelperText>
    </Box>
  );
}

/** The rich-text field enabled (with a character budget) and disabled. */
export function RichTextDemo() {
  const { t } = useTranslation('forms');
  return (
    <>
      <RichField label={t('elements.richText.label')} initial={t('elements.richText.initial')} />
      <RichField label={t('elements.richText.disabled')} initial={t('elements.richText.initial')} disabled />
    </>
  );
}
