import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { DataTableColumn, RowId } from './types';

interface Props<T> {
  rows: T[];
  columns: DataTableColumn<T>[];
  getRowId: (row: T) => RowId;
  /** A row to point out: selected and marked as current; scrolled into view unless `scrollToHighlight` is false. */
  highlightRowId?: RowId;
  scrollToHighlight?: boolean;
  /** With row selection: which rows are ticked, how to toggle one and the checkbox's accessible name. */
  selection?: { selected: RowId[]; toggle: (id: RowId) => void; label: string };
  rowActions?: (row: T) => ReactNode;
}

const scrollIntoView = (row: HTMLTableRowElement | null) => row?.scrollIntoView?.({ block: 'nearest' });

/**
 * The loaded rows as plain `tr` and `td`, styled once by the table (`rowStyles`) rather than by MUI's TableRow and
 * TableCell, two styled components per cell that serialise their styles again on every search keystroke, sort and
 * page change (docs/performance.md, "List interactions"). `Mui-selected` is kept for the selected rows.
 */
export function DataTableRows<T>(props: Props<T>) {
  const { rows, columns, getRowId, highlightRowId, selection, rowActions } = props;
  return rows.map((row) => {
    const id = getRowId(row);
    const isSelected = selection?.selected.includes(id) ?? false;
    const current = id === highlightRowId;
    const classes = ['row', isSelected || current ? 'Mui-selected' : '', current ? 'current' : ''];
    return (
      <tr
        key={id}
        className={classes.join(' ').trim()}
        aria-current={current ? 'true' : undefined}
        ref={current && props.scrollToHighlight !== false ? scrollIntoView : undefined}
      >
        {selection && (
          <td className="cell checkbox">
            <input
              type="checkbox"
              className="row-check"
              checked={isSelected}
              onChange={() => selection.toggle(id)}
              aria-label={selection.label}
            />
          </td>
        )}
        {columns.map((col) => (
          <td key={col.id} className={col.align && col.align !== 'left' ? `cell ${col.align}` : 'cell'}>
            {col.render(row)}
          </td>
        ))}
        {rowActions && <td className="cell right actions">{rowActions(row)}</td>}
      </tr>
    );
  });
}

/** MUI's CheckBoxOutlineBlank and CheckBox icons, drawn as masks in the row's checkbox. */
const checkboxIcon = (path: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${path}"/></svg>`)}")`;
const blankIcon = checkboxIcon(
  'M19 5v14H5V5zm0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2',
);
const checkedIcon = checkboxIcon(
  'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2m-9 14-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z',
);

/**
 * MUI's TableRow (hover, selected) and body TableCell styles for the rows above, with the table's narrower cells;
 * the pointed-out row gets a stronger wash than MUI's 8 % (faint on the dark paper) and a bar on its leading edge.
 */
export const rowStyles = (theme: Theme) => {
  // The app's theme always has CSS variables (src/theme/create-app-theme.ts).
  const { palette } = theme.vars ?? theme;
  // A round control's hover wash in `colour` (none on touch screens) and, where MUI pulses its focus ripple, the
  // icon's colour at 30 %: the row checkbox and the row actions.
  const washes = (colour: string) => ({
    '&:hover': { backgroundColor: theme.alpha(colour, palette.action.hoverOpacity) },
    '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
    '&:focus-visible': { backgroundColor: 'color-mix(in srgb, currentColor 30%, transparent)' },
  });
  return {
    '& tr.row': {
      color: 'inherit',
      verticalAlign: 'middle',
      outline: 0,
      '&:hover': { backgroundColor: palette.action.hover },
      '&.Mui-selected': {
        backgroundColor: theme.alpha(palette.primary.main, palette.action.selectedOpacity),
        '&:hover': {
          backgroundColor: theme.alpha(
            palette.primary.main,
            `${palette.action.selectedOpacity} + ${palette.action.hoverOpacity}`,
          ),
        },
      },
      '&.current, &.current:hover': { backgroundColor: 'rgba(var(--mui-palette-primary-mainChannel) / 0.16)' },
      '&.current > td:first-of-type': { position: 'relative' },
      '&.current > td:first-of-type::before': {
        content: '""',
        position: 'absolute',
        insetBlock: 0,
        insetInlineStart: 0,
        inlineSize: 4,
        backgroundColor: palette.primary.main,
      },
    },
    '& td.cell': {
      ...theme.typography.body2,
      color: palette.text.primary,
      verticalAlign: 'inherit',
      borderBottom: `1px solid ${theme.vars?.palette.TableCell.border}`,
      textAlign: 'start',
      padding: '16px 12px',
      // A column's `align` is MUI's physical word, which the right-to-left style plugin mirrors: right is the end.
      '&.right': { textAlign: 'end' },
      '&.center': { textAlign: 'center' },
      '&.actions': { whiteSpace: 'nowrap' },
      '&.checkbox': { width: 48, paddingBlock: 0, paddingInline: '4px 0' },
    },
    // MUI's Checkbox (its box, colours, hover and focus wash) as a native input: the Checkbox is some fifteen
    // components a row, rendered again for every view of the list (docs/performance.md, "A first load's own work").
    '& input.row-check': {
      appearance: 'none',
      display: 'inline-grid',
      placeItems: 'center',
      boxSizing: 'border-box',
      inlineSize: 42,
      blockSize: 42,
      margin: 0,
      verticalAlign: 'middle',
      borderRadius: '50%',
      cursor: 'pointer',
      color: palette.text.secondary,
      outline: 0,
      '&::before': {
        content: '""',
        inlineSize: 24,
        blockSize: 24,
        backgroundColor: 'currentColor',
        mask: `${blankIcon} center / 24px no-repeat`,
      },
      '&:checked': { color: palette.primary.main },
      '&:checked::before': { maskImage: checkedIcon },
      ...washes(palette.primary.main),
    },
    // A row's picture, name and line under it (`EntityCell`): the body2 name in bold, the caption line cut short.
    '& .entity': {
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(1.5),
      minInlineSize: 220,
      '&.fluid': { minInlineSize: 0, [theme.breakpoints.up('sm')]: { minInlineSize: 200 } },
    },
    '& .entity-text': { minInlineSize: 0 },
    '& .entity-title': { margin: 0, fontWeight: 600, textAlign: 'match-parent' },
    '& .entity-sub': {
      ...theme.typography.caption,
      color: palette.text.secondary,
      textAlign: 'match-parent',
      maxInlineSize: 220,
    },
    '& .entity-title.nowrap, & .entity-sub': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    '& .entity.fluid .entity-sub': { maxInlineSize: 'none' },
    // MUI's small IconButton (30 px round, a 20 px icon in the active colour, its hover and focus wash) for the
    // row's actions (`RowAction`).
    '& .row-action': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      verticalAlign: 'middle',
      boxSizing: 'border-box',
      inlineSize: 30,
      blockSize: 30,
      padding: 0,
      margin: 0,
      border: 0,
      borderRadius: '50%',
      backgroundColor: 'transparent',
      color: palette.action.active,
      cursor: 'pointer',
      outline: 0,
      textDecoration: 'none',
      WebkitTapHighlightColor: 'transparent',
      transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
      '& svg': { inlineSize: 20, blockSize: 20, flexShrink: 0, fill: 'currentColor' },
      ...washes(palette.action.active),
    },
  } as const;
};
