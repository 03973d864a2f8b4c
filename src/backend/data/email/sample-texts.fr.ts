/** The sample messages' texts in French (docs/api.md, "E-mail"); `{name}` slots take the seed's values. */
export const textsFr = {
  quoteRequest: {
    subject: 'Demande de devis : refonte du site de Port-Gentil Logistique',
    body: '<p>Bonjour Madame Mbemba,</p><p>Nous souhaitons refondre notre site pour permettre à nos clients de suivre leurs conteneurs entre Port-Gentil, Owendo et Pointe-Noire. Vous trouverez le cahier des charges en pièce jointe.</p><p>Pourriez-vous nous adresser un devis et un calendrier d’ici la fin du mois ?</p><p>Cordialement,<br>Serge Ondo<br>Directeur des opérations</p>',
  },
  quoteReply: {
    subject: 'RE : Demande de devis : refonte du site de Port-Gentil Logistique',
    body: '<p>Bonjour Monsieur Ondo,</p><p>Merci pour votre confiance. Notre proposition comprend le suivi des conteneurs en temps réel, un espace client et la version mobile, pour <strong>8 500 000 XAF</strong> HT, livrée en dix semaines.</p><p>Le devis détaillé est joint ; je reste disponible pour en parler cette semaine.</p><p>Bien cordialement,<br>Aïcha Mbemba</p>',
  },
  quoteAccepted: {
    subject: 'RE : Demande de devis : refonte du site de Port-Gentil Logistique',
    body: '<p>Madame Mbemba,</p><p>La direction a validé votre proposition. Nous pouvons démarrer le lundi 8 décembre ; merci de nous envoyer le bon de commande à signer.</p><p>Bien à vous,<br>Serge Ondo</p>',
  },
  auditFollowUp: {
    subject: 'Suivi de l’audit de sécurité de l’application mobile',
    body: '<p>Bonjour,</p><p>Suite à l’audit de notre application de banque mobile, trois points restent ouverts : l’expiration des sessions, la journalisation des virements et le chiffrement des sauvegardes.</p><p>Pouvez-vous nous confirmer une date de correction avant la mise à jour du <strong>15 décembre</strong> ?</p><p>Clarisse Mouele<br>Responsable de la sécurité, Banque Équatoriale du Congo</p>',
  },
  paymentReceived: {
    subject: 'Paiement de la facture OKD-0012',
    body: '<p>Bonjour,</p><p>Nous vous confirmons le virement de 2 360 000 XAF pour la facture OKD-0012. L’avis de virement de notre banque est joint.</p><p>Merci de nous envoyer le reçu.</p><p>Éric Tchoumi<br>Douala Agro Export</p>',
  },
  launchDate: {
    subject: 'Date de mise en ligne du site de réservation',
    body: '<p>Bonjour Aïcha,</p><p>L’équipe de l’hôtel est prête pour la formation. Pouvons-nous fixer la mise en ligne du site de réservation au 1er décembre, avant la haute saison ?</p><p>Nadège Obiang<br>Hôtel Akanda</p>',
  },
  launchReply: {
    subject: 'RE : Date de mise en ligne du site de réservation',
    body: '<p>Bonjour Nadège,</p><p>Le 1er décembre nous convient. La formation aura lieu le 27 novembre à 10 h, à l’hôtel ; prévoyez deux heures.</p><p>À bientôt,<br>Aïcha</p>',
  },
  meetingInvite: {
    subject: 'Invitation : atelier sur la plateforme de rendez-vous',
    body: '<p>Bonjour,</p><p>Nous vous invitons à un atelier en visioconférence le jeudi 4 décembre à 14 h (heure de Kinshasa) pour définir la prise de rendez-vous en ligne de nos trois cliniques.</p><p>Ordre du jour : parcours patient, rappels par SMS, paiement par mobile money.</p><p>Patrick Mabiala<br>Kinshasa Santé Plus</p>',
  },
  dashboardDown: {
    subject: 'Urgent : le tableau de bord de production ne répond plus',
    body: '<p>Bonjour,</p><p>Depuis 7 h ce matin, le tableau de bord de suivi des centrales affiche une erreur et nos équipes de N’Djamena n’ont plus les relevés. Pouvez-vous intervenir rapidement ?</p><p>Fatimé Abakar<br>Sahel Énergie</p>',
  },
  catalogueProject: {
    subject: 'Projet de catalogue en ligne pour l’export',
    body: '<p>Bonjour,</p><p>Nous exportons du poisson fumé vers Douala et Libreville et voudrions un catalogue en ligne avec prise de commande pour les grossistes, en français, en espagnol et en anglais.</p><p>Seriez-vous disponible pour un appel la semaine prochaine ?</p><p>Rodrigue Nguema<br>Malabo Fish &amp; Co</p>',
  },
  trainingSchedule: {
    subject: 'Calendrier de la formation des enseignants',
    body: '<p>Bonjour,</p><p>Voici les dates proposées pour la formation à la plateforme d’apprentissage : du 9 au 11 décembre à Bangui, trente enseignants par session.</p><p>Merci de nous dire si votre formatrice peut se déplacer.</p><p>Judith Yangué<br>Bangui Éducation</p>',
  },
  deploymentDone: {
    subject: 'Mise en production terminée : application Sahel Énergie v2.3',
    body: '<p>Salut Aïcha,</p><p>La version 2.3 est en production depuis 22 h. Les migrations sont passées, les tests de fumée sont verts et la surveillance ne signale rien.</p><p>Landry</p>',
  },
  monthClosing: {
    subject: 'Clôture comptable d’octobre',
    body: '<p>Bonjour Aïcha,</p><p>La clôture d’octobre est prête : chiffre d’affaires de 41,2 millions XAF, trois factures en retard (Douala Agro Export, Bangui Éducation, Hôtel Akanda). Le détail est dans le tableau joint.</p><p>Grâce Ella<br>Comptabilité</p>',
  },
  teamLunch: {
    subject: 'Déjeuner d’équipe vendredi',
    body: '<p>Bonjour à tous,</p><p>Pour fêter la fin du projet Sahel Énergie, déjeuner d’équipe vendredi à 13 h au restaurant du bord de mer. Merci de confirmer avant jeudi.</p><p>Mireille Nzamba<br>Ressources humaines</p>',
  },
  weeklyReport: {
    subject: 'Rapport hebdomadaire : semaine {week}',
    body: '<p>Bonjour,</p><p>Le point de la semaine {week} : {tickets} tickets de support traités, {deploys} mises en production, aucun incident majeur.</p><p>Priorités de la semaine prochaine : tests de charge et revue des sauvegardes.</p><p>Landry Moussavou</p>',
  },
  newsletter: {
    subject: 'Tech Afrique Centrale, numéro {issue}',
    body: '<p>Au sommaire de ce numéro : le paiement mobile progresse dans la CEMAC, un nouveau câble sous-marin relie Kribi et Libreville, et les start-ups de Brazzaville lèvent des fonds.</p><p>Bonne lecture,<br>La rédaction</p>',
  },
  spamPrize: {
    subject: 'Félicitations ! Vous avez gagné un téléphone',
    body: '<p>Cliquez vite pour recevoir votre cadeau : il suffit de payer les frais de livraison.</p>',
  },
  spamCrypto: {
    subject: 'Doublez votre capital en 7 jours',
    body: '<p>Notre robot d’investissement garantit 100 % de rendement. Places limitées !</p>',
  },
  spamDomain: {
    subject: 'Dernier avis : votre nom de domaine expire',
    body: '<p>Votre domaine sera supprimé aujourd’hui. Renouvelez-le en entrant votre carte bancaire sur notre page.</p>',
  },
  proposalSent: {
    subject: 'Proposition : catalogue en ligne Malabo Fish & Co',
    body: '<p>Bonjour Monsieur Nguema,</p><p>Suite à notre appel, voici notre proposition : catalogue trilingue, espace grossistes et paiement à la commande, livré en huit semaines.</p><p>Bien cordialement,<br>Aïcha Mbemba</p>',
  },
  bankQuote: {
    subject: 'Devis : corrections de sécurité de l’application mobile',
    body: '<p>Bonjour Madame Mouele,</p><p>Vous trouverez ci-joint le devis pour les trois corrections demandées. Nous pouvons les livrer le 10 décembre.</p><p>Cordialement,<br>Aïcha Mbemba</p>',
  },
  draftReminder: {
    subject: 'Relance : facture OKD-0008',
    body: '<p>Bonjour Monsieur Tchoumi,</p><p>Sauf erreur de notre part, la facture OKD-0008 reste impayée à ce jour.</p>',
  },
  draftAgenda: {
    subject: 'Ordre du jour du comité de direction',
    body: '<p>Points proposés : bilan des projets de novembre, recrutement d’un développeur mobile,</p>',
  },
  meetingCancelled: {
    subject: 'Réunion annulée',
    body: '<p>La réunion de mardi est annulée ; nous reviendrons vers vous avec une nouvelle date.</p>',
  },
} satisfies Record<string, { subject: string; body: string }>;

export type SampleKey = keyof typeof textsFr;
