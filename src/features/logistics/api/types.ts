import { z } from 'zod';

/** docs/api.md, "Dashboards": the logistics dashboard and its vehicles list. */
export const vehicleStatuses = ['onTheWay', 'unloading', 'loading', 'waiting'] as const;
/** From the mildest: the list sorts warnings in this order. */
export const vehicleWarnings = ['none', 'fuel', 'temperature', 'ecu', 'oil'] as const;
export const orderStages = ['new', 'preparing', 'shipping'] as const;
export const exceptionReasons = ['address', 'weather', 'holidays', 'damage', 'customs'] as const;
export const performanceKeys = [
  'inTransit',
  'outForDelivery',
  'delivered',
  'successRate',
  'deliveryTime',
  'rating',
] as const;

export type VehicleStatus = (typeof vehicleStatuses)[number];
export type VehicleWarning = (typeof vehicleWarnings)[number];
export type OrderStage = (typeof orderStages)[number];
export type ExceptionReason = (typeof exceptionReasons)[number];
export type PerformanceKey = (typeof performanceKeys)[number];

export const vehicleSchema = z.object({
  id: z.number().int(),
  /** Registration plate, e.g. "GA-482-LBV". */
  plate: z.string(),
  /** City names in the reader's language. */
  location: z.string(),
  from: z.string(),
  to: z.string(),
  status: z.enum(vehicleStatuses),
  warning: z.enum(vehicleWarnings),
  /** Percent of the route done, 0 to 100. */
  progress: z.number().min(0).max(100),
});

export const vehicleListSchema = z.object({
  vehicles: z.array(vehicleSchema),
  totalVehicles: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
  page: z.number().int().positive(),
});

export type Vehicle = z.infer<typeof vehicleSchema>;
export type VehicleList = z.infer<typeof vehicleListSchema>;

export interface City {
  key: string;
  /** In the reader's language. */
  name: string;
  /** ISO 3166 code. */
  country: string;
  lat: number;
  lng: number;
}

export interface Party {
  name: string;
  city: string;
  /** ISO date and time of the pick-up or the delivery. */
  at: string;
}

export interface LogisticsDashboard {
  /** Vehicles by status: how many, and the average hours one spends in that status on a trip. */
  overview: { total: number; statuses: Array<{ status: VehicleStatus; vehicles: number; hours: number }> };
  /** Shipments sent and delivered each month ("YYYY-MM"), oldest first. */
  shipments: Array<{ month: string; shipments: number; deliveries: number }>;
  /** Counts, a rate (0.95), minutes or a rating out of 5; the change is a fraction of last month's value. */
  performance: Array<{ key: PerformanceKey; value: number; change: number }>;
  exceptions: Array<{ reason: ExceptionReason; count: number }>;
  orders: Record<OrderStage, Array<{ id: number; reference: string; sender: Party; receiver: Party }>>;
  fleet: {
    cities: City[];
    /** Pairs of city keys a vehicle drives between. */
    routes: Array<{ from: string; to: string }>;
    /** The vehicles on the way, where they are now (lat/lng on their route). */
    vehicles: Array<{
      id: number;
      plate: string;
      from: string;
      to: string;
      progress: number;
      warning: VehicleWarning;
      lat: number;
      lng: number;
    }>;
  };
}
