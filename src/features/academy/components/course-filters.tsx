import FilterAltOff from '@mui/icons-material/FilterAltOffOutlined';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Hint } from '@/components/hint';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/data-table/filter-select';
import type { TableUrlState } from '@/components/data-table/use-table-url-state';
import type { FilterOf, SortKeyOf } from '@/lib/list-query';
import { courseList } from '../api/lists';
import { courseTags } from '../api/types';

const sortChoices = courseList.sortKeys.flatMap((key) =>
  (['asc', 'desc'] as const).map((order) => `${key}:${order}` as const),
);

/**
 * Tag, "hide completed" and the sort: all in the URL through the table state. The reset clears them and the
 * search (`onReset`, which the page also uses to empty its search box); it is disabled while none is set.
 */
export function CourseFilters({
  table,
  onReset,
}: {
  table: TableUrlState<FilterOf<typeof courseList>, SortKeyOf<typeof courseList>>;
  onReset: () => void;
}) {
  const { t } = useTranslation('academy');
  const { filters, sortBy, orderBy } = table.state;
  return (
    <>
      <FilterSelect
        label={t('filters.label')}
        value={filters.label ?? ''}
        allLabel={t('filters.allCourses')}
        options={courseTags.map((tag) => ({ value: tag, label: t(`tags.${tag}`) }))}
        onChange={(v) => table.setFilter('label', v)}
      />
      <TextField
        select
        label={t('filters.sort')}
        value={sortBy ? `${sortBy}:${orderBy}` : ''}
        onChange={(e) => {
          const [key, order] = e.target.value.split(':');
          const sortBy = courseList.sortKeys.find((k) => k === key);
          table.setSort(sortBy, sortBy && (order === 'desc' ? 'desc' : 'asc'));
        }}
        sx={{ flex: { xs: '1 1 140px', sm: '0 1 220px' } }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('sort.default')}</MenuItem>
        {sortChoices.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {t(`sort.${choice.replace(':', '_') as `${SortKeyOf<typeof courseList>}_${'asc' | 'desc'}`}`)}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Switch
            checked={filters.hideCompleted === 'true'}
            onChange={(e) => table.setFilter('hideCompleted', e.target.checked ? 'true' : '')}
          />
        }
        label={t('filters.hideCompleted')}
      />
      {/* An icon, so the row keeps to one line on a desktop; the span lets the tooltip follow a disabled button. */}
      <Hint title={t('filters.reset')}>
        <span>
          <IconButton aria-label={t('filters.reset')} disabled={!table.filtered && !sortBy} onClick={onReset}>
            <FilterAltOff />
          </IconButton>
        </span>
      </Hint>
    </>
  );
}
