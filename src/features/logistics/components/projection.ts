/** Where a place falls on the fleet map: longitude to x, latitude to y, inside a margin (plate carrée: near the
 * equator a degree is about as long both ways, so the map keeps its shape). */
export interface Frame {
  width: number;
  height: number;
  project: (lat: number, lng: number) => { x: number; y: number };
}

export function frameFor(points: ReadonlyArray<{ lat: number; lng: number }>, scale = 60, margin = 0.6): Frame {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const [west, east] = [Math.min(...lngs) - margin, Math.max(...lngs) + margin];
  const [south, north] = [Math.min(...lats) - margin, Math.max(...lats) + margin];
  return {
    width: Math.round((east - west) * scale),
    height: Math.round((north - south) * scale),
    project: (lat, lng) => ({ x: +((lng - west) * scale).toFixed(1), y: +((north - lat) * scale).toFixed(1) }),
  };
}

/** The Gulf of Guinea's coast from Limbe to Pointe-Noire, roughly (lat, lng): the map's sea is west of it. */
export const coast: Array<[number, number]> = [
  [4.6, 8.7],
  [4.02, 9.2],
  [3.85, 9.6],
  [2.94, 9.91],
  [2.37, 9.82],
  [1.86, 9.77],
  [1.0, 9.55],
  [0.4, 9.42],
  [-0.3, 9.2],
  [-0.63, 8.7],
  [-0.9, 8.9],
  [-1.57, 9.26],
  [-2.53, 9.76],
  [-3.43, 10.65],
  [-4.1, 11.4],
  [-4.77, 11.83],
  [-5.5, 12.2],
];
