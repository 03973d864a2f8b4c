/** Review title and body by star rating (1 to 5). */
export const reviewTexts: Record<number, Array<[string, string]>> = {
  1: [
    [
      'Stopped working after a week',
      'The device would not turn on after seven days. Support asked me to send it back at my own cost.',
    ],
    ['Not as described', 'The colour and the size are different from the pictures. I asked for a refund.'],
  ],
  2: [
    ['Disappointing quality', 'It does the job, but the finish feels cheap for the price and the box arrived dented.'],
    ['Late delivery', 'The product is fine, but it arrived nine days late and nobody answered my messages.'],
  ],
  3: [
    ['Good, not great', 'Works as expected. The battery could last longer and the manual is only in English.'],
    ['Fair value', 'Decent for the price. Delivery to Port-Gentil took a little longer than announced.'],
  ],
  4: [
    ['Very happy with it', 'Solid build and quick delivery to Libreville. One star off for the noisy packaging.'],
    ['Does the job well', 'I use it every day at the office. Setup took five minutes.'],
    ['Recommended', 'Good product, well packed, and the seller called to confirm the delivery slot.'],
  ],
  5: [
    ['Excellent purchase', 'Exactly what I needed. Arrived in perfect condition and works flawlessly.'],
    ['Worth every franc', 'Great quality and fast delivery to Douala. I already ordered a second one for my brother.'],
    ['Five stars', 'Beautiful finish, easy to use, and the customer service answered within the hour.'],
  ],
};
