import type { OutageArea } from '@portal/shared/api/outages';

/** Whether [longitude, latitude] lies inside the polygon's outer ring and outside its holes (ray casting). */
export function areaContains(area: OutageArea, longitude: number, latitude: number): boolean {
  const inRing = (ring: number[][]) => {
    let inside = false;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i] as [number, number];
      const [xj, yj] = ring[j] as [number, number];
      if (yi > latitude !== yj > latitude && longitude < ((xj - xi) * (latitude - yi)) / (yj - yi) + xi)
        inside = !inside;
    }
    return inside;
  };
  const [outer, ...holes] = area.coordinates;
  return outer !== undefined && inRing(outer) && !holes.some(inRing);
}
