import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** Says plainly that the demo has no endpoint to keep what this form sends. */
export function DemoNotice({ text }: { text?: string }) {
  const { t } = useTranslation('ecommerce');
  return (
    <Alert severity="info" sx={{ mb: 3 }}>
      {text ?? t('demo.notPersisted')}
    </Alert>
  );
}
