import { describe, expect, it } from 'vitest';
import { CONTROL_GAP, freeSpot, type Box } from './free-spot';
import { BUTTON_SIZE, EDGE_MARGIN } from './position';

const PHONE = { width: 375, height: 740 };
const box = (left: number, top: number, width: number, height: number): Box => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});
const overlaps = (spot: { left: number; top: number }, boxes: Box[]) =>
  boxes.some(
    (b) =>
      b.left < spot.left + BUTTON_SIZE + CONTROL_GAP &&
      b.right > spot.left - CONTROL_GAP &&
      b.top < spot.top + BUTTON_SIZE + CONTROL_GAP &&
      b.bottom > spot.top - CONTROL_GAP,
  );

describe('freeSpot: the floating button never covers a control', () => {
  it('keeps the chosen place when nothing is under it', () => {
    expect(freeSpot({ left: 317, top: 340 }, PHONE, [box(0, 0, 100, 40)])).toEqual({
      left: 317,
      top: 340,
    });
  });

  it('moves off a filter button at the right edge, to the nearest free place on that side', () => {
    const filter = box(290, 330, 80, 40);
    const spot = freeSpot({ left: 317, top: 340 }, PHONE, [filter]);
    expect(overlaps(spot, [filter])).toBe(false);
    expect(spot.left).toBe(317);
    expect(Math.abs(spot.top - 340)).toBeLessThan(100);
  });

  it('goes to the other edge when a whole column of controls fills its side', () => {
    const column = box(250, 0, 125, 740);
    const spot = freeSpot({ left: 317, top: 340 }, PHONE, [column]);
    expect(overlaps(spot, [column])).toBe(false);
    expect(spot.left).toBe(EDGE_MARGIN);
  });

  it('stays put when no place on screen is free', () => {
    expect(freeSpot({ left: 317, top: 340 }, PHONE, [box(0, 0, 375, 740)])).toEqual({
      left: 317,
      top: 340,
    });
  });
});
