import type { SampleKey } from './sample-texts.fr';

/** The sample messages' texts in English. */
export const textsEn: Record<SampleKey, { subject: string; body: string }> = {
  quoteRequest: {
    subject: 'Quote request: Port-Gentil Logistique website redesign',
    body: '<p>Dear Ms Mbemba,</p><p>We would like to redesign our website so that our customers can track their containers between Port-Gentil, Owendo and Pointe-Noire. Please find the specifications attached.</p><p>Could you send us a quote and a schedule by the end of the month?</p><p>Kind regards,<br>Serge Ondo<br>Head of Operations</p>',
  },
  quoteReply: {
    subject: 'RE: Quote request: Port-Gentil Logistique website redesign',
    body: '<p>Dear Mr Ondo,</p><p>Thank you for your trust. Our proposal covers real-time container tracking, a customer area and the mobile version, for <strong>8,500,000 XAF</strong> excluding tax, delivered in ten weeks.</p><p>The detailed quote is attached; I am available to discuss it this week.</p><p>Best regards,<br>Aïcha Mbemba</p>',
  },
  quoteAccepted: {
    subject: 'RE: Quote request: Port-Gentil Logistique website redesign',
    body: '<p>Ms Mbemba,</p><p>Our management has approved your proposal. We can start on Monday 8 December; please send us the purchase order to sign.</p><p>Yours,<br>Serge Ondo</p>',
  },
  auditFollowUp: {
    subject: 'Follow-up on the mobile app security audit',
    body: '<p>Hello,</p><p>Following the audit of our mobile banking app, three items remain open: session expiry, transfer logging and backup encryption.</p><p>Can you confirm a fix date before the <strong>15 December</strong> release?</p><p>Clarisse Mouele<br>Head of Security, Banque Équatoriale du Congo</p>',
  },
  paymentReceived: {
    subject: 'Payment of invoice OKD-0012',
    body: '<p>Hello,</p><p>We confirm the transfer of 2,360,000 XAF for invoice OKD-0012. Our bank’s transfer notice is attached.</p><p>Please send us the receipt.</p><p>Éric Tchoumi<br>Douala Agro Export</p>',
  },
  launchDate: {
    subject: 'Go-live date for the booking website',
    body: '<p>Hello Aïcha,</p><p>The hotel team is ready for the training. Can we set the booking website’s go-live for 1 December, before the high season?</p><p>Nadège Obiang<br>Hôtel Akanda</p>',
  },
  launchReply: {
    subject: 'RE: Go-live date for the booking website',
    body: '<p>Hello Nadège,</p><p>1 December works for us. The training will take place on 27 November at 10 am at the hotel; please allow two hours.</p><p>See you soon,<br>Aïcha</p>',
  },
  meetingInvite: {
    subject: 'Invitation: workshop on the appointment platform',
    body: '<p>Hello,</p><p>We invite you to a video workshop on Thursday 4 December at 2 pm (Kinshasa time) to define online booking for our three clinics.</p><p>Agenda: patient journey, SMS reminders, mobile money payment.</p><p>Patrick Mabiala<br>Kinshasa Santé Plus</p>',
  },
  dashboardDown: {
    subject: 'Urgent: the production dashboard is not responding',
    body: '<p>Hello,</p><p>Since 7 am this morning the power-plant monitoring dashboard shows an error and our N’Djamena teams no longer get the readings. Can you step in quickly?</p><p>Fatimé Abakar<br>Sahel Énergie</p>',
  },
  catalogueProject: {
    subject: 'Online export catalogue project',
    body: '<p>Hello,</p><p>We export smoked fish to Douala and Libreville and would like an online catalogue where wholesalers can order, in French, Spanish and English.</p><p>Would you be available for a call next week?</p><p>Rodrigue Nguema<br>Malabo Fish &amp; Co</p>',
  },
  trainingSchedule: {
    subject: 'Teacher training schedule',
    body: '<p>Hello,</p><p>Here are the proposed dates for the learning platform training: 9 to 11 December in Bangui, thirty teachers per session.</p><p>Please let us know whether your trainer can travel.</p><p>Judith Yangué<br>Bangui Éducation</p>',
  },
  deploymentDone: {
    subject: 'Release done: Sahel Énergie app v2.3',
    body: '<p>Hi Aïcha,</p><p>Version 2.3 has been in production since 10 pm. Migrations ran, smoke tests are green and monitoring reports nothing.</p><p>Landry</p>',
  },
  monthClosing: {
    subject: 'October accounts closing',
    body: '<p>Hello Aïcha,</p><p>October is closed: revenue of 41.2 million XAF, three overdue invoices (Douala Agro Export, Bangui Éducation, Hôtel Akanda). Details are in the attached spreadsheet.</p><p>Grâce Ella<br>Accounting</p>',
  },
  teamLunch: {
    subject: 'Team lunch on Friday',
    body: '<p>Hello everyone,</p><p>To celebrate the end of the Sahel Énergie project, team lunch on Friday at 1 pm at the seaside restaurant. Please confirm by Thursday.</p><p>Mireille Nzamba<br>Human Resources</p>',
  },
  weeklyReport: {
    subject: 'Weekly report: week {week}',
    body: '<p>Hello,</p><p>Week {week} in short: {tickets} support tickets handled, {deploys} releases, no major incident.</p><p>Next week’s priorities: load tests and a backup review.</p><p>Landry Moussavou</p>',
  },
  newsletter: {
    subject: 'Tech Central Africa, issue {issue}',
    body: '<p>In this issue: mobile payment grows across CEMAC, a new submarine cable links Kribi and Libreville, and Brazzaville start-ups raise funds.</p><p>Enjoy the read,<br>The editors</p>',
  },
  spamPrize: {
    subject: 'Congratulations! You have won a phone',
    body: '<p>Click now to receive your gift: just pay the delivery fee.</p>',
  },
  spamCrypto: {
    subject: 'Double your capital in 7 days',
    body: '<p>Our trading robot guarantees a 100% return. Limited places!</p>',
  },
  spamDomain: {
    subject: 'Final notice: your domain name expires',
    body: '<p>Your domain will be deleted today. Renew it by entering your card on our page.</p>',
  },
  proposalSent: {
    subject: 'Proposal: Malabo Fish & Co online catalogue',
    body: '<p>Dear Mr Nguema,</p><p>Following our call, here is our proposal: a trilingual catalogue, a wholesaler area and payment on order, delivered in eight weeks.</p><p>Best regards,<br>Aïcha Mbemba</p>',
  },
  bankQuote: {
    subject: 'Quote: mobile app security fixes',
    body: '<p>Dear Ms Mouele,</p><p>Please find attached the quote for the three fixes requested. We can deliver them on 10 December.</p><p>Kind regards,<br>Aïcha Mbemba</p>',
  },
  draftReminder: {
    subject: 'Reminder: invoice OKD-0008',
    body: '<p>Dear Mr Tchoumi,</p><p>Unless we are mistaken, invoice OKD-0008 is still unpaid.</p>',
  },
  draftAgenda: {
    subject: 'Management committee agenda',
    body: '<p>Proposed items: review of November projects, hiring a mobile developer,</p>',
  },
  meetingCancelled: {
    subject: 'Meeting cancelled',
    body: '<p>Tuesday’s meeting is cancelled; we will come back to you with a new date.</p>',
  },
};
