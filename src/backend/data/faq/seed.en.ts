import type { FaqGroup } from '@/features/faq/api/types';

/** English FAQ (docs/spec.md §9 facts). The French and Arabic files say the same, question for question. */
export const faqGroupsEn: FaqGroup[] = [
  {
    faqTitle: 'Payment',
    faqIcon: 'payment',
    faqSubtitle: 'Get help with payment',
    faqs: [
      {
        question: 'When is payment taken for my order?',
        answer:
          'Payment is taken when you place the order. For pre-orders, your card is charged on the day the item ships.',
      },
      {
        question: 'How do I pay for my order?',
        answer:
          'We accept Visa, Mastercard, PayPal, Airtel Money and Moov Money. Business clients can also pay by bank transfer on invoice.',
      },
      {
        question: 'Can I pay in several instalments?',
        answer:
          'Orders above $500 can be paid in three monthly instalments, with no fees, once your account is verified.',
      },
      {
        question: 'What should I do if I am charged twice?',
        answer:
          'Send us the two transaction references from your order page. Duplicate charges are refunded within 5 working days.',
      },
    ],
  },
  {
    faqTitle: 'Delivery',
    faqIcon: 'delivery',
    faqSubtitle: 'Get help with delivery',
    faqs: [
      {
        question: 'How much does delivery cost?',
        answer:
          'Parcel delivery is free. Scheduled delivery of large items to a two-hour slot costs $69, or $99 with installation.',
      },
      {
        question: 'How would you ship my order?',
        answer:
          'Small items travel as parcels with our courier partner. Furniture and appliances are delivered by our own team on a scheduled slot.',
      },
      {
        question: 'What should I do if my item arrives damaged?',
        answer:
          'Report the damage within 48 hours of delivery, with photos, from your order page. We replace or refund the item.',
      },
      {
        question: 'Can I track my delivery?',
        answer: 'Yes. You receive a text message with a tracking link as soon as the order is dispatched.',
      },
    ],
  },
  {
    faqTitle: 'Cancellation & Return',
    faqIcon: 'returns',
    faqSubtitle: 'Get help with cancellation and returns',
    faqs: [
      {
        question: 'Can I cancel my order?',
        answer:
          'You can cancel an order free of charge up to 72 hours before the scheduled delivery. After that, the delivery fee is kept.',
      },
      {
        question: 'Can I return my product?',
        answer: 'Returns are accepted within 15 days of delivery, in the original packaging and with all accessories.',
      },
      {
        question: 'When will I get my refund?',
        answer:
          'Refunds are sent to the original payment method within 7 working days after we receive the returned item.',
      },
    ],
  },
  {
    faqTitle: 'My Orders',
    faqIcon: 'orders',
    faqSubtitle: 'Order details',
    faqs: [
      {
        question: 'Has my order been successful?',
        answer: 'You receive a confirmation e-mail and the order appears in your account with the status Confirmed.',
      },
      {
        question: 'My promotion code is not working, what can I do?',
        answer:
          'Check the expiry date and the minimum basket. If it still fails, contact support with the code and we apply it by hand.',
      },
      {
        question: 'How do I change the delivery address?',
        answer: 'Change it from the order page until the order is dispatched, or call support.',
      },
    ],
  },
  {
    faqTitle: 'Product & Services',
    faqIcon: 'services',
    faqSubtitle: 'Get help with products and services',
    faqs: [
      {
        question: 'Will I be notified once my order has shipped?',
        answer: 'Yes, by e-mail and text message, with the courier and tracking number.',
      },
      {
        question: 'Where can I find the warranty information?',
        answer:
          'The warranty card is in the box and on the product page. Electronics carry a 12-month manufacturer warranty.',
      },
      {
        question: 'Do you offer installation and training?',
        answer:
          'Yes. Our team installs business equipment and software and trains your staff on site in Libreville, Douala and Brazzaville.',
      },
    ],
  },
];
