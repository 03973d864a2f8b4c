import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/components/data-table/confirm-delete-dialog';
import { EmptyState, ErrorState } from '@/components/data-table/table-states';
import { toast } from '@/lib/toast';
import { useDeleteAddress, useSaveAddress } from '../api/customer-book-mutations';
import type { CustomerAddress } from '../api/customer-address';
import { ecommerceQueries } from '../api/queries';
import type { CustomerDetail } from '../api/types';
import { CustomerAddressCard } from './customer-address-card';
import { CustomerAddressDialog } from './customer-address-dialog';
import { useCountryOptions } from './use-country-options';

const grid = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } };

/** The customer's address book (docs/api.md, "E-commerce"): add, edit, delete, and choose the defaults. */
export function CustomerAddressTab({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation('ecommerce');
  const query = useQuery(ecommerceQueries.customerAddresses(customer.customerId));
  const save = useSaveAddress(customer.customerId);
  const remove = useDeleteAddress(customer.customerId);
  const { nameOf } = useCountryOptions();
  const [editing, setEditing] = useState<CustomerAddress | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CustomerAddress | null>(null);
  const addresses = query.data?.addresses ?? [];
  const makeDefault = (address: CustomerAddress, kind: 'defaultShipping' | 'defaultBilling') =>
    save.mutate(
      { id: address.id, values: { [kind]: true } },
      {
        onSuccess: () => toast(t('customers.defaultSet'), { variant: 'success' }),
        onError: () => toast(t('customers.addressSaveFailed'), { variant: 'error' }),
      },
    );
  const confirmDelete = (address: CustomerAddress) =>
    remove.mutate(address.id, {
      onSuccess: () => toast(t('customers.addressDeleted'), { variant: 'success' }),
      onError: () => toast(t('customers.addressDeleteFailed'), { variant: 'error' }),
      onSettled: () => setDeleting(null),
    });
  return (
    <Card>
      <CardHeader
        title={t('customers.addressBook')}
        subheader={t('customers.addressHint')}
        action={
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')} disabled={!query.isSuccess}>
            {t('customers.addAddress')}
          </Button>
        }
        slotProps={{ title: { component: 'h2', variant: 'h6' }, action: { sx: { alignSelf: 'center', m: 0 } } }}
        sx={{ flexWrap: 'wrap', gap: 2 }}
      />
      <CardContent sx={{ pt: 0 }}>
        {query.isError ? (
          <ErrorState onRetry={() => void query.refetch()} />
        ) : query.isPending ? (
          <Box sx={grid} aria-busy>
            {[0, 1].map((i) => (
              <Skeleton key={i} variant="rounded" height={210} />
            ))}
          </Box>
        ) : addresses.length === 0 ? (
          <EmptyState title={t('customers.noAddress')} body={t('customers.noAddressBody')} />
        ) : (
          <Box component="ul" sx={{ ...grid, m: 0, p: 0 }} aria-label={t('customers.addressBook')}>
            {addresses.map((address) => (
              <CustomerAddressCard
                key={address.id}
                address={address}
                countryName={nameOf(address.countryCode)}
                onEdit={() => setEditing(address)}
                onDelete={() => setDeleting(address)}
                onMakeDefault={(kind) => makeDefault(address, kind)}
              />
            ))}
          </Box>
        )}
      </CardContent>
      {editing !== null && (
        <CustomerAddressDialog
          customer={customer}
          address={editing === 'new' ? undefined : editing}
          first={addresses.length === 0}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('customers.deleteAddressTitle')}
        itemName={deleting ? `${t(`customers.addressLabels.${deleting.label}`)} – ${deleting.recipient}` : undefined}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && confirmDelete(deleting)}
      />
    </Card>
  );
}
