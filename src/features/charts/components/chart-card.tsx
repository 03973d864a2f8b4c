import TableChart from '@mui/icons-material/TableChartOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import { Hint } from '@/components/hint';
import { visuallyHidden } from '@mui/utils';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The figures a chart draws: one row per category, its name first. */
export interface ChartTable {
  columns: string[];
  rows: Array<[string, ...string[]]>;
}

interface Props {
  title: string;
  subtitle?: string;
  table: ChartTable;
  /** Fill the height its grid row leaves: the card is a column and its content takes the room. */
  grow?: boolean;
  children: ReactNode;
}

/**
 * A chart with the table of its figures. The table is always in the page, so a screen reader reads the
 * numbers the chart draws (an SVG chart says little to it); the toggle shows it to sighted readers as well.
 */
export function ChartCard({ title, subtitle, table, grow, children }: Props) {
  const { t } = useTranslation('charts');
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <Card
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ blockSize: '100%', ...(grow && { display: 'flex', flexDirection: 'column' }) }}
    >
      <CardHeader
        title={title}
        subheader={subtitle}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: `${id}-title` } }}
        action={
          <Hint title={t(shown ? 'table.hide' : 'table.show')}>
            <ToggleButton
              value="table"
              size="small"
              selected={shown}
              onChange={() => setShown((s) => !s)}
              aria-label={t('table.toggle', { chart: title })}
              aria-controls={`${id}-table`}
              aria-expanded={shown}
              sx={{ border: 0 }}
            >
              <TableChart fontSize="small" />
            </ToggleButton>
          </Hint>
        }
      />
      <CardContent sx={{ pt: 0, ...(grow && { flex: 1, display: 'flex', flexDirection: 'column' }) }}>
        {/* The drawing shows the table below it to the eye; its legend's buttons stay reachable by keyboard. */}
        {children}
        <TableContainer id={`${id}-table`} sx={shown ? { mt: 2, maxBlockSize: 280 } : visuallyHidden}>
          <Table size="small" stickyHeader={shown}>
            <caption style={visuallyHidden as object}>{t('table.caption', { chart: title })}</caption>
            <TableHead>
              <TableRow>
                {table.columns.map((column) => (
                  <TableCell key={column} scope="col">
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {table.rows.map(([name, ...values]) => (
                <TableRow key={name}>
                  <TableCell component="th" scope="row">
                    {name}
                  </TableCell>
                  {values.map((value, i) => (
                    <TableCell key={i} sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {value}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}
