import Computer from '@mui/icons-material/ComputerOutlined';
import Edit from '@mui/icons-material/EditOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import Person from '@mui/icons-material/PersonOutlined';
import PieChart from '@mui/icons-material/PieChartOutlined';
import Settings from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { UserRole } from '../api/types';
import type { ChipTone } from '@/components/tonal-chip';

export const roleIcons: Record<UserRole, { Icon: typeof SvgIcon; tone: ChipTone }> = {
  admin: { Icon: Computer, tone: 'error' },
  author: { Icon: Settings, tone: 'warning' },
  editor: { Icon: Edit, tone: 'info' },
  maintainer: { Icon: PieChart, tone: 'success' },
  subscriber: { Icon: Person, tone: 'primary' },
};

export function RoleLabel({ role }: { role: UserRole }) {
  const { t } = useTranslation('users');
  const { Icon, tone } = roleIcons[role];
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}>
      <Icon aria-hidden fontSize="small" sx={{ color: `${tone}.main` }} />
      {t(`roles.${role}`)}
    </Box>
  );
}
