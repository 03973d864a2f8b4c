import type { Mailbox } from '@/features/email/api/types';

/**
 * The sample mailbox's people (docs/api.md, "E-mail"): Okoumé Digital's team in Libreville and its clients
 * across Central Africa. Names and addresses are fictitious.
 */
export const contacts = {
  ondo: { name: 'Serge Ondo', email: 'serge.ondo@pg-logistique.ga' },
  mouele: { name: 'Clarisse Mouele', email: 'c.mouele@bec-congo.cg' },
  tchoumi: { name: 'Éric Tchoumi', email: 'e.tchoumi@douala-agro.cm' },
  obiang: { name: 'Nadège Obiang', email: 'n.obiang@hotel-akanda.ga' },
  mabiala: { name: 'Patrick Mabiala', email: 'p.mabiala@kinsante.cd' },
  abakar: { name: 'Fatimé Abakar', email: 'f.abakar@sahel-energie.td' },
  nguema: { name: 'Rodrigue Nguema', email: 'r.nguema@malabofish.gq' },
  yangue: { name: 'Judith Yangué', email: 'j.yangue@bangui-edu.cf' },
  landry: { name: 'Landry Moussavou', email: 'landry.moussavou@okoume.digital' },
  grace: { name: 'Grâce Ella', email: 'grace.ella@okoume.digital' },
  mireille: { name: 'Mireille Nzamba', email: 'mireille.nzamba@okoume.digital' },
  newsletter: { name: 'Tech Afrique Centrale', email: 'lettre@tech-afrique-centrale.info' },
  prize: { name: 'Service Cadeaux', email: 'gagnant@promo-cadeaux.biz' },
  crypto: { name: 'Invest Rapide', email: 'contact@invest-rapide.biz' },
  domain: { name: 'Domaines Service', email: 'renouvellement@domaines-alerte.biz' },
} satisfies Record<string, Mailbox>;

export type ContactKey = keyof typeof contacts;

const byAddress = new Map<string, Mailbox>(Object.values(contacts).map((c) => [c.email.toLowerCase(), c]));

/** A recipient as kept: the contact's name when the address is known, else the address itself. */
export const mailboxOf = (email: string): Mailbox => byAddress.get(email.toLowerCase()) ?? { name: email, email };
