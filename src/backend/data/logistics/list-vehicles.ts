import type { SortKeyOf } from '@/lib/list-query';
import { matchesQuery, pageOf, sortItems, totalPagesOf, type Sorters } from '@/mocks/query';
import type { ApiLanguage } from '@/mocks/utils';
import type { VehicleQuery, vehicleList } from '@/features/logistics/api/lists';
import { vehicleWarnings, type Vehicle, type VehicleList } from '@/features/logistics/api/types';
import { cityName } from './cities';
import type { StoredVehicle } from './seed';

export const localiseVehicle = (v: StoredVehicle, language: ApiLanguage): Vehicle => ({
  ...v,
  location: cityName(v.location, language),
  from: cityName(v.from, language),
  to: cityName(v.to, language),
});

/** Warnings sort from the mildest (none) to the gravest (an oil leak), not by name. */
export const warningRank = (v: Pick<Vehicle, 'warning'>) => vehicleWarnings.indexOf(v.warning);

const sorters: Sorters<Vehicle, SortKeyOf<typeof vehicleList>> = {
  vehicle: (v) => v.plate,
  location: (v) => v.location,
  from: (v) => v.from,
  to: (v) => v.to,
  warning: warningRank,
  progress: (v) => v.progress,
};

/** q searches the plate and the city names the reader sees; a page past the end is empty. */
export function listVehicles(
  vehicles: readonly StoredVehicle[],
  query: VehicleQuery,
  language: ApiLanguage,
): VehicleList {
  const status = query.filters.status;
  const filtered = vehicles
    .map((v) => localiseVehicle(v, language))
    .filter((v) => matchesQuery(query.q, v.plate, v.location, v.from, v.to) && (!status || v.status === status));
  const sorted = sortItems(filtered, sorters, query);
  return {
    vehicles: pageOf(sorted, query),
    totalVehicles: sorted.length,
    totalPages: totalPagesOf(sorted.length, query.itemsPerPage),
    page: query.page,
  };
}
