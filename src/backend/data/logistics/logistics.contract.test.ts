import { call, get, getIn } from '@/mocks/test-client';
import {
  vehicleListSchema,
  vehicleWarnings,
  type LogisticsDashboard,
  type VehicleList,
} from '@/features/logistics/api/types';

const url = '/api/dashboard/logistics/vehicles';
const all = { itemsPerPage: 100 };

describe('GET /api/dashboard/logistics/vehicles', () => {
  it('answers the first ten of the 42 vehicles, in id order, with city names in the reader’s language', async () => {
    const { status, body } = await get<VehicleList>(url);
    expect(status).toBe(200);
    expect(vehicleListSchema.parse(body)).toMatchObject({ totalVehicles: 42, totalPages: 5, page: 1 });
    expect(body.vehicles.map((v) => v.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const arabic = await getIn<VehicleList>('ar', url);
    expect(arabic.body.vehicles.map((v) => v.id)).toEqual(body.vehicles.map((v) => v.id));
    expect(arabic.body.vehicles[0]!.from).toMatch(/[\u0600-\u06ff]/);
  });

  it('searches the plate and the city names the reader sees', async () => {
    const { body: every } = await get<VehicleList>(url, all);
    const { body } = await get<VehicleList>(url, { q: 'yaoundé', ...all });
    expect(body.totalVehicles).toBeGreaterThan(0);
    expect(body.vehicles).toEqual(every.vehicles.filter((v) => [v.location, v.from, v.to].includes('Yaoundé')));
    const plate = every.vehicles[7]!.plate;
    expect((await get<VehicleList>(url, { q: plate.toLowerCase() })).body.vehicles.map((v) => v.plate)).toContain(
      plate,
    );
    expect((await getIn<VehicleList>('ar', url, { q: 'ياوندي', ...all })).body.totalVehicles).toBe(body.totalVehicles);
    expect((await get<VehicleList>(url, { q: '%' })).body.totalVehicles).toBe(0);
  });

  it('filters on the status', async () => {
    const { body } = await get<VehicleList>(url, { status: 'onTheWay', ...all });
    expect(body.totalVehicles).toBeGreaterThan(0);
    expect(body.vehicles.every((v) => v.status === 'onTheWay')).toBe(true);
    expect((await get<VehicleList>(url, { status: 'lost' })).body.totalVehicles).toBe(0);
  });

  it('sorts warnings from the mildest to the gravest, and progress as a number', async () => {
    const { body } = await get<VehicleList>(url, { sortBy: 'warning', orderBy: 'desc', ...all });
    const ranks = body.vehicles.map((v) => vehicleWarnings.indexOf(v.warning));
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    const byProgress = (await get<VehicleList>(url, { sortBy: 'progress', ...all })).body.vehicles.map(
      (v) => v.progress,
    );
    expect(byProgress).toEqual([...byProgress].sort((a, b) => a - b));
  });

  it('is closed to a client without read on Dashboard', async () => {
    expect((await call('GET', url, {}, undefined, undefined, 'visitor')).status).toBe(401);
  });
});

describe('GET /api/dashboard/logistics', () => {
  it('counts the same vehicles as the list, and places the fleet on its routes', async () => {
    const { status, body } = await get<LogisticsDashboard>('/api/dashboard/logistics');
    expect(status).toBe(200);
    expect(body.overview.total).toBe(42);
    const onTheWay = body.overview.statuses.find((s) => s.status === 'onTheWay')!.vehicles;
    expect((await get<VehicleList>(url, { status: 'onTheWay' })).body.totalVehicles).toBe(onTheWay);
    expect(body.fleet.vehicles).toHaveLength(onTheWay);
    const keys = new Set(body.fleet.cities.map((c) => c.key));
    expect(body.fleet.vehicles.every((v) => keys.has(v.from) && keys.has(v.to))).toBe(true);
    expect(body.shipments).toHaveLength(12);
    expect(body.orders.new[0]!.sender.city).toBe('Libreville');
  });
});
