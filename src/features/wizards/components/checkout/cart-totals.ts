import { parseMoney } from '@/lib/format';
import { type CheckoutInput, shippingCost } from '../../api/checkout-schema';
import type { CartProduct } from '../../api/types';

/** What the screen shows before the API prices the order (it prices it again from the catalogue). */
export function cartTotals(values: Pick<CheckoutInput, 'items' | 'delivery'>, products: CartProduct[] = []) {
  const subtotal = values.items.reduce((sum, item) => {
    const product = products.find((p) => p.id === item.productId);
    return sum + (product ? parseMoney(product.price) * item.qty : 0);
  }, 0);
  const shipping = shippingCost[values.delivery];
  return { subtotal, shipping, total: subtotal + shipping };
}
