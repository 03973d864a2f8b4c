import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { Can } from '@/lib/casl/can';

/** The access-control demo: one card every reader sees, one only an administrator sees. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('titles.accessControl')} subtitle={t('accessControl.subtitle')} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card>
            <CardHeader title={t('accessControl.commonTitle')} />
            <CardContent>
              <Typography>{t('accessControl.commonBody')}</Typography>
            </CardContent>
          </Card>
        </Grid>
        <Can I="manage" a="all">
          <Grid size={{ xs: 12, md: 6 }}>
            <Card>
              <CardHeader title={t('accessControl.adminTitle')} />
              <CardContent>
                <Typography>{t('accessControl.adminBody')}</Typography>
              </CardContent>
            </Card>
          </Grid>
        </Can>
      </Grid>
    </>
  );
}
