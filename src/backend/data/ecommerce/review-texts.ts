import type { Texts } from '@/mocks/texts-by-wording';

/** A review's title and body in the three languages. */
interface ReviewText {
  head: Texts;
  para: Texts;
}

/**
 * Review titles and bodies by star rating (1 to 5). The store keeps the English ones; the API answers them in the
 * reader's language (`localise-review.ts`, docs/decisions.md "Product texts").
 */
export const reviewTexts: Record<number, ReviewText[]> = {
  1: [
    {
      head: { en: 'Stopped working after a week', fr: 'En panne au bout d’une semaine', ar: 'توقف عن العمل بعد أسبوع' },
      para: {
        en: 'The device would not turn on after seven days. Support asked me to send it back at my own cost.',
        fr: 'L’appareil ne s’allumait plus après sept jours. Le support m’a demandé de le renvoyer à mes frais.',
        ar: 'لم يعد الجهاز يشتغل بعد سبعة أيام، وطلب مني الدعم إعادته على نفقتي الخاصة.',
      },
    },
    {
      head: { en: 'Not as described', fr: 'Non conforme à la description', ar: 'لا يطابق الوصف' },
      para: {
        en: 'The colour and the size are different from the pictures. I asked for a refund.',
        fr: 'La couleur et la taille ne correspondent pas aux photos. J’ai demandé un remboursement.',
        ar: 'اللون والمقاس مختلفان عن الصور. طلبت استرداد المبلغ.',
      },
    },
  ],
  2: [
    {
      head: { en: 'Disappointing quality', fr: 'Qualité décevante', ar: 'جودة مخيبة للآمال' },
      para: {
        en: 'It does the job, but the finish feels cheap for the price and the box arrived dented.',
        fr: 'Il fait le travail, mais la finition fait bon marché pour ce prix et le carton est arrivé cabossé.',
        ar: 'يؤدي الغرض، لكن تشطيبه يبدو رخيصًا مقارنة بسعره، ووصلت العلبة منبعجة.',
      },
    },
    {
      head: { en: 'Late delivery', fr: 'Livraison en retard', ar: 'تأخر في التوصيل' },
      para: {
        en: 'The product is fine, but it arrived nine days late and nobody answered my messages.',
        fr: 'Le produit est correct, mais il est arrivé avec neuf jours de retard et personne n’a répondu à mes messages.',
        ar: 'المنتج جيد، لكنه وصل متأخرًا تسعة أيام ولم يرد أحد على رسائلي.',
      },
    },
  ],
  3: [
    {
      head: { en: 'Good, not great', fr: 'Bien, sans plus', ar: 'جيد لا أكثر' },
      para: {
        en: 'Works as expected. The battery could last longer and the manual is only in English.',
        fr: 'Fonctionne comme prévu. La batterie pourrait tenir plus longtemps et la notice n’existe qu’en anglais.',
        ar: 'يعمل كما هو متوقع. كان يمكن للبطارية أن تدوم أطول، والدليل بالإنجليزية فقط.',
      },
    },
    {
      head: { en: 'Fair value', fr: 'Prix honnête', ar: 'سعر معقول' },
      para: {
        en: 'Decent for the price. Delivery to Port-Gentil took a little longer than announced.',
        fr: 'Correct pour le prix. La livraison à Port-Gentil a pris un peu plus de temps qu’annoncé.',
        ar: 'جيد مقابل سعره. استغرق التوصيل إلى بور جنتيل وقتًا أطول قليلًا مما أُعلن.',
      },
    },
  ],
  4: [
    {
      head: { en: 'Very happy with it', fr: 'Très satisfait', ar: 'راضٍ عنه تمامًا' },
      para: {
        en: 'Solid build and quick delivery to Libreville. One star off for the noisy packaging.',
        fr: 'Fabrication solide et livraison rapide à Libreville. Une étoile en moins pour l’emballage bruyant.',
        ar: 'صناعة متينة وتوصيل سريع إلى ليبرفيل. نجمة أقل بسبب التغليف المزعج.',
      },
    },
    {
      head: { en: 'Does the job well', fr: 'Fait bien son travail', ar: 'يؤدي المهمة جيدًا' },
      para: {
        en: 'I use it every day at the office. Setup took five minutes.',
        fr: 'Je l’utilise tous les jours au bureau. L’installation a pris cinq minutes.',
        ar: 'أستخدمه كل يوم في المكتب، واستغرق إعداده خمس دقائق.',
      },
    },
    {
      head: { en: 'Recommended', fr: 'Je recommande', ar: 'أنصح به' },
      para: {
        en: 'Good product, well packed, and the seller called to confirm the delivery slot.',
        fr: 'Bon produit, bien emballé, et le vendeur a appelé pour confirmer le créneau de livraison.',
        ar: 'منتج جيد ومغلف بعناية، واتصل البائع لتأكيد موعد التوصيل.',
      },
    },
  ],
  5: [
    {
      head: { en: 'Excellent purchase', fr: 'Excellent achat', ar: 'شراء ممتاز' },
      para: {
        en: 'Exactly what I needed. Arrived in perfect condition and works flawlessly.',
        fr: 'Exactement ce qu’il me fallait. Arrivé en parfait état, il fonctionne à merveille.',
        ar: 'هذا ما كنت أحتاجه تمامًا. وصل في حالة ممتازة ويعمل دون أي عيب.',
      },
    },
    {
      head: { en: 'Worth every franc', fr: 'Vaut chaque franc', ar: 'يستحق كل فرنك' },
      para: {
        en: 'Great quality and fast delivery to Douala. I already ordered a second one for my brother.',
        fr: 'Excellente qualité et livraison rapide à Douala. J’en ai déjà commandé un deuxième pour mon frère.',
        ar: 'جودة رائعة وتوصيل سريع إلى دوالا. طلبت بالفعل واحدًا ثانيًا لأخي.',
      },
    },
    {
      head: { en: 'Five stars', fr: 'Cinq étoiles', ar: 'خمس نجوم' },
      para: {
        en: 'Beautiful finish, easy to use, and the customer service answered within the hour.',
        fr: 'Belle finition, facile à utiliser, et le service client a répondu dans l’heure.',
        ar: 'تشطيب جميل وسهل الاستخدام، وردّت خدمة العملاء خلال ساعة.',
      },
    },
  ],
};
