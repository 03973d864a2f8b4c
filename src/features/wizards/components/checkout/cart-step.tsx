import Add from '@mui/icons-material/AddRounded';
import Delete from '@mui/icons-material/DeleteOutlineRounded';
import Remove from '@mui/icons-material/RemoveRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useFormState, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CategoryIcon } from '@/components/category-icon';
import { TonalChip } from '@/components/tonal-chip';
import { parseMoney } from '@/lib/format';
import { useFormatters } from '@/lib/use-formatters';
import type { CheckoutInput } from '../../api/checkout-schema';
import type { CartProduct } from '../../api/types';

interface Props {
  form: UseFormReturn<CheckoutInput>;
  catalogue: UseQueryResult<CartProduct[]>;
}

const maxQty = 10;

/** The cart (Vuexy's checkout, first step): each line with its picture, price and quantity, and more to add. */
export function CartStep({ form, catalogue }: Props) {
  const { t } = useTranslation('wizards');
  const { money } = useFormatters();
  const items = useWatch({ control: form.control, name: 'items' });
  const { errors } = useFormState({ control: form.control, name: 'items' });
  const set = (next: CheckoutInput['items']) =>
    form.setValue('items', next, { shouldValidate: true, shouldDirty: true });
  if (catalogue.isPending) return <Skeleton variant="rounded" height={260} aria-busy />;
  if (catalogue.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void catalogue.refetch()}>
            {t('wizard.retry')}
          </Button>
        }
      >
        {t('checkout.cart.loadFailed')}
      </Alert>
    );
  const products = catalogue.data;
  const others = products.filter((p) => !items.some((i) => i.productId === p.id));
  const error = errors.items?.message ?? errors.items?.root?.message;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography component="p" sx={{ fontWeight: 600 }}>
        {t('checkout.cart.count', { count: items.length })}
      </Typography>
      <Box
        component="ul"
        aria-label={t('checkout.cart.list')}
        sx={{ listStyle: 'none', m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 2 }}
      >
        {items.length === 0 && (
          <Typography component="li" color="textSecondary" sx={{ p: 3, textAlign: 'center' }}>
            {t('checkout.cart.empty')}
          </Typography>
        )}
        {items.map((item, index) => {
          const product = products.find((p) => p.id === item.productId);
          const name = product?.productName ?? t('checkout.cart.unknown');
          const change = (qty: number) => set(items.map((i, at) => (at === index ? { ...i, qty } : i)));
          return (
            <Box
              component="li"
              key={item.productId}
              aria-label={name}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '56px 1fr', sm: '72px 1fr auto' },
                gap: 2,
                alignItems: 'center',
                p: 2.5,
                '& + &': { borderBlockStart: 1, borderColor: 'divider' },
              }}
            >
              <CategoryIcon category={product?.category ?? ''} image={product?.image} size={64} />
              <Box sx={{ minInlineSize: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
                <Typography variant="body2" color="textSecondary">
                  {product?.productBrand}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
                  {/* A draft may hold a product the catalogue no longer lists: it is not said to be in stock. */}
                  {product && <TonalChip label={t('checkout.cart.inStock')} tone="success" />}
                  <Box
                    sx={{
                      display: 'inline-flex',
                      alignItems: 'center',
                      border: 1,
                      borderColor: 'divider',
                      borderRadius: 1.5,
                    }}
                  >
                    <IconButton
                      size="small"
                      aria-label={t('checkout.cart.less', { name })}
                      disabled={item.qty <= 1}
                      onClick={() => change(item.qty - 1)}
                    >
                      <Remove fontSize="small" />
                    </IconButton>
                    <Typography
                      component="output"
                      aria-label={t('checkout.cart.quantity', { name })}
                      sx={{ minInlineSize: 28, textAlign: 'center', fontWeight: 600 }}
                    >
                      {item.qty}
                    </Typography>
                    <IconButton
                      size="small"
                      aria-label={t('checkout.cart.more', { name })}
                      disabled={item.qty >= Math.min(maxQty, product?.qty ?? maxQty)}
                      onClick={() => change(item.qty + 1)}
                    >
                      <Add fontSize="small" />
                    </IconButton>
                  </Box>
                </Box>
              </Box>
              <Box
                sx={{
                  gridColumn: { xs: '2', sm: 'auto' },
                  display: 'flex',
                  flexDirection: { xs: 'row', sm: 'column' },
                  alignItems: { xs: 'center', sm: 'flex-end' },
                  justifyContent: 'space-between',
                  gap: 1,
                }}
              >
                <Typography sx={{ fontWeight: 600 }}>
                  {product ? money(parseMoney(product.price) * item.qty, 'USD') : '—'}
                </Typography>
                <Button
                  size="small"
                  color="secondary"
                  startIcon={<Delete />}
                  aria-label={t('checkout.cart.remove', { name })}
                  onClick={() => set(items.filter((_, at) => at !== index))}
                >
                  {t('checkout.cart.removeShort')}
                </Button>
              </Box>
            </Box>
          );
        })}
      </Box>
      {error && (
        <Alert severity="error" role="alert">
          {t(error as never)}
        </Alert>
      )}
      {others.length > 0 && items.length < 20 && (
        <TextField
          select
          label={t('checkout.cart.add')}
          value=""
          onChange={(event) => set([...items, { productId: Number(event.target.value), qty: 1 }])}
          sx={{ maxInlineSize: 420 }}
        >
          {others.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.productName} · {money(p.price, 'USD')}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Box>
  );
}
