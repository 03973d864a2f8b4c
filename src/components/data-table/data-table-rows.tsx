import Checkbox from '@mui/material/Checkbox';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { DataTableColumn, RowId } from './types';

interface Props<T> {
  rows: T[];
  columns: DataTableColumn<T>[];
  getRowId: (row: T) => RowId;
  highlightRowId?: RowId;
  /** With row selection: which rows are ticked, how to toggle one and the checkbox's accessible name. */
  selection?: { selected: RowId[]; toggle: (id: RowId) => void; label: string };
  rowActions?: (row: T) => ReactNode;
}

const scrollIntoView = (row: HTMLTableRowElement | null) => row?.scrollIntoView?.({ block: 'nearest' });

/**
 * The loaded rows as plain `tr` and `td`, styled once by the table (`rowStyles`) rather than by a styled
 * component per cell: a page of rows is re-rendered on every search keystroke, sort and page change, and MUI's
 * TableRow and TableCell computed their styles again for each of its ~100 cells (docs/performance.md, "List
 * interactions").
 */
export function DataTableRows<T>({ rows, columns, getRowId, highlightRowId, selection, rowActions }: Props<T>) {
  return rows.map((row) => {
    const id = getRowId(row);
    const isSelected = selection?.selected.includes(id) ?? false;
    const highlighted = id === highlightRowId;
    return (
      <tr
        key={id}
        className={isSelected || highlighted ? 'row selected' : 'row'}
        aria-current={highlighted ? 'true' : undefined}
        ref={highlighted ? scrollIntoView : undefined}
      >
        {selection && (
          <td className="cell checkbox">
            <Checkbox
              checked={isSelected}
              onChange={() => selection.toggle(id)}
              slotProps={{ input: { 'aria-label': selection.label } }}
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

/** MUI's TableRow (hover, selected) and body TableCell styles, for the rows above. */
export const rowStyles = (theme: Theme) => {
  // The app's theme always has CSS variables (src/theme/create-app-theme.ts).
  const { palette } = theme.vars ?? theme;
  return {
    '& tr.row': {
      color: 'inherit',
      verticalAlign: 'middle',
      outline: 0,
      '&:hover': { backgroundColor: palette.action.hover },
      '&.selected': {
        backgroundColor: theme.alpha(palette.primary.main, palette.action.selectedOpacity),
        '&:hover': {
          backgroundColor: theme.alpha(
            palette.primary.main,
            `${palette.action.selectedOpacity} + ${palette.action.hoverOpacity}`,
          ),
        },
      },
    },
    '& td.cell': {
      ...theme.typography.body2,
      color: palette.text.primary,
      verticalAlign: 'inherit',
      borderBottom: `1px solid ${theme.vars?.palette.TableCell.border}`,
      textAlign: 'left',
      padding: '16px 12px',
      '&.right': { textAlign: 'right' },
      '&.center': { textAlign: 'center' },
      '&.actions': { whiteSpace: 'nowrap' },
      '&.checkbox': { width: 48, padding: '0 0 0 4px' },
    },
  } as const;
};
