import type { ContactMessage } from '@/features/contact-messages/api/types';

/**
 * A few messages received through the landing page's contact form, so the inbox is not empty on a first visit.
 * Fixed dates (UTC): the same records whatever the clock.
 */
export function seedContactMessages(): ContactMessage[] {
  const rows: Array<[string, string, string, string, string, boolean]> = [
    [
      'Nadège Obiang',
      'nadege.obiang@example.ga',
      'Site vitrine pour une pharmacie',
      'Bonjour, nous souhaitons un site vitrine avec prise de rendez-vous pour notre pharmacie à Libreville. Quel délai et quel budget prévoir ?',
      '2025-11-04T08:12:00.000Z',
      true,
    ],
    [
      'Serge Mba',
      'serge.mba@example.cm',
      'Formation Excel pour 12 agents',
      'Pouvez-vous organiser une formation Excel avancé pour douze agents de notre service comptable à Douala ?',
      '2025-11-12T14:40:00.000Z',
      true,
    ],
    [
      'Grace Mensah',
      'grace.mensah@example.com',
      'Import of office furniture',
      'We would like a quote for the import of forty office chairs and ten desks to Port-Gentil, delivery included.',
      '2025-11-20T10:05:00.000Z',
      false,
    ],
    [
      'Yannick Ella',
      'yannick.ella@example.ga',
      'Application mobile de livraison',
      "Nous lançons un service de livraison à Franceville et cherchons un partenaire pour l'application mobile.",
      '2025-12-01T09:30:00.000Z',
      false,
    ],
    [
      'Amina Diallo',
      'amina.diallo@example.sn',
      'Partenariat',
      "Notre cabinet à Dakar cherche un partenaire au Gabon pour des missions d'intermédiation immobilière.",
      '2025-12-03T16:22:00.000Z',
      false,
    ],
    [
      'Kevin Allogho',
      'kevin.allogho@example.ga',
      'Problème de connexion',
      "Je n'arrive plus à me connecter à l'espace formation depuis hier soir, le mot de passe est refusé.",
      '2025-12-08T07:55:00.000Z',
      false,
    ],
  ];
  return rows.map(([fullName, email, subject, message, createdAt, handled], i) => ({
    id: `msg-${String(i + 1).padStart(4, '0')}`,
    fullName,
    email,
    subject,
    message,
    createdAt,
    handled,
  }));
}
