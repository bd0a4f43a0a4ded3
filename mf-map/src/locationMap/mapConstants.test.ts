import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYERS, layersAt } from './mapConstants';

describe('layersAt', () => {
  it('keeps the aerial photo below resolution 15 and the property layers below 29, and turns them off above', () => {
    const all = { ...DEFAULT_LAYERS, aerial: true, propertyDivision: true, propertyIdentifiers: true };
    expect(layersAt(all, 14.9)).toEqual(all);
    expect(layersAt(all, 15)).toEqual({ ...all, aerial: false });
    expect(layersAt(all, 29)).toEqual({ ...DEFAULT_LAYERS });
    expect(layersAt(DEFAULT_LAYERS, 100).background).toBe(true);
  });
});
