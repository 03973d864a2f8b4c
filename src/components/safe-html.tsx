import Box from '@mui/material/Box';
import { createElement, Fragment, type ReactNode } from 'react';

/** Tags the description may use; everything else keeps only its text. No attribute is ever copied. */
const allowed = new Set(['p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br']);

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  const tag = node.tagName.toLowerCase();
  if (tag === 'script' || tag === 'style') return null;
  const children = Array.from(node.childNodes, toReact);
  return allowed.has(tag) ? (
    createElement(tag, { key }, ...(tag === 'br' ? [] : children))
  ) : (
    <Fragment key={key}>{children}</Fragment>
  );
}

/**
 * Renders the API's HTML description without `dangerouslySetInnerHTML`: the string is parsed by an inert
 * DOMParser document (no script runs, no resource loads), then rebuilt as React elements from an allow-list
 * of text tags, so attributes (event handlers, links, styles) never reach the page.
 */
export function SafeHtml({ html }: { html: string }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return (
    <Box
      dir="auto"
      sx={{
        '& p': { mt: 0, mb: 1.5 },
        '& ul, & ol': { mt: 0, paddingInlineStart: 3 },
        typography: 'body2',
        color: 'text.secondary',
      }}
    >
      {Array.from(body.childNodes, toReact)}
    </Box>
  );
}
