import type { PermissionRole } from './types';

/**
 * Who holds each role. The users API's roles (admin, author, editor, maintainer, subscriber) are not these
 * role names and no call answers role members, so the cards show this fixed sample (see docs/decisions.md).
 */
export const roleMembers: Record<PermissionRole, { total: number; names: string[] }> = {
  administrator: { total: 4, names: ['Nadège Obiang', 'Serge Mba', 'Aline Ndong', 'Yannick Ella'] },
  manager: { total: 7, names: ['Christelle Nzé', 'Rodrigue Moussavou', 'Léa Mintsa', 'Hervé Ondo', 'Prisca Mengue'] },
  users: { total: 5, names: ['Junior Obame', 'Carine Boussougou', 'Ghislain Nguema', 'Sandrine Ekomi', 'Paul Mve'] },
  support: { total: 6, names: ['Fatou Diallo', 'Marc Essono', 'Inès Ogandaga', 'Rémi Koumba', 'Diane Assoumou'] },
  'restricted-user': {
    total: 10,
    names: ['Olivier Mouele', 'Flore Bekale', 'Kevin Allogho', 'Nina Meye', 'Axel Biyoghe'],
  },
};
