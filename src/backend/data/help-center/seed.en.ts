import type { HelpArticle, HelpCenterData } from '@/features/help-center/api/types';

/** English help center. The French and Arabic files say the same, with the same slugs and icons. */

export const helpCenterEn: HelpCenterData = {
  popularArticles: [
    {
      slug: 'getting-started',
      title: 'Getting Started',
      img: 'rocket',
      subtitle: 'Set up your account, your team and your first project in ten minutes.',
    },
    {
      slug: 'first-steps',
      title: 'First Steps',
      img: 'gift',
      subtitle: 'Import your products and customers and publish your shop.',
    },
    {
      slug: 'external-content',
      title: 'Add External Content',
      img: 'keyboard',
      subtitle: 'Connect Excel, Power BI and your CRM to the dashboard.',
    },
  ],
  allArticles: [
    {
      title: 'Getting Started',
      icon: 'rocket',
      articles: [
        { slug: 'create-your-account', title: 'Create your account' },
        { slug: 'invite-your-team', title: 'Invite your team' },
        { slug: 'choose-a-plan', title: 'Choose a plan' },
        { slug: 'tour-of-the-dashboard', title: 'Tour of the dashboard' },
        { slug: 'set-your-language-and-currency', title: 'Set your language and currency' },
      ],
    },
    {
      title: 'Account & Profile',
      icon: 'account',
      articles: [
        { slug: 'change-your-password', title: 'Change your password' },
        { slug: 'turn-on-two-step-verification', title: 'Turn on two-step verification' },
        { slug: 'update-your-profile', title: 'Update your profile' },
        { slug: 'close-your-account', title: 'Close your account' },
      ],
    },
    {
      title: 'Billing & Payments',
      icon: 'billing',
      articles: [
        { slug: 'pay-with-mobile-money', title: 'Pay with mobile money' },
        { slug: 'download-an-invoice', title: 'Download an invoice' },
        { slug: 'change-the-billing-address', title: 'Change the billing address' },
        { slug: 'refund-policy', title: 'Refund policy' },
      ],
    },
    {
      title: 'Orders & Delivery',
      icon: 'delivery',
      articles: [
        { slug: 'track-an-order', title: 'Track an order' },
        { slug: 'book-a-scheduled-delivery', title: 'Book a scheduled delivery' },
        { slug: 'report-a-damaged-item', title: 'Report a damaged item' },
        { slug: 'return-a-product', title: 'Return a product' },
      ],
    },
    {
      title: 'Security',
      icon: 'security',
      articles: [
        { slug: 'roles-and-permissions', title: 'Roles and permissions' },
        { slug: 'review-sign-in-activity', title: 'Review sign-in activity' },
        { slug: 'api-keys', title: 'API keys' },
      ],
    },
    {
      title: 'Integrations',
      icon: 'integrations',
      articles: [
        { slug: 'connect-dynamics-365', title: 'Connect Dynamics 365' },
        { slug: 'export-to-power-bi', title: 'Export to Power BI' },
        { slug: 'import-a-csv-file', title: 'Import a CSV file' },
        { slug: 'webhooks', title: 'Webhooks' },
      ],
    },
  ],
  keepLearning: [
    {
      slug: 'blogging',
      title: 'Blogging',
      img: 'laptop',
      subtitle: 'Write news for your customers and share it on social media.',
    },
    {
      slug: 'inspiration-center',
      title: 'Inspiration Center',
      img: 'lightbulb',
      subtitle: 'Case studies from clients in Gabon, Cameroon and Congo.',
    },
    {
      slug: 'community',
      title: 'Community',
      img: 'chat',
      subtitle: 'Ask questions and share tips with other administrators.',
    },
  ],
};

export const helpArticleEn: HelpArticle = {
  title: 'How to add a product to the catalogue?',
  lastUpdated: '12 May 2025',
  productContent:
    '<p>Open <strong>E-commerce → Products</strong> and choose <strong>Add product</strong>. Give the product a name, a category, a SKU and a price in the shop currency.</p>' +
    '<p>Set the quantity in stock and the status: <em>Published</em> products appear in the shop at once, <em>Scheduled</em> ones on the chosen date.</p>',
  checkoutContent:
    '<p>Once published, the product can be added to a basket. At checkout the customer picks parcel delivery (free) or a scheduled delivery slot, then pays by card, PayPal or mobile money.</p>',
  articleList: [
    'Import products from a CSV file',
    'Manage categories',
    'Set up discounts',
    'Track stock levels',
    'Publish a scheduled product',
  ],
  checkoutImg: 'laptop',
  productImg: 'keyboard',
};
