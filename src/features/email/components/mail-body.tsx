import Box from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// Links in a message open outside the app and tell the other site nothing (docs/security.md).
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  }
});

/**
 * A message's HTML body, sanitised with DOMPurify before it reaches the page (docs/security.md: no untrusted HTML
 * without sanitising): scripts, handlers, forms, frames and styles go; images too, as a remote image tells its
 * sender that the message was read and no image is hot-linked (docs/api.md, "Images").
 */
export function MailBody({ html }: { html: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'img', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'video', 'audio'],
        FORBID_ATTR: ['style', 'class', 'id'],
      }),
    [html],
  );
  return (
    <Box
      dir="auto"
      sx={{
        typography: 'body1',
        color: 'text.primary',
        overflowWrap: 'anywhere',
        '& p': { mt: 0, mb: 1.5 },
        '& ul, & ol': { mt: 0, paddingInlineStart: 3 },
        '& blockquote': {
          m: 0,
          mb: 1.5,
          paddingInlineStart: 2,
          borderInlineStart: 3,
          borderColor: 'divider',
          color: 'text.secondary',
        },
        '& a': { color: 'primary.main' },
      }}
      // Sanitised just above (DOMPurify), the one way this screen renders HTML.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
