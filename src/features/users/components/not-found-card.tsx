import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/config/paths';

/** A 404 inside the back-office layout: the menu stays, the user does not exist. */
export function UserNotFound({ id }: { id: string }) {
  const { t } = useTranslation('users');
  return (
    <Card>
      <CardContent sx={{ textAlign: 'center', py: 8 }}>
        <Typography variant="h1" component="p" sx={{ fontSize: { xs: '3.5rem', md: '5rem' } }} aria-hidden>
          404
        </Typography>
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          {t('notFound.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('notFound.body', { id })}
        </Typography>
        <Button variant="contained" component={Link} to={href('apps-user-list')}>
          {t('notFound.back')}
        </Button>
      </CardContent>
    </Card>
  );
}
