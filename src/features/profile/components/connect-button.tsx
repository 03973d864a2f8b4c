import Check from '@mui/icons-material/Check';
import PersonAdd from '@mui/icons-material/PersonAddAlt1Outlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useSetConnection } from '../api/mutations';

/** Connect / Connected with a person of the page, kept by the API for the signed-in user. */
export function ConnectButton({
  id,
  name,
  connected,
  sx,
}: {
  /** A person of the Connections tab; none for the profile's own person (the header). */
  id?: number;
  name: string;
  connected: boolean;
  sx?: ButtonProps['sx'];
}) {
  const { t } = useTranslation('profile');
  const setConnection = useSetConnection();
  const toggle = () =>
    setConnection.mutate(
      { id, connected: !connected },
      { onError: () => toast(t('actions.connectFailed'), { variant: 'error' }) },
    );
  return (
    <Button
      variant={connected ? 'contained' : 'outlined'}
      startIcon={connected ? <Check /> : <PersonAdd />}
      onClick={toggle}
      loading={setConnection.isPending}
      loadingPosition="start"
      aria-label={connected ? t('actions.connectedWith', { name }) : t('actions.connectWith', { name })}
      sx={sx}
    >
      {connected ? t('actions.connected') : t('actions.connect')}
    </Button>
  );
}
