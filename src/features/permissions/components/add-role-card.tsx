import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function AddRoleCard({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation('roles');
  return (
    <Card sx={{ blockSize: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1.5 }}>
        <Typography color="textSecondary">{t('roles.addHint')}</Typography>
        <Button variant="contained" startIcon={<Add />} onClick={onAdd}>
          {t('roles.add')}
        </Button>
      </CardContent>
    </Card>
  );
}
