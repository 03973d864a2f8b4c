import { defineList, type QueryOf } from '@/lib/list-query';

/** The vehicles list's query (docs/api.md, "Dashboards"): what the screen, the fetcher and the API share. */
export const vehicleList = defineList({
  filters: ['status'],
  sortKeys: ['vehicle', 'location', 'from', 'to', 'warning', 'progress'],
});

export type VehicleQuery = QueryOf<typeof vehicleList>;
