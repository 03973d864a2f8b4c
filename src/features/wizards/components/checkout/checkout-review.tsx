import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CategoryIcon } from '@/components/category-icon';
import { parseMoney } from '@/lib/format';
import { useFormatters } from '@/lib/use-formatters';
import type { CheckoutInput } from '../../api/checkout-schema';
import type { CartProduct } from '../../api/types';
import { SummarySection } from '../summary-section';
import { useCountryName } from '../use-country-name';

interface Props {
  values: CheckoutInput;
  products: CartProduct[] | undefined;
  onEdit: (step: number) => void;
}

/** The last step: everything the order will say, each part with a way back to its step. */
export function CheckoutReview({ values, products = [], onEdit }: Props) {
  const { t } = useTranslation('wizards');
  const { money } = useFormatters();
  const countryName = useCountryName();
  const card = values.cardNumber.replace(/\D/g, '').slice(-4);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <SummarySection title={t('checkout.steps.cart')} onEdit={() => onEdit(0)} rows={[]}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {values.items.map((item) => {
            const product = products.find((p) => p.id === item.productId);
            return (
              <Box component="li" key={item.productId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <CategoryIcon category={product?.category ?? ''} image={product?.image} size={40} />
                <Typography sx={{ flex: 1, minInlineSize: 0 }}>
                  {/* Isolated, so that in Arabic a Latin name keeps "× 2" after it and on its line. */}
                  <bdi>{product?.productName}</bdi>{' '}
                  <Typography component="span" color="textSecondary" sx={{ whiteSpace: 'nowrap' }}>
                    × {item.qty}
                  </Typography>
                </Typography>
                <Typography sx={{ fontWeight: 600 }}>
                  {product ? money(parseMoney(product.price) * item.qty, 'USD') : '—'}
                </Typography>
              </Box>
            );
          })}
        </Box>
      </SummarySection>
      <SummarySection
        title={t('checkout.steps.address')}
        onEdit={() => onEdit(1)}
        rows={[
          [t('checkout.address.fullName'), values.fullName],
          [t('checkout.address.phone'), <span dir="ltr">{values.phone}</span>],
          [t('checkout.address.street'), `${values.street}, ${values.city}, ${countryName(values.country)}`],
          [t('checkout.address.delivery'), t(`checkout.delivery.${values.delivery}`)],
        ]}
      />
      <SummarySection
        title={t('checkout.steps.payment')}
        onEdit={() => onEdit(2)}
        rows={[
          [t('checkout.payment.method'), t(`checkout.payment.${values.method}`)],
          ...(values.method === 'card'
            ? [[t('checkout.payment.cardNumber'), <span dir="ltr">•••• {card}</span>] as const]
            : []),
          ...(values.method === 'mobileMoney'
            ? [[t('checkout.payment.mobilePhone'), <span dir="ltr">{values.mobilePhone}</span>] as const]
            : []),
        ]}
      />
    </Box>
  );
}
