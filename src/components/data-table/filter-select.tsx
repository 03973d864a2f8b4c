import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { memo } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

interface Props {
  label: string;
  value: string;
  options: FilterOption[];
  /**
   * Taken from the render in which what the select shows last changed (see `sameView`): it must act on the
   * table's latest view, as a table's `setFilter` does, not on one it closes over.
   */
  onChange: (value: string) => void;
  /** Label of the "no filter" choice. */
  allLabel: string;
}

/**
 * Whether the select would show the same thing: a search, a sort or a page change renders the list's filters
 * again with new option arrays and handlers, and each select is some forty components (docs/performance.md,
 * "A first load's own work").
 */
function sameView(a: Props, b: Props) {
  return (
    a.label === b.label &&
    a.value === b.value &&
    a.allLabel === b.allLabel &&
    a.options.length === b.options.length &&
    a.options.every((o, i) => o.value === b.options[i]!.value && o.label === b.options[i]!.label)
  );
}

export const FilterSelect = memo(function FilterSelect({ label, value, options, onChange, allLabel }: Props) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ flex: { xs: '1 1 140px', sm: '0 1 180px' }, minInlineSize: { sm: 150 } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}, sameView);
