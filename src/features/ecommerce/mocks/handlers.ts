import { http, HttpResponse } from 'msw';
import { db, removeById } from '@/mocks/db';
import { readListQuery } from '@/mocks/query';
import { customerList, orderList, productList, referralList, reviewList } from '../api/lists';
import { delay, requestLanguage, safe } from '@/mocks/utils';
import { listCustomers, localiseCustomer, listOrders, listProducts, listReferrals, listReviews } from './list-queries';

const base = '*/api/apps/ecommerce';

/** Path ids are whole numbers; anything else matches no record. */
function idOf(value: string | readonly string[] | undefined): number {
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

function deleteHandler(collection: 'products' | 'reviews') {
  return http.delete(
    `${base}/${collection}/:id`,
    safe(async ({ params }) => {
      await delay();
      const removed = removeById(collection, idOf(params.id));
      return new HttpResponse(null, { status: removed ? 204 : 404 });
    }),
  );
}

export const ecommerceHandlers = [
  http.get(
    `${base}/products`,
    safe(async ({ request }) => {
      await delay();
      return HttpResponse.json(listProducts(db.products, readListQuery(productList, request.url)));
    }),
  ),
  deleteHandler('products'),
  http.get(
    `${base}/orders`,
    safe(async ({ request }) => {
      await delay();
      return HttpResponse.json(listOrders(db.orders, readListQuery(orderList, request.url)));
    }),
  ),
  http.delete(
    `${base}/orders/:id`,
    safe(async ({ params }) => {
      await delay();
      removeById('orders', idOf(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  ),
  http.get(
    `${base}/customers`,
    safe(async ({ request }) => {
      await delay();
      return HttpResponse.json(
        listCustomers(db.customers, readListQuery(customerList, request.url), requestLanguage(request)),
      );
    }),
  ),
  http.get(
    `${base}/customers/:id`,
    safe(async ({ params, request }) => {
      await delay();
      const customer = db.customers.find((c) => c.customerId === idOf(params.id));
      if (!customer) return HttpResponse.json({ message: 'Customer not found' }, { status: 404 });
      return HttpResponse.json(localiseCustomer(customer, requestLanguage(request)));
    }),
  ),
  http.get(
    `${base}/reviews`,
    safe(async ({ request }) => {
      await delay();
      return HttpResponse.json(listReviews(db.reviews, readListQuery(reviewList, request.url)));
    }),
  ),
  deleteHandler('reviews'),
  http.get(
    `${base}/referrals`,
    safe(async ({ request }) => {
      await delay();
      return HttpResponse.json(listReferrals(db.referrals, readListQuery(referralList, request.url)));
    }),
  ),
];
