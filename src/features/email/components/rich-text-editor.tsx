import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import Redo from '@mui/icons-material/Redo';
import StrikethroughS from '@mui/icons-material/StrikethroughS';
import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { Hint } from '@/components/hint';
import { EditorContent, type Editor, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  initial: string;
  onChange: (html: string) => void;
  label: string;
  error?: string;
}

type Tool = { key: string; icon: ReactElement; run: (e: Editor) => boolean; active?: string };

const tools: Tool[] = [
  { key: 'bold', icon: <FormatBold />, run: (e) => e.chain().focus().toggleBold().run(), active: 'bold' },
  { key: 'italic', icon: <FormatItalic />, run: (e) => e.chain().focus().toggleItalic().run(), active: 'italic' },
  { key: 'strike', icon: <StrikethroughS />, run: (e) => e.chain().focus().toggleStrike().run(), active: 'strike' },
  {
    key: 'bulletList',
    icon: <FormatListBulleted />,
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: 'bulletList',
  },
  {
    key: 'orderedList',
    icon: <FormatListNumbered />,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: 'orderedList',
  },
  { key: 'quote', icon: <FormatQuote />, run: (e) => e.chain().focus().toggleBlockquote().run(), active: 'blockquote' },
  { key: 'undo', icon: <Undo />, run: (e) => e.chain().focus().undo().run() },
  { key: 'redo', icon: <Redo />, run: (e) => e.chain().focus().redo().run() },
];

/**
 * The message's rich text (TipTap's StarterKit): a toolbar of the usual marks and blocks over an editable area
 * that screen readers name. It is part of the compose dialog's chunk, so the list never downloads it.
 */
export function RichTextEditor({ initial, onChange, label, error }: Props) {
  const { t, i18n } = useTranslation('email');
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: initial,
    shouldRerenderOnTransaction: true,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(error ? { 'aria-invalid': 'true' } : {}),
        dir: 'auto',
        lang: i18n.language,
      },
    },
  });
  return (
    <Box sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1 }}>
      <Box
        role="toolbar"
        aria-label={t('compose.editor.toolbar')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25, p: 0.5, borderBlockEnd: 1, borderColor: 'divider' }}
      >
        {tools.map((tool) => {
          const name = t(`compose.editor.${tool.key}` as 'compose.editor.bold');
          return (
            <Hint key={tool.key} title={name}>
              <IconButton
                size="small"
                aria-label={name}
                aria-pressed={tool.active ? Boolean(editor?.isActive(tool.active)) : undefined}
                color={tool.active && editor?.isActive(tool.active) ? 'primary' : 'default'}
                onClick={() => editor && tool.run(editor)}
              >
                {tool.icon}
              </IconButton>
            </Hint>
          );
        })}
      </Box>
      <Box
        sx={{
          '& .tiptap': {
            minBlockSize: { xs: 160, sm: 220 },
            maxBlockSize: '40vh',
            overflowY: 'auto',
            p: 1.5,
            outline: 'none',
            typography: 'body1',
            '& p': { mt: 0, mb: 1 },
            '& blockquote': {
              m: 0,
              paddingInlineStart: 2,
              borderInlineStart: 3,
              borderColor: 'divider',
              color: 'text.secondary',
            },
          },
          '&:focus-within': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: -1 },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
