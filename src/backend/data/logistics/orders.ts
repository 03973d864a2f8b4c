import type { OrderStage } from '@/features/logistics/api/types';
import type { CityKey } from './cities';

interface SampleOrder {
  reference: string;
  sender: [string, CityKey, string];
  receiver: [string, CityKey, string];
}

/** Sample orders by stage: who sends, from where and when; who receives, where and when (expected). */
export const sampleOrders: Record<OrderStage, SampleOrder[]> = {
  new: [
    {
      reference: 'LGX-20418',
      sender: ['Scierie du Komo', 'libreville', '2026-11-24T08:15:00Z'],
      receiver: ['Menuiserie Wouri', 'douala', '2026-11-27T16:00:00Z'],
    },
    {
      reference: 'LGX-20421',
      sender: ['Pharmacie de l’Estuaire', 'libreville', '2026-11-24T10:40:00Z'],
      receiver: ['Clinique de l’Ogooué', 'lambarene', '2026-11-25T12:30:00Z'],
    },
    {
      reference: 'LGX-20425',
      sender: ['Cacao du Woleu-Ntem', 'oyem', '2026-11-24T14:05:00Z'],
      receiver: ['Chocolaterie Mfoundi', 'yaounde', '2026-11-26T09:00:00Z'],
    },
  ],
  preparing: [
    {
      reference: 'LGX-20397',
      sender: ['Ciments de Franceville', 'franceville', '2026-11-23T07:30:00Z'],
      receiver: ['Bâtir Congo', 'brazzaville', '2026-11-26T15:00:00Z'],
    },
    {
      reference: 'LGX-20402',
      sender: ['Pêcheries de Bioko', 'malabo', '2026-11-23T11:20:00Z'],
      receiver: ['Marché de Mont-Bouët', 'libreville', '2026-11-25T06:45:00Z'],
    },
    {
      reference: 'LGX-20409',
      sender: ['Huiles de Port-Gentil', 'portGentil', '2026-11-23T15:10:00Z'],
      receiver: ['Garage Akanda', 'libreville', '2026-11-24T17:30:00Z'],
    },
  ],
  shipping: [
    {
      reference: 'LGX-20371',
      sender: ['Okoumé Digital', 'libreville', '2026-11-22T09:00:00Z'],
      receiver: ['Lycée de Bata', 'bata', '2026-11-24T11:00:00Z'],
    },
    {
      reference: 'LGX-20376',
      sender: ['Brasserie du Littoral', 'douala', '2026-11-22T13:45:00Z'],
      receiver: ['Hôtel Ntem', 'oyem', '2026-11-24T18:15:00Z'],
    },
    {
      reference: 'LGX-20383',
      sender: ['Minoterie Océane', 'pointeNoire', '2026-11-22T16:20:00Z'],
      receiver: ['Boulangerie du Plateau', 'franceville', '2026-11-25T08:00:00Z'],
    },
  ],
};
