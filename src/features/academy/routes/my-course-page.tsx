import School from '@mui/icons-material/SchoolOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTablePagination } from '@/components/data-table/data-table-pagination';
import { TableSearchField } from '@/components/data-table/table-search-field';
import { EmptyState, ErrorState } from '@/components/data-table/table-states';
import { useServerTable } from '@/components/data-table/use-server-table';
import { PageTitle } from '@/components/page-title';
import { courseList } from '../api/lists';
import { academyQueries } from '../api/queries';
import { CourseCard } from '../components/course-card';
import { CourseFilters } from '../components/course-filters';
import { courseCardSize, CourseGridSkeleton } from '../components/course-grid-states';

export function Component() {
  const { t } = useTranslation('academy');
  const { table, query } = useServerTable(courseList, academyQueries.courses);
  // A reset empties the search box even when its text was typed here (the box keeps its own text).
  const [resets, setResets] = useState(0);
  const resetView = () => {
    setResets((n) => n + 1);
    table.resetView();
  };
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = query;
  const courses = data?.courses ?? [];
  return (
    <>
      <PageTitle title={t('titles.myCourses')} subtitle={t('myCourses.subtitle')} />
      <Card sx={{ mb: 3 }}>
        <CardContent
          sx={(theme) => ({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 3,
            background: `linear-gradient(135deg, rgba(${theme.vars?.palette.primary.mainChannel} / 0.14), transparent 70%)`,
          })}
        >
          <School aria-hidden sx={{ fontSize: 64, color: 'primary.main' }} />
          <Box sx={{ flex: '1 1 260px' }}>
            <Typography variant="h5" component="h2">
              {t('hero.title')}
            </Typography>
            <Typography color="textSecondary" sx={{ mt: 0.5 }}>
              {t('hero.body')}
            </Typography>
          </Box>
          <TableSearchField
            key={resets}
            value={table.state.q}
            onChange={table.setSearch}
            label={t('myCourses.search')}
          />
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="academy-courses-heading">
        <CardContent>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
            <Box sx={{ flex: '1 1 200px' }}>
              <Typography id="academy-courses-heading" variant="h5" component="h2">
                {t('myCourses.heading')}
              </Typography>
              {data && (
                <Typography variant="body2" color="textSecondary">
                  {t('myCourses.total', { count: data.totalCourse })}
                </Typography>
              )}
            </Box>
            <CourseFilters table={table} onReset={resetView} />
          </Box>
          <Box sx={{ blockSize: 4, mb: 1 }}>{isFetching && isPlaceholderData && <LinearProgress aria-hidden />}</Box>
          {isError && !data ? (
            <ErrorState onRetry={() => void refetch()} />
          ) : (
            <Grid container spacing={3} aria-busy={isPending}>
              {isPending ? (
                <CourseGridSkeleton count={6} />
              ) : courses.length === 0 ? (
                <Grid size={12}>
                  <EmptyState title={t('empty.title')} body={t('empty.body')} />
                </Grid>
              ) : (
                courses.map((c) => (
                  <Grid key={c.id} size={courseCardSize}>
                    <CourseCard course={c} />
                  </Grid>
                ))
              )}
            </Grid>
          )}
        </CardContent>
        {data && data.total > 0 && (
          <DataTablePagination
            total={data.total}
            page={table.state.page}
            itemsPerPage={table.state.itemsPerPage}
            onPageChange={table.setPage}
            onItemsPerPageChange={table.setItemsPerPage}
          />
        )}
      </Card>
    </>
  );
}
