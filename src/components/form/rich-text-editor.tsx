import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatStrikethrough from '@mui/icons-material/FormatStrikethrough';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';

interface Props {
  value: string;
  onChange: (html: string) => void;
  label: string;
  labelId: string;
  /** Read-only, greyed, and its tools off. */
  disabled?: boolean;
  /** Drawn in the error colour; the caller says why (`aria-describedby`). */
  error?: boolean;
  describedBy?: string;
}

/**
 * Tiptap editor (the product form, the form elements page). Load it with React.lazy: only the screens that show
 * one download Tiptap.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  labelId,
  disabled = false,
  error = false,
  describedBy,
}: Props) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [StarterKit],
    content: value,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    editable: !disabled,
    editorProps: {
      attributes: {
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        role: 'textbox',
        ...(describedBy && { 'aria-describedby': describedBy }),
        ...(error && { 'aria-invalid': 'true' }),
        ...(disabled && { 'aria-disabled': 'true' }),
      },
    },
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      strike: e?.isActive('strike') ?? false,
      bulletList: e?.isActive('bulletList') ?? false,
      orderedList: e?.isActive('orderedList') ?? false,
    }),
  });
  const tools = [
    { key: 'bold', Icon: FormatBold, run: () => editor?.chain().focus().toggleBold().run() },
    { key: 'italic', Icon: FormatItalic, run: () => editor?.chain().focus().toggleItalic().run() },
    { key: 'strike', Icon: FormatStrikethrough, run: () => editor?.chain().focus().toggleStrike().run() },
    { key: 'bulletList', Icon: FormatListBulleted, run: () => editor?.chain().focus().toggleBulletList().run() },
    { key: 'orderedList', Icon: FormatListNumbered, run: () => editor?.chain().focus().toggleOrderedList().run() },
  ] as const;
  return (
    <Box
      sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, opacity: disabled ? 0.6 : 1 }}
    >
      <ToggleButtonGroup size="small" aria-label={t('richText.toolbar', { label })} sx={{ p: 0.5, flexWrap: 'wrap' }}>
        {tools.map(({ key, Icon, run }) => (
          <ToggleButton
            key={key}
            value={key}
            selected={active?.[key] ?? false}
            onClick={run}
            disabled={disabled}
            aria-label={t(`richText.format.${key}`)}
          >
            <Icon fontSize="small" />
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box
        sx={{
          px: 2,
          borderBlockStart: 1,
          borderColor: 'divider',
          '& .ProseMirror': { minBlockSize: 140, outline: 'none', py: 1 },
          '& .ProseMirror:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
