import { useTranslation } from 'react-i18next';
import { SideDrawer } from '@/components/side-drawer';
import type { CreatedUser } from '../api/types';
import { AddUserForm } from './add-user-form';

/** Closing keeps the form mounted, so a draft survives. */
export function AddUserDrawer(props: { open: boolean; onClose: () => void; onAdded?: (user: CreatedUser) => void }) {
  const { open, onClose, onAdded } = props;
  const { t } = useTranslation('users');
  return (
    <SideDrawer open={open} onClose={onClose} title={t('add.title')} closeLabel={t('add.close')} keepMounted>
      <AddUserForm onDone={onClose} onAdded={onAdded} />
    </SideDrawer>
  );
}
