import Check from '@mui/icons-material/Check';
import Remove from '@mui/icons-material/Remove';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { comparisonRows, planIds } from './plans';

/** The plans side by side; on a phone the table scrolls in its own box. */
export function PlanComparison() {
  const { t } = useTranslation('pricing');
  return (
    <section aria-labelledby="pricing-compare">
      <Typography id="pricing-compare" variant="h5" component="h2" sx={{ mb: 2, textAlign: 'center' }}>
        {t('compare.title')}
      </Typography>
      <Card>
        <TableContainer>
          <Table aria-labelledby="pricing-compare" sx={{ minInlineSize: 560 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('compare.feature')}</TableCell>
                {planIds.map((id) => (
                  <TableCell key={id} align="center">
                    {t(`plans.${id}.name`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {comparisonRows.map(({ feature, values }) => (
                <TableRow key={feature}>
                  <TableCell component="th" scope="row">
                    {t(`compare.rows.${feature}`)}
                  </TableCell>
                  {planIds.map((id) => {
                    const v = values[id];
                    return (
                      <TableCell key={id} align="center">
                        {v === true && <Check color="success" titleAccess={t('compare.included')} />}
                        {v === false && <Remove color="disabled" titleAccess={t('compare.notIncluded')} />}
                        {typeof v === 'string' && t(`features.${v}`)}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
    </section>
  );
}
