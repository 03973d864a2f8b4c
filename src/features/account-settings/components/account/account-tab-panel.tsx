import { DeleteAccountCard } from './delete-account-card';
import { ProfileCard } from './profile-card';

export function AccountTabPanel() {
  return (
    <>
      <ProfileCard />
      <DeleteAccountCard />
    </>
  );
}
