import { seededFaker } from '@/mocks/sample';
import type { VehicleStatus, VehicleWarning } from '@/features/logistics/api/types';
import { routes, type CityKey } from './cities';

/** A vehicle as both stores keep it: cities by key, named in the reader's language when answered. */
export interface StoredVehicle {
  id: number;
  plate: string;
  location: CityKey;
  from: CityKey;
  to: CityKey;
  status: VehicleStatus;
  warning: VehicleWarning;
  progress: number;
}

const statusOdds: Array<[VehicleStatus, number]> = [
  ['onTheWay', 0.38],
  ['unloading', 0.58],
  ['loading', 0.8],
  ['waiting', 1],
];
const warningOdds: Array<[VehicleWarning, number]> = [
  ['none', 0.56],
  ['fuel', 0.68],
  ['temperature', 0.8],
  ['ecu', 0.9],
  ['oil', 1],
];
const pick = <T>(odds: Array<[T, number]>, roll: number) => odds.find(([, limit]) => roll < limit)![0];
const provinces = ['LBV', 'POG', 'FCV', 'OYM', 'LBR'];

/** The fleet: 42 trucks on the company's routes, the same every time. */
export function seedVehicles(): StoredVehicle[] {
  const f = seededFaker(1507);
  return Array.from({ length: 42 }, (_, i) => {
    const [a, b] = routes[i % routes.length]!;
    const [from, to] = f.datatype.boolean() ? [a, b] : [b, a];
    const status = pick(statusOdds, f.number.float({ min: 0, max: 1 }));
    const progress = status === 'loading' ? 0 : status === 'unloading' ? 100 : f.number.int({ min: 6, max: 94 });
    const location = status === 'loading' ? from : status === 'unloading' ? to : progress < 50 ? from : to;
    return {
      id: i + 1,
      plate: `GA-${f.number.int({ min: 100, max: 999 })}-${provinces[f.number.int({ min: 0, max: 4 })]}`,
      location,
      from,
      to,
      status,
      warning: pick(warningOdds, f.number.float({ min: 0, max: 1 })),
      progress,
    };
  });
}
