import Construction from '@mui/icons-material/ConstructionOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/config/paths';

/**
 * Routes of the spec's table whose screens are not built yet: the route, its guard and its title exist,
 * and the page says plainly that the screen is still to come (rather than a 404).
 */
export function Component() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardContent sx={{ textAlign: 'center', py: 8, display: 'grid', gap: 2, justifyItems: 'center' }}>
        <Construction sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
        <Typography variant="h5" component="h1">
          {t('pending.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxInlineSize: 520 }}>
          {t('pending.body')}
        </Typography>
        <Button component={Link} to={href('dashboards-ecommerce')} variant="contained">
          {t('pending.action')}
        </Button>
      </CardContent>
    </Card>
  );
}
