import type { HelpArticleBodies } from './article-body';

/** French article bodies; titles come from seed.fr.ts. */
export const articleBodiesFr: HelpArticleBodies = {
  'getting-started': {
    about:
      'Votre espace Okoumé Digital réunit votre boutique, vos factures, votre équipe et vos formations dans un seul back-office.',
    steps: [
      'Connectez-vous avec l’adresse e-mail qui a reçu votre invitation.',
      'Renseignez le nom de votre société, votre pays et votre devise dans Paramètres du compte.',
      'Invitez vos collègues et donnez un rôle à chacun.',
      'Ouvrez le tableau de bord pour suivre ventes et formations dès le premier jour.',
    ],
  },
  'first-steps': {
    about: 'Avant d’ouvrir votre boutique, importez ce que vous vendez déjà et vos clients actuels.',
    steps: [
      'Importez vos produits depuis un fichier CSV, ou ajoutez-les un par un dans E-commerce › Produits.',
      'Importez votre liste de clients pour garder le lien avec leurs commandes passées.',
      'Vérifiez prix, stock et catégories, puis passez chaque produit en Publié.',
    ],
  },
  'external-content': {
    about:
      'Le tableau de bord peut afficher des chiffres venus d’ailleurs : classeurs Excel, rapports Power BI ou votre CRM.',
    steps: [
      'Ouvrez Intégrations et choisissez la source à relier.',
      'Connectez-vous à ce service en n’autorisant que la lecture.',
      'Choisissez les tableaux ou rapports à importer et leur fréquence d’actualisation.',
    ],
  },
  'create-your-account': {
    about:
      'Un compte est créé par votre conseiller Okoumé Digital ou depuis la page Inscription avec votre e-mail professionnel.',
    steps: [
      'Ouvrez la page Inscription et saisissez votre nom, votre e-mail professionnel et un mot de passe d’au moins 8 caractères.',
      'Confirmez l’adresse e-mail avec le lien que nous vous envoyons.',
      'Connectez-vous : le compte client lit le tableau de bord jusqu’à ce qu’un administrateur lui donne plus de droits.',
    ],
  },
  'invite-your-team': {
    about: 'Chaque collègue a sa propre connexion : chaque modification du back-office indique qui l’a faite.',
    steps: [
      'Ouvrez Utilisateurs et choisissez Ajouter un utilisateur.',
      'Saisissez son nom, son e-mail, son rôle et son offre, puis enregistrez.',
      'Il reçoit un e-mail pour choisir son mot de passe ; d’ici là, il apparaît En attente.',
    ],
  },
  'choose-a-plan': {
    about:
      'Les offres diffèrent par le nombre d’utilisateurs et le support inclus : Basique, Équipe, Entreprise et Grand compte.',
    steps: [
      'Ouvrez Paramètres du compte › Facturation et offres.',
      'Comparez les offres et choisissez Passer à l’offre sur celle qu’il vous faut.',
      'Le nouveau tarif s’applique dès la prochaine facture ; rien de ce que vous avez enregistré n’est perdu.',
    ],
  },
  'tour-of-the-dashboard': {
    about:
      'Le menu latéral regroupe le back-office : tableaux de bord, applications (e-commerce, factures, académie), pages et réglages.',
    steps: [
      'Les tableaux de bord montrent d’un coup d’œil vos ventes, vos clients et vos formations.',
      'La recherche en haut (Ctrl K) ouvre n’importe quelle page par son nom.',
      'Le choix du thème et le menu des langues sont dans la barre du haut.',
    ],
  },
  'set-your-language-and-currency': {
    about: 'Le back-office parle français, anglais et arabe ; votre choix est gardé sur cet appareil.',
    steps: [
      'Ouvrez le menu des langues dans la barre du haut et choisissez une langue ; l’arabe se lit de droite à gauche.',
      'Réglez la devise de la boutique dans E-commerce › Paramètres.',
      'Les prix déjà enregistrés gardent leur montant ; seule leur écriture change.',
    ],
  },
  'change-your-password': {
    about: 'Changez tout de suite votre mot de passe si vous pensez que quelqu’un d’autre le connaît.',
    steps: [
      'Ouvrez Paramètres du compte › Sécurité.',
      'Saisissez le mot de passe actuel, puis deux fois le nouveau.',
      'Enregistrez : vos autres sessions restent ouvertes jusqu’à ce que vous vous en déconnectiez.',
    ],
  },
  'turn-on-two-step-verification': {
    about:
      'Avec la validation en deux étapes, la connexion demande aussi un code : un mot de passe volé ne suffit plus.',
    steps: [
      'Ouvrez Paramètres du compte › Sécurité et choisissez Activer la validation en deux étapes.',
      'Saisissez votre numéro de mobile et le code reçu.',
      'Gardez les codes de secours en lieu sûr, loin de votre téléphone.',
    ],
  },
  'update-your-profile': {
    about:
      'Votre nom, votre photo et vos coordonnées sont visibles par votre équipe et sur les documents que vous envoyez.',
    steps: [
      'Ouvrez Paramètres du compte › Compte.',
      'Modifiez vos informations et ajoutez une photo (JPG ou PNG, 800 Ko au plus).',
      'Enregistrez ; votre équipe voit les changements aussitôt.',
    ],
  },
  'close-your-account': {
    about: 'Fermer un compte coupe l’accès définitivement. Téléchargez d’abord vos factures et vos exports.',
    steps: [
      'Ouvrez Paramètres du compte › Compte et descendez jusqu’à Supprimer le compte.',
      'Cochez la case de confirmation et confirmez.',
      'Votre conseiller garde les factures pendant la durée imposée par la loi, puis les efface.',
    ],
  },
  'pay-with-mobile-money': {
    about: 'Les factures se règlent par Airtel Money ou Moov Money, comme par carte ou par virement.',
    steps: [
      'Ouvrez la facture et choisissez Payer.',
      'Choisissez le mobile money et saisissez le numéro du portefeuille qui paie.',
      'Validez le paiement sur votre téléphone : la facture passe à Payée en quelques minutes.',
    ],
  },
  'download-an-invoice': {
    about: 'Chaque facture peut être imprimée ou enregistrée en PDF pour votre comptable.',
    steps: [
      'Ouvrez Facture › Liste et trouvez la facture par son numéro ou son client.',
      'Ouvrez-la et choisissez Imprimer ou Télécharger.',
      'Pour un PDF, choisissez « Enregistrer au format PDF » comme imprimante.',
    ],
  },
  'change-the-billing-address': {
    about:
      'L’adresse de facturation figure sur chaque nouvelle facture ; les factures passées gardent l’adresse de leur émission.',
    steps: [
      'Ouvrez Paramètres du compte › Facturation et offres.',
      'Modifiez l’adresse de facturation, le numéro fiscal et l’e-mail de contact.',
      'Enregistrez ; la prochaine facture porte la nouvelle adresse.',
    ],
  },
  'refund-policy': {
    about:
      'Une prestation pas encore commencée est remboursée en entier ; une formation peut être reportée une fois sans frais.',
    steps: [
      'Écrivez à votre conseiller ou utilisez le formulaire de contact avec le numéro de facture.',
      'Précisez la prestation ou la formation concernée.',
      'Le remboursement revient sur le moyen de paiement sous 10 jours ouvrés.',
    ],
  },
  'track-an-order': {
    about: 'Chaque commande passe par Expédiée, En cours de livraison, Prête à retirer et Livrée.',
    steps: [
      'Ouvrez E-commerce › Commandes et cherchez par numéro de commande ou par client.',
      'Ouvrez la commande pour voir son statut et son historique.',
      'Le client reçoit un e-mail à chaque changement de statut.',
    ],
  },
  'book-a-scheduled-delivery': {
    about:
      'Une livraison programmée arrive sur le créneau choisi par le client ; elle coûte 69 $ ou 99 $ selon la zone. La livraison en colis est gratuite.',
    steps: [
      'Au paiement, choisissez Livraison programmée.',
      'Choisissez un jour et un créneau horaire.',
      'Une annulation reste possible jusqu’à 72 heures avant la livraison.',
    ],
  },
  'report-a-damaged-item': {
    about: 'Signalez un article endommagé dans les 48 heures suivant la livraison pour que nous le remplacions.',
    steps: [
      'Photographiez l’article et son emballage.',
      'Ouvrez la commande et choisissez Signaler un problème, ou écrivez-nous par le formulaire de contact.',
      'Nous envoyons un remplacement ou un remboursement une fois le signalement vérifié.',
    ],
  },
  'return-a-product': {
    about: 'Les produits peuvent être retournés sous 15 jours, dans leur emballage d’origine.',
    steps: [
      'Ouvrez la commande et choisissez Retourner.',
      'Imprimez l’étiquette de retour et déposez le colis au point relais.',
      'Le remboursement part dès que le colis arrive à notre entrepôt.',
    ],
  },
  'roles-and-permissions': {
    about: 'Un rôle est un ensemble de permissions : ce qu’une personne peut lire, créer, modifier ou supprimer.',
    steps: [
      'Ouvrez Rôles et permissions pour voir chaque rôle et qui le détient.',
      'Modifiez un rôle pour cocher ou décocher ses permissions.',
      'Donnez à chacun le moins de droits possible pour faire son travail.',
    ],
  },
  'review-sign-in-activity': {
    about:
      'Le journal d’activité liste les connexions récentes et les changements sensibles, avec date, appareil et adresse.',
    steps: [
      'Ouvrez Paramètres du compte › Sécurité, puis Appareils récents.',
      'Vérifiez que chaque connexion est la vôtre ou celle de votre équipe.',
      'Sinon, changez votre mot de passe et prévenez votre administrateur.',
    ],
  },
  'api-keys': {
    about:
      'Une clé d’API permet à un autre programme de lire ou d’écrire vos données sans qu’une personne se connecte.',
    steps: [
      'Ouvrez Paramètres du compte › Sécurité › Clés d’API et choisissez Créer une clé.',
      'Nommez la clé et donnez-lui l’accès le plus étroit possible.',
      'Copiez la clé aussitôt : elle n’est affichée qu’une fois. Supprimez celles qui ne servent plus.',
    ],
  },
  'connect-dynamics-365': {
    about: 'Relier Dynamics 365 Sales fait entrer vos comptes et opportunités dans le tableau de bord CRM.',
    steps: [
      'Ouvrez Intégrations › Dynamics 365 et connectez-vous avec un compte Microsoft qui lit les ventes.',
      'Choisissez l’unité commerciale à synchroniser.',
      'La première synchronisation prend quelques minutes ; ensuite les changements arrivent toutes les heures.',
    ],
  },
  'export-to-power-bi': {
    about: 'Envoyez commandes, factures et résultats de formation vers Power BI pour bâtir vos propres rapports.',
    steps: [
      'Ouvrez Intégrations › Power BI et choisissez les jeux de données à publier.',
      'Copiez l’adresse du flux dans Power BI (Obtenir des données › Web).',
      'Programmez une actualisation quotidienne dans Power BI pour garder le rapport à jour.',
    ],
  },
  'import-a-csv-file': {
    about: 'Un fichier CSV ajoute d’un coup de nombreux produits ou clients ; la première ligne nomme les colonnes.',
    steps: [
      'Téléchargez le modèle, remplissez-le et enregistrez-le en CSV (UTF-8).',
      'Ouvrez la liste à remplir et choisissez Importer.',
      'Vérifiez l’aperçu : les lignes en erreur s’affichent en rouge et ne sont pas importées.',
    ],
  },
  webhooks: {
    about:
      'Un webhook appelle votre propre adresse à chaque événement, comme une nouvelle commande ou une facture payée.',
    steps: [
      'Ouvrez Intégrations › Webhooks et choisissez Ajouter un webhook.',
      'Saisissez l’adresse HTTPS à appeler et choisissez les événements.',
      'Vérifiez de votre côté l’en-tête de signature pour être sûr que l’appel vient de nous.',
    ],
  },
  blogging: {
    about: 'Des nouvelles de vos produits et formations font revenir vos clients.',
    steps: [
      'Écrivez un court article par mois : une nouvelle formation, un témoignage client, une astuce.',
      'Ajoutez une image et un lien vers le produit ou la formation cités.',
      'Partagez le lien sur vos réseaux sociaux et dans votre lettre d’information.',
    ],
  },
  'inspiration-center': {
    about:
      'Des études de cas de clients au Gabon, au Cameroun et au Congo : comment ils sont passés au numérique et ce que cela a changé.',
    steps: [
      'Une société de logistique a réduit ses retards de livraison en suivant ses véhicules en direct.',
      'Un centre de formation a mis ses cours en ligne et doublé ses apprenants.',
      'Un magasin de meubles a vendu dans toute la région grâce à son premier catalogue en ligne.',
    ],
  },
  community: {
    about: 'D’autres administrateurs ont souvent la réponse : posez vos questions, partagez et apprenez avec eux.',
    steps: [
      'Rejoignez le forum de la communauté avec votre compte du back-office.',
      'Cherchez avant de demander : votre question a peut-être déjà une réponse.',
      'Partagez ce qui a marché pour vous ; notre équipe lit le forum chaque jour ouvré.',
    ],
  },
};
