import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, FullRow, SkeletonRows } from '@/components/data-table/table-states';
import { useFormatters } from '@/lib/use-formatters';
import { ecommerceQueries } from '../api/queries';
import { CategoryIcon } from '@/components/category-icon';
import { PageTitle } from '@/components/page-title';

// A phone shows the category, its product count and its value; the table then fits the screen.
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

export function Component() {
  const { t } = useTranslation('ecommerce');
  const fmt = useFormatters();
  // Categories are not an entity of the API: it adds up each one's products, over every product.
  const query = useQuery(ecommerceQueries.categories());
  const rows = query.data?.categories ?? [];
  const heads = [
    t('fields.category'),
    t('categories.products'),
    t('stats.inStock'),
    t('fields.qty'),
    t('stats.stockValue'),
  ];
  const body = () => {
    if (query.isError)
      return (
        <FullRow colSpan={5}>
          <ErrorState onRetry={() => void query.refetch()} />
        </FullRow>
      );
    if (query.isPending) return <SkeletonRows rows={6} columns={5} rowHeight={73} />;
    if (rows.length === 0)
      return (
        <FullRow colSpan={5}>
          <EmptyState />
        </FullRow>
      );
    return rows.map((c) => (
      <TableRow key={c.category} hover>
        <TableCell>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minInlineSize: { sm: 220 } }}>
            <CategoryIcon category={c.category} />
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t(`categories.${c.category}`)}
              </Typography>
              <Typography variant="caption" color="textSecondary" component="div">
                {t(`categories.descriptions.${c.category}`)}
              </Typography>
            </Box>
          </Box>
        </TableCell>
        <TableCell align="right">{fmt.number(c.count)}</TableCell>
        <TableCell align="right" sx={wideOnly}>
          {fmt.number(c.inStock)}
        </TableCell>
        <TableCell align="right" sx={wideOnly}>
          {fmt.number(c.qty)}
        </TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          {fmt.money(c.stockValue)}
        </TableCell>
      </TableRow>
    ));
  };
  return (
    <>
      <PageTitle title={t('titles.categoryList')} subtitle={t('categories.subtitle')} />
      <Card>
        <TableContainer tabIndex={0} role="region" aria-label={t('titles.categoryList')}>
          <Table aria-label={t('titles.categoryList')}>
            <TableHead>
              <TableRow>
                {heads.map((h, i) => (
                  <TableCell
                    key={h}
                    align={i === 0 ? 'left' : 'right'}
                    sx={[{ fontWeight: 600 }, (i === 2 || i === 3) && wideOnly]}
                  >
                    {h}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>{body()}</TableBody>
          </Table>
        </TableContainer>
      </Card>
    </>
  );
}
