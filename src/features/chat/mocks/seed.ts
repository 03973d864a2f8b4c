import type { ChatMessage, MessageStatus } from '../api/types';
import type { Localised } from './people';

/** A kept message: what a user wrote is kept as written; the sample conversations keep a text per language. */
export interface StoredChatMessage extends Omit<ChatMessage, 'text'> {
  text: string | Localised;
}

/** [from, to, days ago, "hh:mm" UTC, status, fr, en, ar] */
type Line = [number, number, number, string, MessageStatus, string, string, string];

// Aïcha Mbemba (1) and Michel Ondo (3) at Okoumé Digital, Libreville, with their clients (101–108, mocks/people.ts).
const lines: Line[] = [
  [1, 3, 6, '08:05', 'read', 'Bonjour Michel, le serveur de Sahel Transit a redémarré cette nuit ?', 'Hi Michel, did the Sahel Transit server restart last night?', 'صباح الخير ميشيل، هل أُعيد تشغيل خادم ساحل ترانزيت الليلة الماضية؟'],
  [3, 1, 6, '08:12', 'read', 'Oui, à 2 h. Tout est revenu en quatre minutes, je leur envoie le rapport.', 'Yes, at 2 am. Everything was back in four minutes; I am sending them the report.', 'نعم، في الثانية فجرًا. عاد كل شيء خلال أربع دقائق، وسأرسل لهم التقرير.'],
  [102, 1, 5, '09:30', 'read', 'Bonjour Madame Mbemba, la maquette de l’application nous plaît beaucoup.', 'Good morning Ms Mbemba, we really like the app’s mock-up.', 'صباح الخير سيدة مبيمبا، أعجبنا تصميم التطبيق كثيرًا.'],
  [1, 102, 5, '09:41', 'read', 'Merci Serge ! Nous pouvons passer au paiement Mobile Money la semaine prochaine.', 'Thank you Serge! We can move on to Mobile Money payments next week.', 'شكرًا سيرج! يمكننا الانتقال إلى الدفع عبر الهاتف الأسبوع المقبل.'],
  [102, 1, 5, '10:02', 'read', 'Parfait. Il faudra aussi Airtel Money pour nos clients du Nord.', 'Perfect. We will also need Airtel Money for our customers in the North.', 'ممتاز. سنحتاج أيضًا إلى Airtel Money لعملائنا في الشمال.'],
  [1, 102, 4, '14:20', 'read', 'C’est noté, je l’ajoute au devis et je vous l’envoie ce soir.', 'Noted, I am adding it to the quote and sending it to you tonight.', 'تم التسجيل، سأضيفه إلى عرض السعر وأرسله إليك هذا المساء.'],
  [108, 1, 4, '07:55', 'read', 'L’intranet est lent depuis ce matin sur la plateforme.', 'The intranet has been slow on the platform since this morning.', 'الشبكة الداخلية بطيئة على المنصة منذ هذا الصباح.'],
  [1, 108, 4, '08:03', 'read', 'Je préviens Michel, il regarde tout de suite.', 'I am telling Michel, he is looking into it right away.', 'سأبلغ ميشيل، وسيتحقق من الأمر فورًا.'],
  [108, 1, 3, '16:40', 'read', 'C’est réglé, merci à votre équipe.', 'It is fixed, thanks to your team.', 'تم الحل، شكرًا لفريقكم.'],
  [105, 1, 3, '11:15', 'read', 'Pouvez-vous nous renvoyer la facture OKD-0012 en version PDF ?', 'Could you send us invoice OKD-0012 again as a PDF?', 'هل يمكنكم إرسال الفاتورة OKD-0012 مرة أخرى بصيغة PDF؟'],
  [1, 105, 3, '11:32', 'delivered', 'Bien sûr, elle part dans quelques minutes par e-mail.', 'Of course, it is going out by e-mail in a few minutes.', 'بالتأكيد، ستصلكم عبر البريد الإلكتروني خلال دقائق.'],
  [104, 1, 2, '15:05', 'read', 'Bonjour, où en est la boutique en ligne ?', 'Hello, how is the online shop coming along?', 'مرحبًا، إلى أين وصل المتجر الإلكتروني؟'],
  [1, 104, 2, '15:20', 'read', 'Le catalogue est prêt ; il nous manque les photos des produits.', 'The catalogue is ready; we are missing the product photos.', 'الكتالوج جاهز؛ تنقصنا صور المنتجات.'],
  [104, 1, 1, '09:10', 'delivered', 'Les photos arrivent demain, avec les prix en francs congolais.', 'The photos arrive tomorrow, with prices in Congolese francs.', 'تصل الصور غدًا، مع الأسعار بالفرنك الكونغولي.'],
  [3, 1, 1, '10:45', 'read', 'Aïcha, peux-tu confirmer la visite chez Ogooué Offshore jeudi ?', 'Aïcha, can you confirm the visit to Ogooué Offshore on Thursday?', 'عائشة، هل يمكنك تأكيد الزيارة إلى أوغووي أوفشور يوم الخميس؟'],
  [1, 3, 1, '10:52', 'read', 'Confirmé, départ de Libreville à 7 h.', 'Confirmed, leaving Libreville at 7 am.', 'تم التأكيد، الانطلاق من ليبرفيل في السابعة صباحًا.'],
  [101, 1, 1, '13:30', 'read', 'Bonjour Aïcha ! Les nouvelles pages du site sont superbes.', 'Hi Aïcha! The new pages of the website look great.', 'مرحبًا عائشة! صفحات الموقع الجديدة رائعة.'],
  [1, 101, 1, '13:36', 'read', 'Merci Grâce ! On prévoit la mise en ligne pour lundi ?', 'Thank you Grâce! Shall we plan to go live on Monday?', 'شكرًا غريس! هل نخطط للإطلاق يوم الاثنين؟'],
  [101, 1, 1, '13:50', 'delivered', 'Lundi, c’est parfait.', 'Monday is perfect.', 'الاثنين مناسب تمامًا.'],
  [101, 1, 1, '13:51', 'delivered', 'Pouvez-vous ajouter la version arabe pour nos partenaires du Tchad ?', 'Could you add the Arabic version for our partners in Chad?', 'هل يمكنكم إضافة النسخة العربية لشركائنا في تشاد؟'],
  [106, 3, 2, '06:40', 'read', 'L’application des chauffeurs ne se synchronise plus depuis Moundou.', 'The drivers’ app no longer syncs from Moundou.', 'تطبيق السائقين لم يعد يتزامن من موندو.'],
  [3, 106, 2, '07:02', 'read', 'Le réseau y est faible : la version 2.3 garde les trajets hors ligne. Je la publie aujourd’hui.', 'The network is weak there: version 2.3 keeps trips offline. I am releasing it today.', 'الشبكة ضعيفة هناك: النسخة 2.3 تحفظ الرحلات دون اتصال. سأنشرها اليوم.'],
  [3, 106, 1, '08:15', 'delivered', 'La version 2.3 est en ligne, dites-moi si le problème revient.', 'Version 2.3 is live; tell me if the problem comes back.', 'النسخة 2.3 متاحة الآن، أخبرني إن عادت المشكلة.'],
  [107, 3, 1, '17:20', 'delivered', 'Bonsoir, le formulaire de dons refuse les cartes Visa depuis hier.', 'Good evening, the donation form has been refusing Visa cards since yesterday.', 'مساء الخير، نموذج التبرعات يرفض بطاقات فيزا منذ الأمس.'],
];

/** The sample conversations, dated from today (UTC) back, so that they read as this week's. */
export function seedChatMessages(now = new Date()): StoredChatMessage[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return lines
    .map(([from, to, daysAgo, time, status, fr, en, ar]) => {
      const [hours = 0, minutes = 0] = time.split(':').map(Number);
      const at = today - daysAgo * 86_400_000 + (hours * 60 + minutes) * 60_000;
      return { from, to, sentAt: new Date(at).toISOString(), status, text: { fr, en, ar } };
    })
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt))
    .map((message, index) => ({ id: index + 1, ...message }));
}
