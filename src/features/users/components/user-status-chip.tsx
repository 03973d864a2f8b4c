import { useTranslation } from 'react-i18next';
import type { UserStatus } from '../api/types';
import { type ChipTone, TonalChip } from '@/components/tonal-chip';

const statusTones: Record<UserStatus, ChipTone> = { active: 'success', pending: 'warning', inactive: 'secondary' };

export function UserStatusChip({ status }: { status: UserStatus }) {
  const { t } = useTranslation('users');
  return <TonalChip tone={statusTones[status]} label={t(`status.${status}`)} />;
}
