import GlobalStyles from '@mui/material/GlobalStyles';
import { invoiceDocumentId } from './invoice-document';

/**
 * The print sheet of the preview: the page prints the document alone on A4 (menus, buttons and drawers hidden),
 * in black on white whatever the theme, right to left in Arabic as on screen.
 */
export function InvoicePrintStyle() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '@page': { size: 'A4', margin: '12mm' },
          'body *': { visibility: 'hidden' },
          [`#${invoiceDocumentId}, #${invoiceDocumentId} *`]: { visibility: 'visible' },
          [`#${invoiceDocumentId}`]: {
            position: 'absolute',
            insetBlockStart: 0,
            insetInlineStart: 0,
            inlineSize: '100%',
            padding: '0 !important',
            color: '#000',
            background: '#fff',
            // The dark scheme's text and rule colours would be pale on paper: the document takes the light ones.
            '--mui-palette-text-primary': '#000',
            '--mui-palette-text-secondary': '#4b4b4b',
            '--mui-palette-divider': '#d0d0d0',
            '--mui-palette-TableCell-border': '#d0d0d0',
          },
          body: { background: '#fff !important' },
        },
      }}
    />
  );
}
