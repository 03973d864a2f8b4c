import MuiLink from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/data-table/types';
import { href } from '@/config/paths';
import { useFormatters } from '@/lib/use-formatters';
import type { Customer } from '../api/types';
import { CountryLabel } from './country-label';
import { PersonCell } from './person-cell';

export function useCustomerColumns(): DataTableColumn<Customer>[] {
  const { t } = useTranslation('ecommerce');
  const fmt = useFormatters();
  return [
    {
      id: 'customer',
      header: t('fields.customer'),
      sortKey: 'customer',
      csv: (c) => c.customer,
      render: (c) => (
        <PersonCell
          name={c.customer}
          detail={c.email}
          title={
            <MuiLink
              component={Link}
              to={href('apps-ecommerce-customer-details', { id: c.customerId })}
              color="inherit"
            >
              {c.customer}
            </MuiLink>
          }
        />
      ),
    },
    {
      id: 'customerId',
      header: t('fields.customerId'),
      sortKey: 'customerId',
      csv: (c) => `#${c.customerId}`,
      render: (c) => `#${c.customerId}`,
    },
    {
      id: 'country',
      header: t('fields.country'),
      sortKey: 'country',
      csv: (c) => c.country,
      render: (c) => <CountryLabel code={c.countryCode} name={c.country} />,
    },
    {
      id: 'orders',
      header: t('fields.orders'),
      sortKey: 'orders',
      align: 'right',
      csv: (c) => c.order,
      render: (c) => fmt.number(c.order),
    },
    {
      id: 'totalSpent',
      header: t('fields.totalSpent'),
      sortKey: 'totalSpent',
      align: 'right',
      csv: (c) => fmt.money(c.totalSpent),
      render: (c) => fmt.money(c.totalSpent),
    },
  ];
}
