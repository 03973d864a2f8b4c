import { BillingAddressCard } from './billing-address-card';
import { BillingHistoryCard } from './billing-history-card';
import { CurrentPlanCard } from './current-plan-card';
import { PaymentMethodsCard } from './payment-methods-card';

export function BillingTabPanel() {
  return (
    <>
      <CurrentPlanCard />
      <PaymentMethodsCard />
      <BillingAddressCard />
      <BillingHistoryCard />
    </>
  );
}
