import type { CheckoutInput } from './checkout-schema';
import type { DealInput } from './deal-schema';
import type { PropertyInput } from './property-schema';

/**
 * A valid body of each wizard's call (docs/api.md, "Wizards"), for the API's tests and the contract suite.
 * Products 2 and 3 of the sample catalogue (in stock).
 */
export const sampleBodies = {
  checkout: {
    items: [
      { productId: 2, qty: 1 },
      { productId: 3, qty: 2 },
    ],
    fullName: 'Awa Ndong',
    phone: '+241 06 12 34 56',
    street: 'Boulevard Triomphal',
    city: 'Libreville',
    country: 'GA',
    delivery: 'express',
    method: 'card',
    cardName: 'Awa Ndong',
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/39',
    cvc: '123',
    mobilePhone: '',
  } satisfies CheckoutInput,
  deals: {
    dealType: 'percentage',
    discount: '15',
    region: 'estuaire',
    title: 'Soldes de saison',
    code: 'SAISON-15',
    description: 'Quinze pour cent sur tout le catalogue',
    startDate: '2026-01-05',
    endDate: '2026-01-31',
    audience: 'loyal',
    maxUses: '500',
    minCart: '25000',
    oncePerCustomer: true,
    confirmed: true,
  } satisfies DealInput,
  properties: {
    ownerType: 'broker',
    firstName: 'Paul',
    lastName: 'Mba',
    email: 'paul.mba@example.com',
    phone: '+241 07 65 43 21',
    propertyType: 'apartment',
    listing: 'rent',
    street: 'Quartier Louis',
    city: 'Libreville',
    area: '120',
    bedrooms: '3',
    bathrooms: '2',
    furnished: true,
    amenities: ['parking', 'security'],
    price: '650000',
    negotiable: true,
  } satisfies PropertyInput,
};
