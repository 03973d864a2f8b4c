import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RecordQueryView, RecordTabs } from '@/components/record-view';
import { href } from '@/config/paths';
import { ecommerceQueries } from '../api/queries';
import { CustomerAddressTab } from '../components/customer-address-tab';
import { CustomerNotificationsTab } from '../components/customer-notifications-tab';
import { CustomerOverviewTab } from '../components/customer-overview-tab';
import { CustomerProfileCard } from '../components/customer-profile-card';
import { CustomerSecurityTab } from '../components/customer-security-tab';

const tabs = ['overview', 'security', 'address', 'notifications'] as const;

export function Component() {
  const { t } = useTranslation('ecommerce');
  const { id = '' } = useParams();
  const query = useQuery(ecommerceQueries.customer(id));
  return (
    <RecordQueryView
      query={query}
      notFound={{
        title: t('notFound.customer'),
        body: t('notFound.customerBody', { id }),
        backTo: href('apps-ecommerce-customer-list'),
        backLabel: t('customers.back'),
      }}
      skeleton={{ side: { blockSize: 503 }, main: { blockSize: { xs: 591, sm: 322 } } }}
    >
      {(customer) => (
        <RecordTabs
          card={<CustomerProfileCard customer={customer} />}
          tabs={tabs}
          label={t('customers.tabsLabel')}
          labelOf={(k) => t(`customers.tabs.${k}`)}
          panel={(tab) => (
            <>
              {tab === 'overview' && <CustomerOverviewTab customer={customer} />}
              {tab === 'security' && <CustomerSecurityTab customerId={customer.customerId} />}
              {tab === 'address' && <CustomerAddressTab customer={customer} />}
              {tab === 'notifications' && <CustomerNotificationsTab customerId={customer.customerId} />}
            </>
          )}
        />
      )}
    </RecordQueryView>
  );
}
