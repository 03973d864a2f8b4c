import type { HelpArticle, HelpCenterData } from '../api/types';

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
        { title: 'Créer votre compte' },
        { title: 'Inviter votre équipe' },
        { title: 'Choisir une offre' },
        { title: 'Découvrir le tableau de bord' },
        { title: 'Régler la langue et la devise' },
      ],
    },
    {
      title: 'Compte et profil',
      icon: 'account',
      articles: [
        { title: 'Changer votre mot de passe' },
        { title: 'Activer la validation en deux étapes' },
        { title: 'Mettre à jour votre profil' },
        { title: 'Fermer votre compte' },
      ],
    },
    {
      title: 'Facturation et paiements',
      icon: 'billing',
      articles: [
        { title: 'Payer par mobile money' },
        { title: 'Télécharger une facture' },
        { title: 'Changer l’adresse de facturation' },
        { title: 'Politique de remboursement' },
      ],
    },
    {
      title: 'Commandes et livraison',
      icon: 'delivery',
      articles: [
        { title: 'Suivre une commande' },
        { title: 'Réserver une livraison programmée' },
        { title: 'Signaler un article endommagé' },
        { title: 'Retourner un produit' },
      ],
    },
    {
      title: 'Sécurité',
      icon: 'security',
      articles: [
        { title: 'Rôles et permissions' },
        { title: 'Consulter l’historique des connexions' },
        { title: 'Clés d’API' },
      ],
    },
    {
      title: 'Intégrations',
      icon: 'integrations',
      articles: [
        { title: 'Connecter Dynamics 365' },
        { title: 'Exporter vers Power BI' },
        { title: 'Importer un fichier CSV' },
        { title: 'Webhooks' },
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
