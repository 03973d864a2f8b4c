import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';

/** A demo form in a card: its fields, then Submit and Reset. Submitting says that nothing is sent. */
export function LayoutCard({
  title,
  children,
  actions = true,
}: {
  title: string;
  children: ReactNode;
  actions?: boolean;
}) {
  const { t } = useTranslation('forms');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    toast(t('layouts.sent'), { variant: 'success' });
  };
  return (
    <Card sx={{ blockSize: '100%' }}>
      <CardHeader title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Box component="form" aria-label={title} onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
          {children}
          {actions && <FormActions />}
        </Box>
      </CardContent>
    </Card>
  );
}

export function FormActions() {
  const { t } = useTranslation('forms');
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Button type="submit" variant="contained">
        {t('layouts.submit')}
      </Button>
      <Button type="reset" variant="outlined" color="secondary">
        {t('layouts.reset')}
      </Button>
    </Box>
  );
}
