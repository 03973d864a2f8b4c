import type { HelpArticle, HelpCenterData } from '@/features/help-center/api/types';

/** French help center: the English one (seed.en.ts), with French typography. */
export const helpCenterFr: HelpCenterData = {
  popularArticles: [
    {
      slug: 'getting-started',
      title: 'Bien démarrer',
      img: 'rocket',
      subtitle: 'Configurez votre compte, votre équipe et votre premier projet en dix minutes.',
    },
    {
      slug: 'first-steps',
      title: 'Premiers pas',
      img: 'gift',
      subtitle: 'Importez vos produits et vos clients, puis ouvrez votre boutique.',
    },
    {
      slug: 'external-content',
      title: 'Ajouter du contenu externe',
      img: 'keyboard',
      subtitle: 'Reliez Excel, Power BI et votre CRM au tableau de bord.',
    },
  ],
  allArticles: [
    {
      title: 'Bien démarrer',
      icon: 'rocket',
      articles: [
        { slug: 'create-your-account', title: 'Créer votre compte' },
        { slug: 'invite-your-team', title: 'Inviter votre équipe' },
        { slug: 'choose-a-plan', title: 'Choisir une offre' },
        { slug: 'tour-of-the-dashboard', title: 'Découvrir le tableau de bord' },
        { slug: 'set-your-language-and-currency', title: 'Régler la langue et la devise' },
      ],
    },
    {
      title: 'Compte et profil',
      icon: 'account',
      articles: [
        { slug: 'change-your-password', title: 'Changer votre mot de passe' },
        { slug: 'turn-on-two-step-verification', title: 'Activer la validation en deux étapes' },
        { slug: 'update-your-profile', title: 'Mettre à jour votre profil' },
        { slug: 'close-your-account', title: 'Fermer votre compte' },
      ],
    },
    {
      title: 'Facturation et paiements',
      icon: 'billing',
      articles: [
        { slug: 'pay-with-mobile-money', title: 'Payer par mobile money' },
        { slug: 'download-an-invoice', title: 'Télécharger une facture' },
        { slug: 'change-the-billing-address', title: 'Changer l’adresse de facturation' },
        { slug: 'refund-policy', title: 'Politique de remboursement' },
      ],
    },
    {
      title: 'Commandes et livraison',
      icon: 'delivery',
      articles: [
        { slug: 'track-an-order', title: 'Suivre une commande' },
        { slug: 'book-a-scheduled-delivery', title: 'Réserver une livraison programmée' },
        { slug: 'report-a-damaged-item', title: 'Signaler un article endommagé' },
        { slug: 'return-a-product', title: 'Retourner un produit' },
      ],
    },
    {
      title: 'Sécurité',
      icon: 'security',
      articles: [
        { slug: 'roles-and-permissions', title: 'Rôles et permissions' },
        { slug: 'review-sign-in-activity', title: 'Consulter l’historique des connexions' },
        { slug: 'api-keys', title: 'Clés d’API' },
      ],
    },
    {
      title: 'Intégrations',
      icon: 'integrations',
      articles: [
        { slug: 'connect-dynamics-365', title: 'Connecter Dynamics 365' },
        { slug: 'export-to-power-bi', title: 'Exporter vers Power BI' },
        { slug: 'import-a-csv-file', title: 'Importer un fichier CSV' },
        { slug: 'webhooks', title: 'Webhooks' },
      ],
    },
  ],
  keepLearning: [
    {
      slug: 'blogging',
      title: 'Blog',
      img: 'laptop',
      subtitle: 'Publiez des actualités pour vos clients et partagez-les sur les réseaux sociaux.',
    },
    {
      slug: 'inspiration-center',
      title: 'Centre d’inspiration',
      img: 'lightbulb',
      subtitle: 'Études de cas de clients au Gabon, au Cameroun et au Congo.',
    },
    {
      slug: 'community',
      title: 'Communauté',
      img: 'chat',
      subtitle: 'Posez vos questions et partagez vos astuces avec d’autres administrateurs.',
    },
  ],
};

export const helpArticleFr: HelpArticle = {
  title: 'Comment ajouter un produit au catalogue ?',
  lastUpdated: '12 mai 2025',
  productContent:
    '<p>Ouvrez <strong>E-commerce → Produits</strong> et choisissez <strong>Ajouter un produit</strong>. Donnez au produit un nom, une catégorie, une référence (SKU) et un prix dans la devise de la boutique.</p>' +
    '<p>Indiquez la quantité en stock et le statut : les produits <em>publiés</em> apparaissent aussitôt dans la boutique, les produits <em>programmés</em> à la date choisie.</p>',
  checkoutContent:
    '<p>Une fois publié, le produit peut être ajouté au panier. Au moment de payer, le client choisit la livraison en colis (gratuite) ou un créneau de livraison programmée, puis règle par carte, PayPal ou mobile money.</p>',
  articleList: [
    'Importer des produits depuis un fichier CSV',
    'Gérer les catégories',
    'Créer des remises',
    'Suivre les niveaux de stock',
    'Publier un produit programmé',
  ],
  checkoutImg: 'laptop',
  productImg: 'keyboard',
};
