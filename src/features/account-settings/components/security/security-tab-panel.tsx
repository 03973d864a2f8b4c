import { ChangePasswordCard } from './change-password-card';
import { RecentDevicesCard } from './recent-devices-card';
import { TwoStepCard } from '@/components/two-step/two-step-card';

export function SecurityTabPanel() {
  return (
    <>
      <ChangePasswordCard />
      <TwoStepCard />
      <RecentDevicesCard />
    </>
  );
}
