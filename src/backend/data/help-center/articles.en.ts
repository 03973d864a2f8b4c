import type { ArticleBody } from './article-body';

/** English article bodies; titles come from seed.en.ts. The French and Arabic files say the same. */
export const articleBodiesEn = {
  'getting-started': {
    about:
      'Your Okoumé Digital space gathers your shop, your invoices, your team and your training in one back office.',
    steps: [
      'Sign in with the e-mail address we sent your invitation to.',
      'Fill in your company name, country and currency under Account settings.',
      'Invite your colleagues and give each one a role.',
      'Open the dashboard to follow sales and courses from day one.',
    ],
  },
  'first-steps': {
    about: 'Before you open your shop, bring in what you already sell and who you already sell to.',
    steps: [
      'Import your products from a CSV file, or add them one by one under E-commerce › Products.',
      'Import your customer list so that past orders stay linked to them.',
      'Check prices, stock and categories, then set each product to Published.',
    ],
  },
  'external-content': {
    about: 'The dashboard can show figures that live elsewhere: Excel workbooks, Power BI reports or your CRM.',
    steps: [
      'Open Integrations and choose the source to connect.',
      'Sign in to that service and allow read access only.',
      'Pick the tables or reports to bring in and how often to refresh them.',
    ],
  },
  'create-your-account': {
    about: 'An account is created by your Okoumé Digital adviser or from the Register page with your work e-mail.',
    steps: [
      'Open the Register page and type your name, work e-mail and a password of at least 8 characters.',
      'Confirm the e-mail address with the link we send you.',
      'Sign in: the client account can read the dashboard until an administrator gives it more rights.',
    ],
  },
  'invite-your-team': {
    about: 'Each colleague gets their own sign-in, so every change in the back office shows who made it.',
    steps: [
      'Open Users and choose Add user.',
      'Type their name, e-mail, role and plan, then save.',
      'They receive an e-mail to choose a password; until then they show as Pending.',
    ],
  },
  'choose-a-plan': {
    about: 'Plans differ by the number of users and the support you get: Basic, Team, Company and Enterprise.',
    steps: [
      'Open Account settings › Billing and plans.',
      'Compare the plans and choose Upgrade on the one you need.',
      'The new price applies from your next invoice; nothing you have saved is lost.',
    ],
  },
  'tour-of-the-dashboard': {
    about:
      'The menu on the side groups the back office: dashboards, apps (e-commerce, invoices, academy), pages and settings.',
    steps: [
      'Dashboards show your sales, customers and courses at a glance.',
      'The search at the top (Ctrl K) opens any page by its name.',
      'The theme switch and the language menu are in the top bar.',
    ],
  },
  'set-your-language-and-currency': {
    about: 'The back office speaks French, English and Arabic; your choice is kept on this device.',
    steps: [
      'Open the language menu in the top bar and pick a language; Arabic reads right to left.',
      'Set the shop currency under E-commerce › Settings.',
      'Prices already saved keep their amount; only how they are written changes.',
    ],
  },
  'change-your-password': {
    about: 'Change your password at once if you think someone else knows it.',
    steps: [
      'Open Account settings › Security.',
      'Type your current password, then the new one twice.',
      'Save: your other sessions stay open until you sign out of them.',
    ],
  },
  'turn-on-two-step-verification': {
    about: 'With two-step verification, signing in also asks for a code, so a stolen password is not enough.',
    steps: [
      'Open Account settings › Security and choose Enable two-step verification.',
      'Type your mobile number and the code you receive.',
      'Keep the recovery codes somewhere safe, away from your phone.',
    ],
  },
  'update-your-profile': {
    about: 'Your name, photo and contact details are shown to your team and on the documents you send.',
    steps: [
      'Open Account settings › Account.',
      'Change your details and upload a photo (JPG or PNG, 800 KB at most).',
      'Save the changes; your team sees them at once.',
    ],
  },
  'close-your-account': {
    about: 'Closing an account stops access for good. Download your invoices and exports first.',
    steps: [
      'Open Account settings › Account and scroll to Delete account.',
      'Tick the confirmation box and confirm.',
      'Your adviser keeps invoices for the period the law requires, then erases them.',
    ],
  },
  'pay-with-mobile-money': {
    about: 'Invoices can be paid with Airtel Money or Moov Money as well as by card or bank transfer.',
    steps: [
      'Open the invoice and choose Pay.',
      'Pick mobile money and type the number of the paying wallet.',
      'Approve the payment on your phone: the invoice turns Paid within a few minutes.',
    ],
  },
  'download-an-invoice': {
    about: 'Every invoice can be printed or saved as a PDF for your accountant.',
    steps: [
      'Open Invoice › List and find the invoice by number or client.',
      'Open it and choose Print or Download.',
      'To save a PDF, choose “Save as PDF” as the printer.',
    ],
  },
  'change-the-billing-address': {
    about: 'The billing address is printed on every new invoice; past invoices keep the address they were issued with.',
    steps: [
      'Open Account settings › Billing and plans.',
      'Edit the billing address, tax number and contact e-mail.',
      'Save; the next invoice uses the new address.',
    ],
  },
  'refund-policy': {
    about:
      'A service not yet started is refunded in full; a training course can be moved to another date once for free.',
    steps: [
      'Write to your adviser or use the contact form with the invoice number.',
      'Say which service or course the refund is for.',
      'The refund goes back to the means of payment within 10 working days.',
    ],
  },
  'track-an-order': {
    about: 'Each order moves through Dispatched, Out for Delivery, Ready to Pickup and Delivered.',
    steps: [
      'Open E-commerce › Orders and search by order number or customer.',
      'Open the order to see its status and history.',
      'The customer receives an e-mail at each change of status.',
    ],
  },
  'book-a-scheduled-delivery': {
    about:
      'A scheduled delivery arrives in the slot the customer chooses; it costs $69 or $99 depending on the zone. Parcel delivery is free.',
    steps: [
      'At checkout, choose Scheduled delivery.',
      'Pick a day and a time slot.',
      'A cancellation is possible up to 72 hours before delivery.',
    ],
  },
  'report-a-damaged-item': {
    about: 'Report a damaged item within 48 hours of delivery so we can replace it.',
    steps: [
      'Take photos of the item and of its packaging.',
      'Open the order and choose Report a problem, or write to us through the contact form.',
      'We send a replacement or a refund once the report is checked.',
    ],
  },
  'return-a-product': {
    about: 'Products can be returned within 15 days, in their original packaging.',
    steps: [
      'Open the order and choose Return.',
      'Print the return label and drop the parcel at the pick-up point.',
      'The refund is issued when the parcel reaches our warehouse.',
    ],
  },
  'roles-and-permissions': {
    about: 'A role is a set of permissions: what a person may read, create, change or delete.',
    steps: [
      'Open Roles & permissions to see each role and who holds it.',
      'Edit a role to tick or untick its permissions.',
      'Give the fewest rights that let each person do their work.',
    ],
  },
  'review-sign-in-activity': {
    about: 'The activity log lists recent sign-ins and sensitive changes, with date, device and address.',
    steps: [
      'Open Account settings › Security, then Recent devices.',
      'Check that every sign-in is yours or your team’s.',
      'If one is not, change your password and tell your administrator.',
    ],
  },
  'api-keys': {
    about: 'An API key lets another program read or write your data without a person signing in.',
    steps: [
      'Open Account settings › Security › API keys and choose Create key.',
      'Give the key a name and the narrowest access it needs.',
      'Copy the key at once: it is shown only one time. Delete keys you no longer use.',
    ],
  },
  'connect-dynamics-365': {
    about: 'Connecting Dynamics 365 Sales brings your accounts and opportunities into the CRM dashboard.',
    steps: [
      'Open Integrations › Dynamics 365 and sign in with a Microsoft account that can read sales data.',
      'Choose the business unit to synchronise.',
      'The first synchronisation takes a few minutes; then changes arrive every hour.',
    ],
  },
  'export-to-power-bi': {
    about: 'Send your orders, invoices and course results to Power BI to build your own reports.',
    steps: [
      'Open Integrations › Power BI and choose the data sets to publish.',
      'Copy the feed address into Power BI (Get data › Web).',
      'Set a daily refresh in Power BI so the report stays current.',
    ],
  },
  'import-a-csv-file': {
    about: 'A CSV file adds many products or customers at once; the first line names the columns.',
    steps: [
      'Download the template, fill it in and save it as CSV (UTF-8).',
      'Open the list to fill and choose Import.',
      'Check the preview: rows with errors are shown in red and are not imported.',
    ],
  },
  webhooks: {
    about: 'A webhook calls your own address whenever something happens, such as a new order or a paid invoice.',
    steps: [
      'Open Integrations › Webhooks and choose Add webhook.',
      'Type the HTTPS address to call and pick the events.',
      'Check the signature header on your side to be sure the call comes from us.',
    ],
  },
  blogging: {
    about: 'News about your products and training keeps customers coming back.',
    steps: [
      'Write one short piece a month: a new course, a customer story, a tip.',
      'Add a picture and a link to the product or course it mentions.',
      'Share the link on your social networks and in your newsletter.',
    ],
  },
  'inspiration-center': {
    about: 'Case studies from clients in Gabon, Cameroon and Congo: how they went digital and what it changed.',
    steps: [
      'A logistics firm cut delivery delays by tracking its vehicles live.',
      'A training centre moved its courses online and doubled its learners.',
      'A furniture shop sold across the region with its first online catalogue.',
    ],
  },
  community: {
    about: 'Other administrators often have the answer: ask, share and learn from them.',
    steps: [
      'Join the community forum with your back-office account.',
      'Search before you ask: your question may already have an answer.',
      'Share what worked for you; our team reads the forum every working day.',
    ],
  },
} satisfies Record<string, ArticleBody>;
