// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PIN_IMAGE_SIZE, SHARE_IMAGE_SIZE } from './share-image';
import { coverCrop, SIBLING_SIZES } from './share-siblings';

const SHARE = { width: 1200, height: 630 };
const PIN = { width: 1000, height: 1500 };

describe('coverCrop (object-fit: cover at the focal point)', () => {
  it('takes the full width of a taller picture, its band placed by the focal point', () => {
    const source = { width: 2400, height: 1600 };
    expect(coverCrop(source, SHARE)).toEqual({ x: 0, y: 170, width: 2400, height: 1260 });
    expect(coverCrop(source, SHARE, { x: 50, y: 0 })).toEqual({
      x: 0,
      y: 0,
      width: 2400,
      height: 1260,
    });
    expect(coverCrop(source, SHARE, { x: 50, y: 100 }).y).toBe(340);
  });

  it('takes the full height for a portrait crop, across by the focal point', () => {
    const source = { width: 1600, height: 1000 };
    expect(coverCrop(source, PIN, { x: 25, y: 50 })).toEqual({
      x: 233,
      y: 0,
      width: 667,
      height: 1000,
    });
  });

  it('keeps the shape and stays inside the picture whatever the point', () => {
    for (const focal of [
      { x: -20, y: 140 },
      { x: 0, y: 0 },
      { x: 100, y: 100 },
    ]) {
      const crop = coverCrop({ width: 640, height: 480 }, SHARE, focal);
      expect(crop.x).toBeGreaterThanOrEqual(0);
      expect(crop.y).toBeGreaterThanOrEqual(0);
      expect(crop.x + crop.width).toBeLessThanOrEqual(640);
      expect(crop.y + crop.height).toBeLessThanOrEqual(480);
      expect(crop.width / crop.height).toBeCloseTo(1200 / 630, 2);
    }
  });
});

it('makes the siblings at the sizes the heads announce', () => {
  expect(SIBLING_SIZES).toEqual({ share: SHARE_IMAGE_SIZE, pin: PIN_IMAGE_SIZE });
});
