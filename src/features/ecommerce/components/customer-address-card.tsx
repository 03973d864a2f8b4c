import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RowMenu, type RowMenuItem } from '@/components/data-table/row-menu';
import { TonalChip } from '@/components/tonal-chip';
import type { CustomerAddress } from '../api/customer-address';
import { CountryLabel } from './country-label';

interface Props {
  address: CustomerAddress;
  countryName: string;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: (kind: 'defaultShipping' | 'defaultBilling') => void;
}

/** One address of the book, as an envelope shows it, with its defaults and its actions. */
export function CustomerAddressCard({ address, countryName, onEdit, onDelete, onMakeDefault }: Props) {
  const { t } = useTranslation('ecommerce');
  const label = t(`customers.addressLabels.${address.label}`);
  const items: RowMenuItem[] = [
    { label: t('customers.editAddress'), icon: <EditOutlined fontSize="small" />, onClick: onEdit },
    ...(address.defaultShipping
      ? []
      : [
          {
            label: t('customers.makeDefaultShipping'),
            icon: <LocalShippingOutlined fontSize="small" />,
            onClick: () => onMakeDefault('defaultShipping'),
          },
        ]),
    ...(address.defaultBilling
      ? []
      : [
          {
            label: t('customers.makeDefaultBilling'),
            icon: <ReceiptLongOutlined fontSize="small" />,
            onClick: () => onMakeDefault('defaultBilling'),
          },
        ]),
    { label: t('customers.deleteAddress'), icon: <DeleteOutline fontSize="small" />, onClick: onDelete },
  ];
  return (
    <Box
      component="li"
      aria-label={`${label} – ${address.recipient}`}
      sx={{
        listStyle: 'none',
        border: 1,
        borderColor: address.defaultShipping ? 'primary.main' : 'divider',
        borderRadius: 2,
        p: 2.5,
        display: 'grid',
        gap: 1.5,
        alignContent: 'start',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, marginInlineEnd: 'auto' }}>
          {label}
        </Typography>
        <RowMenu label={t('customers.addressActions', { name: `${label} – ${address.recipient}` })} items={items} />
      </Box>
      {(address.defaultShipping || address.defaultBilling) && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {address.defaultShipping && <TonalChip tone="primary" label={t('customers.defaultShipping')} />}
          {address.defaultBilling && <TonalChip tone="success" label={t('customers.defaultBilling')} />}
        </Box>
      )}
      <Typography component="address" variant="body2" color="textSecondary" sx={{ fontStyle: 'normal' }}>
        <Box component="span" sx={{ display: 'block', color: 'text.primary', fontWeight: 500 }}>
          <bdi>{address.recipient}</bdi>
        </Box>
        {/* Each line isolated (bdi), so Latin text reads right in an Arabic page and keeps the page's alignment. */}
        {[address.line1, address.line2, [address.postalCode, address.city].filter(Boolean).join(' ')]
          .filter(Boolean)
          .map((text, i) => (
            <Box key={i} component="span" sx={{ display: 'block' }}>
              <bdi>{text}</bdi>
            </Box>
          ))}
        <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
          <CountryLabel code={address.countryCode} name={countryName} />
        </Box>
        <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
          <span dir="ltr">{address.phone}</span>
        </Box>
      </Typography>
    </Box>
  );
}
