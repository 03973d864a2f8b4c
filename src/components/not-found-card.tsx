import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A 404 inside the back-office layout: the menu stays, the record does not exist. */
export function NotFoundCard({
  title,
  body,
  backTo,
  backLabel,
}: {
  title: string;
  body: string;
  backTo: string;
  backLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardContent sx={{ textAlign: 'center', py: 8 }}>
        <Typography variant="h1" component="p" sx={{ fontSize: { xs: '3.5rem', md: '5rem' } }} aria-hidden>
          404
        </Typography>
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {body}
        </Typography>
        <Button variant="contained" component={Link} to={backTo}>
          {backLabel}
        </Button>
        <Typography variant="caption" component="p" color="textSecondary" sx={{ mt: 2 }}>
          {t('errors.code404')}
        </Typography>
      </CardContent>
    </Card>
  );
}
