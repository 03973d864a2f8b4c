import { productCatalog } from '@/mocks/product-catalog';
import { dateBetween, formatDayMonthYear, personName, seededFaker, slugName } from '@/mocks/sample';
import type { SalesDetail, SalesPayment } from '@/features/datatable/api/types';

export const salesSeedCount = 60;

export function seedSalesDetails(): SalesDetail[] {
  const f = seededFaker(501);
  return Array.from({ length: salesSeedCount }, (_, i) => {
    const [name, category, brandLine, price] = f.helpers.arrayElement(productCatalog);
    const [brand = '', description = ''] = brandLine.split(' · ');
    const quantity = f.number.int({ min: 1, max: 4 });
    const total = Math.round(price * quantity * 100) / 100;
    const kind = f.helpers.weightedArrayElement([
      { weight: 5, value: 'completed' },
      { weight: 2, value: 'partial' },
      { weight: 1, value: 'unpaid' },
      { weight: 2, value: 'cancelled' },
    ] as const);
    const payment: SalesPayment =
      kind === 'completed'
        ? { total, status: 'Completed', receivedPaymentStatus: 'Fully Paid', paidAmount: total }
        : kind === 'partial'
          ? {
              total,
              status: 'Confirmed',
              receivedPaymentStatus: 'Partially Paid',
              paidAmount: Math.round(total * f.number.float({ min: 0.1, max: 0.9 }) * 100) / 100,
            }
          : kind === 'unpaid'
            ? { total, status: 'Confirmed', receivedPaymentStatus: 'Unpaid', paidAmount: 0 }
            : { total, status: 'Cancelled', receivedPaymentStatus: 'Unpaid', paidAmount: 0 };
    return {
      id: i + 1,
      product: {
        id: i + 1,
        name,
        slug: slugName(name).replace(/\./g, '-'),
        brand,
        category,
        price,
        image: null,
        hasFreeShipping: f.datatype.boolean(),
        rating: f.number.int({ min: 1, max: 5 }),
        description,
      },
      date: formatDayMonthYear(dateBetween(f, '2024-01-01', '2025-06-30')),
      buyer: { name: personName(f), avatar: null },
      payment,
    };
  });
}
