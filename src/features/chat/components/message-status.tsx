import Done from '@mui/icons-material/Done';
import DoneAll from '@mui/icons-material/DoneAll';
import { useTranslation } from 'react-i18next';
import type { MessageStatus as Status } from '../api/types';

/** ✓ sent, ✓✓ delivered, ✓✓ in colour read; named in words for assistive tech and on hover. */
export function MessageStatus({ status }: { status: Status }) {
  const { t } = useTranslation('chat');
  const Icon = status === 'sent' ? Done : DoneAll;
  return (
    <Icon
      titleAccess={t(`status.${status}`)}
      sx={{ fontSize: 16, color: status === 'read' ? 'success.main' : 'text.secondary' }}
    />
  );
}
