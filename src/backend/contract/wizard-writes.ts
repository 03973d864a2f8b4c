import { sampleBodies } from '@/features/wizards/api/sample-bodies';

const { deals, properties } = sampleBodies;
/** Products 2 and 4: the suite deletes product 3 before. */
const checkout = {
  ...sampleBodies.checkout,
  items: [
    { productId: 2, qty: 1 },
    { productId: 4, qty: 3 },
  ],
};

/** docs/api.md, "Wizards": each call saved twice (numbers follow per kind), and refused with field errors. */
export const wizardWrites: Array<[string, string, unknown]> = [
  ['POST', '/api/wizards/checkout', checkout],
  ['POST', '/api/wizards/checkout', { ...checkout, method: 'mobileMoney', mobilePhone: '+237 6 99 00 11 22' }],
  ['POST', '/api/wizards/checkout', { ...checkout, items: [{ productId: 3, qty: 1 }] }],
  ['POST', '/api/wizards/checkout', { ...checkout, cardNumber: '1234', fullName: '' }],
  ['POST', '/api/wizards/deals', deals],
  ['POST', '/api/wizards/deals', { ...deals, dealType: 'bogo', discount: '' }],
  ['POST', '/api/wizards/deals', { ...deals, discount: '0', confirmed: false }],
  ['POST', '/api/wizards/properties', properties],
  ['POST', '/api/wizards/properties', { ...properties, price: '12', phone: 'x' }],
];
