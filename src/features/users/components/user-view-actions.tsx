import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useUpdateUser } from '../api/mutations';
import type { UserDetail } from '../api/types';
import { EditUserDialog } from './edit-user-dialog';

/** Under the profile card: edit the user, and suspend them (status inactive) or make them active again. */
export function UserViewActions({ user }: { user: UserDetail }) {
  const { t } = useTranslation('users');
  const [editing, setEditing] = useState(false);
  const update = useUpdateUser(user.id);
  const suspended = user.status === 'inactive';
  const toggle = async () => {
    try {
      await update.mutateAsync({ status: suspended ? 'active' : 'inactive' });
      toast(t(suspended ? 'edit.reactivated' : 'edit.suspended', { name: user.fullName }), { variant: 'success' });
    } catch {
      toast(t('edit.failed'), { variant: 'error' });
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap', mt: 2 }}>
      <Button variant="contained" onClick={() => setEditing(true)}>
        {t('edit.open')}
      </Button>
      <Button
        variant="outlined"
        color={suspended ? 'success' : 'error'}
        loading={update.isPending}
        onClick={() => void toggle()}
      >
        {t(suspended ? 'edit.reactivate' : 'edit.suspend')}
      </Button>
      <EditUserDialog open={editing} user={user} onClose={() => setEditing(false)} />
    </Box>
  );
}
