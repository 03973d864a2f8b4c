import { useSearchParams } from 'react-router';

/** The element of a vehicle in the fleet card's list, which the table focuses when it shows one on the map. */
export const fleetItemId = (id: number) => `fleet-vehicle-${id}`;

/**
 * The vehicle pointed out on the fleet map, kept in the URL (`?vehicle=`) beside the vehicles table's own state,
 * so the map and the table read one fact. Chosen on the map, it also searches the table for its plate.
 */
export function useChosenVehicle() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('vehicle'));
  const chosen = Number.isSafeInteger(raw) && raw > 0 ? raw : undefined;
  const choose = (id: number, searchPlate?: string) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        next.set('vehicle', String(id));
        if (searchPlate !== undefined) {
          next.set('q', searchPlate);
          next.delete('page');
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return { chosen, choose };
}
