import type { ApiLanguage } from '@/mocks/utils';
import {
  orderStages,
  vehicleStatuses,
  type ExceptionReason,
  type LogisticsDashboard,
  type PerformanceKey,
  type VehicleStatus,
} from '@/features/logistics/api/types';
import { cities, cityName, routes, type CityKey } from './cities';
import { sampleOrders } from './orders';
import { seedVehicles } from './seed';

/**
 * The logistics dashboard's figures (docs/decisions.md, "Computed dashboards"): the vehicle counts and the fleet
 * come from the seeded vehicles (the list's records), the rest from fixed numbers; city names follow the reader.
 */
const hoursIn: Record<VehicleStatus, number> = { onTheWay: 14.5, unloading: 2.75, loading: 3.25, waiting: 1.5 };

const performance: Array<[PerformanceKey, number, number]> = [
  ['inTransit', 2148, 0.253],
  ['outForDelivery', 1364, -0.122],
  ['delivered', 3920, 0.084],
  ['successRate', 0.952, 0.035],
  ['deliveryTime', 31, -0.061],
  ['rating', 4.6, 0.021],
];

const exceptions: Array<[ExceptionReason, number]> = [
  ['address', 38],
  ['weather', 27],
  ['customs', 21],
  ['holidays', 16],
  ['damage', 12],
];

/** Twelve months ending November 2026, as "YYYY-MM". */
const months = Array.from({ length: 12 }, (_, i) => {
  const d = new Date(Date.UTC(2025, 11 + i, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
});

const wave = (i: number, base: number, swing: number, seed: number) =>
  Math.round(base + swing * Math.sin(i * 1.3 + seed) + (swing / 3) * Math.cos(i * 0.7 + seed * 2));

const along = (from: CityKey, to: CityKey, progress: number) => ({
  lat: +(cities[from].lat + ((cities[to].lat - cities[from].lat) * progress) / 100).toFixed(4),
  lng: +(cities[from].lng + ((cities[to].lng - cities[from].lng) * progress) / 100).toFixed(4),
});

export function logisticsDashboard(language: ApiLanguage): LogisticsDashboard {
  const vehicles = seedVehicles();
  const onTheWay = vehicles.filter((v) => v.status === 'onTheWay');
  return {
    overview: {
      total: vehicles.length,
      statuses: vehicleStatuses.map((status) => ({
        status,
        vehicles: vehicles.filter((v) => v.status === status).length,
        hours: hoursIn[status],
      })),
    },
    shipments: months.map((month, i) => {
      const shipments = wave(i, 1480, 260, 3);
      return { month, shipments, deliveries: shipments - wave(i, 150, 60, 5) };
    }),
    performance: performance.map(([key, value, change]) => ({ key, value, change })),
    exceptions: exceptions.map(([reason, count]) => ({ reason, count })),
    orders: Object.fromEntries(
      orderStages.map((stage) => [
        stage,
        sampleOrders[stage].map((o, i) => ({
          id: i + 1,
          reference: o.reference,
          sender: { name: o.sender[0], city: cityName(o.sender[1], language), at: o.sender[2] },
          receiver: { name: o.receiver[0], city: cityName(o.receiver[1], language), at: o.receiver[2] },
        })),
      ]),
    ) as LogisticsDashboard['orders'],
    fleet: {
      cities: (Object.keys(cities) as CityKey[]).map((key) => ({
        key,
        name: cityName(key, language),
        country: cities[key].country,
        lat: cities[key].lat,
        lng: cities[key].lng,
      })),
      routes: routes.map(([from, to]) => ({ from, to })),
      vehicles: onTheWay.map((v) => ({
        id: v.id,
        plate: v.plate,
        from: v.from,
        to: v.to,
        progress: v.progress,
        warning: v.warning,
        ...along(v.from, v.to, v.progress),
      })),
    },
  };
}
