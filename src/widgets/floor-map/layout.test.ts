import { describe, expect, it } from 'vitest';
import type { Bookshelf } from '../../core';
import { MAP_SHELVES } from './fixtures';
import { COLUMN_WIDTH, GROUND_FLOOR, ROWS_PER_BANK, placeOf, planFloors } from './layout';
import { routeTo } from './route';

const overlaps = (a: [number, number], b: [number, number]) => a[0] < b[1] && b[0] < a[1];

describe('planFloors', () => {
  it('puts each room on its storey, a room without one on the ground floor', () => {
    const plan = planFloors(MAP_SHELVES);
    expect(plan.floors).toEqual([1, 2]);
    expect(plan.rooms.map((room) => [room.name, room.floor])).toEqual([
      ['总馆一楼借阅区', 1],
      ['少儿阅览室', 2],
      ['期刊室', GROUND_FLOOR],
    ]);
  });

  it('lays rooms of one storey side by side and every shelf inside its room, none overlapping', () => {
    const plan = planFloors(MAP_SHELVES);
    const ground = plan.rooms.filter((room) => room.floor === 1);
    expect(ground).toHaveLength(2);
    expect(
      overlaps(
        [ground[0]!.x, ground[0]!.x + ground[0]!.width],
        [ground[1]!.x, ground[1]!.x + ground[1]!.width],
      ),
    ).toBe(false);
    for (const room of plan.rooms) {
      expect(room.x + room.width).toBeLessThanOrEqual(plan.width);
      for (const shelf of room.shelves) {
        expect(shelf.x).toBeGreaterThan(room.x);
        expect(shelf.x + shelf.width).toBeLessThan(room.x + room.width);
        expect(shelf.d).toBeGreaterThan(room.d);
        expect(shelf.d).toBeLessThan(room.d + room.depth);
      }
      const rows = room.shelves.map((shelf) => shelf.d);
      expect(new Set(rows).size).toBe(rows.length);
    }
  });

  it('counts rows from the door and columns from the left, as a reader facing the shelf does', () => {
    const plan = planFloors(MAP_SHELVES);
    const lending = plan.rooms[0]!;
    expect(lending.shelves.map((shelf) => [shelf.code, shelf.row])).toEqual([
      ['A01', 1],
      ['A02', 2],
    ]);
    expect(lending.shelves[1]!.d).toBeGreaterThan(lending.shelves[0]!.d);
    const [first, second] = lending.shelves[0]!.columns;
    expect(second!.x - first!.x).toBeCloseTo(COLUMN_WIDTH);
  });

  it('starts a new bank to the right past the rows one aisle serves', () => {
    const many: Bookshelf[] = Array.from({ length: ROWS_PER_BANK + 2 }, (_, index) => ({
      shelfid: 100 + index,
      code: `B${index + 1}`,
      locationid: 9,
      locationname: '书库',
      floor: 1,
      columns: [{ columnid: 1000 + index, position: 1, firstcallnumber: 'A', lastcallnumber: 'B' }],
    }));
    const room = planFloors(many).rooms[0]!;
    const ninth = room.shelves[ROWS_PER_BANK]!;
    expect(ninth.row).toBe(ROWS_PER_BANK + 1);
    expect(ninth.aisleX).toBeGreaterThan(room.shelves[0]!.aisleX);
    expect(ninth.d).toBe(room.shelves[0]!.d);
  });

  it('is the same plan for the same shelves, whatever else happened', () => {
    expect(planFloors(structuredClone(MAP_SHELVES))).toEqual(planFloors(MAP_SHELVES));
  });

  it('finds a column in the plan, and nothing for a column it does not hold', () => {
    const plan = planFloors(MAP_SHELVES);
    expect(placeOf(plan, 22)).toMatchObject({ shelf: { code: 'A02' }, column: { position: 2 } });
    expect(placeOf(plan, 999)).toBeUndefined();
  });
});

describe('routeTo', () => {
  /** Walks only along corridors and aisles: every leg moves along x, along d, or up the stairs. */
  const axisAligned = (points: { x: number; d: number; floor: number }[]) =>
    points.slice(1).every((point, index) => {
      const from = points[index]!;
      const moved = [point.x !== from.x, point.d !== from.d, point.floor !== from.floor];
      return moved.filter(Boolean).length <= 1;
    });

  it('leads from the entrance to the column on the ground floor, step by step', () => {
    const plan = planFloors(MAP_SHELVES);
    const place = placeOf(plan, 22)!;
    const route = routeTo(plan, place, 'I561/T70');
    expect(route.steps.map((step) => step.kind)).toEqual([
      'enter',
      'corridor',
      'aisle',
      'column',
      'callnumber',
    ]);
    expect(route.steps[1]).toMatchObject({ room: '总馆一楼借阅区', side: 'left' });
    expect(route.steps[2]).toMatchObject({ row: 2, code: 'A02', side: 'ahead' });
    expect(route.steps[3]).toMatchObject({ position: 2, side: 'right' });
    expect(route.points[0]).toEqual({ ...plan.entrance, floor: 1 });
    expect(route.points.at(-1)).toEqual({ x: place.column.x, d: place.shelf.aisleD, floor: 1 });
    expect(axisAligned(route.points)).toBe(true);
  });

  it('goes by the stairs to another storey', () => {
    const plan = planFloors(MAP_SHELVES);
    const route = routeTo(plan, placeOf(plan, 31)!);
    expect(route.steps[1]).toEqual({ kind: 'stairs', floor: 2, side: 'left' });
    expect(route.steps.map((step) => step.kind)).not.toContain('callnumber');
    const climb = route.points.findIndex((point, index) => index > 0 && point.floor === 2);
    expect(route.points[climb - 1]).toMatchObject({ x: plan.stairs.x, floor: 1 });
    expect(route.points[climb]).toMatchObject({ x: plan.stairs.x, floor: 2 });
    expect(axisAligned(route.points)).toBe(true);
  });
});
