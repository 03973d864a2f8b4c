import type { FaqGroup } from '@/features/faq/api/types';

/** French FAQ: the English one (seed.en.ts), question for question, with French typography. */
export const faqGroupsFr: FaqGroup[] = [
  {
    faqTitle: 'Paiement',
    faqIcon: 'payment',
    faqSubtitle: 'Tout sur le paiement',
    faqs: [
      {
        question: 'Quand ma commande est-elle débitée ?',
        answer:
          'Le paiement est prélevé au moment de la commande. Pour une précommande, votre carte est débitée le jour de l’expédition de l’article.',
      },
      {
        question: 'Comment payer ma commande ?',
        answer:
          'Nous acceptons Visa, Mastercard, PayPal, Airtel Money et Moov Money. Les clients professionnels peuvent aussi payer par virement sur facture.',
      },
      {
        question: 'Puis-je payer en plusieurs fois ?',
        answer:
          'Les commandes de plus de 500 $ peuvent être réglées en trois mensualités, sans frais, une fois votre compte vérifié.',
      },
      {
        question: 'Que faire si j’ai été débité deux fois ?',
        answer:
          'Envoyez-nous les deux références de transaction depuis la page de votre commande. Les doubles prélèvements sont remboursés sous 5 jours ouvrés.',
      },
    ],
  },
  {
    faqTitle: 'Livraison',
    faqIcon: 'delivery',
    faqSubtitle: 'Tout sur la livraison',
    faqs: [
      {
        question: 'Combien coûte la livraison ?',
        answer:
          'La livraison en colis est gratuite. La livraison programmée des articles volumineux, sur un créneau de deux heures, coûte 69 $, ou 99 $ avec installation.',
      },
      {
        question: 'Comment ma commande sera-t-elle expédiée ?',
        answer:
          'Les petits articles voyagent en colis avec notre transporteur partenaire. Les meubles et l’électroménager sont livrés par notre propre équipe sur un créneau programmé.',
      },
      {
        question: 'Que faire si mon article arrive endommagé ?',
        answer:
          'Signalez les dégâts dans les 48 heures suivant la livraison, photos à l’appui, depuis la page de votre commande. Nous remplaçons ou remboursons l’article.',
      },
      {
        question: 'Puis-je suivre ma livraison ?',
        answer: 'Oui. Vous recevez un SMS avec un lien de suivi dès que la commande est expédiée.',
      },
    ],
  },
  {
    faqTitle: 'Annulation et retour',
    faqIcon: 'returns',
    faqSubtitle: 'Tout sur les annulations et les retours',
    faqs: [
      {
        question: 'Puis-je annuler ma commande ?',
        answer:
          'Vous pouvez annuler une commande sans frais jusqu’à 72 heures avant la livraison programmée. Passé ce délai, les frais de livraison restent dus.',
      },
      {
        question: 'Puis-je retourner mon produit ?',
        answer:
          'Les retours sont acceptés dans les 15 jours suivant la livraison, dans l’emballage d’origine et avec tous les accessoires.',
      },
      {
        question: 'Quand serai-je remboursé ?',
        answer:
          'Le remboursement est versé sur le moyen de paiement d’origine sous 7 jours ouvrés après réception de l’article retourné.',
      },
    ],
  },
  {
    faqTitle: 'Mes commandes',
    faqIcon: 'orders',
    faqSubtitle: 'Le détail de vos commandes',
    faqs: [
      {
        question: 'Ma commande a-t-elle bien été passée ?',
        answer:
          'Vous recevez un e-mail de confirmation et la commande apparaît dans votre compte avec le statut « Confirmée ».',
      },
      {
        question: 'Mon code promo ne fonctionne pas, que faire ?',
        answer:
          'Vérifiez sa date d’expiration et le montant minimum du panier. Si le problème persiste, écrivez au service client avec le code : nous l’appliquerons manuellement.',
      },
      {
        question: 'Comment changer l’adresse de livraison ?',
        answer:
          'Modifiez-la depuis la page de la commande tant que celle-ci n’est pas expédiée, ou appelez le service client.',
      },
    ],
  },
  {
    faqTitle: 'Produits et services',
    faqIcon: 'services',
    faqSubtitle: 'Tout sur nos produits et services',
    faqs: [
      {
        question: 'Serai-je prévenu de l’expédition de ma commande ?',
        answer: 'Oui, par e-mail et par SMS, avec le nom du transporteur et le numéro de suivi.',
      },
      {
        question: 'Où trouver les informations de garantie ?',
        answer:
          'La carte de garantie se trouve dans la boîte et sur la fiche produit. Les appareils électroniques bénéficient d’une garantie constructeur de 12 mois.',
      },
      {
        question: 'Proposez-vous l’installation et la formation ?',
        answer:
          'Oui. Notre équipe installe le matériel et les logiciels professionnels et forme votre personnel sur place, à Libreville, Douala et Brazzaville.',
      },
    ],
  },
];
