/**
 * The way from the entrance to one shelf column, along the plan's corridors and aisles
 * (layout.ts): a polyline for the 3D view and the same walk as steps for the text directions,
 * so what the reader reads is what the map draws. Each turn names its side as the reader
 * walking it sees it.
 */
import {
  CORRIDOR_DEPTH,
  GROUND_FLOOR,
  ROOM_PADDING,
  type FloorPlan,
  type PlanPlace,
} from './layout';

export interface RoutePoint {
  x: number;
  d: number;
  floor: number;
}

export type Side = 'left' | 'right' | 'ahead';

export type RouteStep =
  | { kind: 'enter' }
  | { kind: 'stairs'; floor: number; side: Side }
  | { kind: 'corridor'; room: string; side: Side }
  | { kind: 'aisle'; row: number; code: string; side: Side }
  | { kind: 'column'; position: number; first: string; last: string; side: Side }
  | { kind: 'callnumber'; callnumber: string };

export interface Route {
  points: RoutePoint[];
  steps: RouteStep[];
}

/** Within this much, a turn is "straight on". */
const SAME = 0.25;

/**
 * The side of `to` for a reader at `from` walking along x (the corridor, a row's aisle) after
 * coming in from the front: facing into the building +x is on the right.
 */
function sideAlong(from: number, to: number): Side {
  if (to < from - SAME) return 'left';
  if (to > from + SAME) return 'right';
  return 'ahead';
}

/**
 * The route from the entrance to `place` (its column): along the corridor (and up or down the
 * stairs at its left end to another storey), through the room's door, along the main aisle to
 * the row, then along the row's aisle to the column. `callnumber` adds the last step.
 */
export function routeTo(plan: FloorPlan, place: PlanPlace, callnumber?: string): Route {
  const { room, shelf, column } = place;
  const corridor = CORRIDOR_DEPTH / 2;
  const steps: RouteStep[] = [{ kind: 'enter' }];
  const points: RoutePoint[] = [
    { ...plan.entrance, floor: GROUND_FLOOR },
    { x: plan.entrance.x, d: corridor, floor: GROUND_FLOOR },
  ];
  let x = plan.entrance.x;
  if (room.floor !== GROUND_FLOOR) {
    steps.push({ kind: 'stairs', floor: room.floor, side: sideAlong(x, plan.stairs.x) });
    points.push({ x: plan.stairs.x, d: corridor, floor: GROUND_FLOOR });
    points.push({ x: plan.stairs.x, d: corridor, floor: room.floor });
    x = plan.stairs.x;
  }
  steps.push({ kind: 'corridor', room: room.name, side: sideAlong(x, room.doorX) });
  points.push({ x: room.doorX, d: corridor, floor: room.floor });
  points.push({ x: room.doorX, d: room.d, floor: room.floor });
  // Another bank: across the front of the room to its own main aisle.
  if (Math.abs(shelf.aisleX - room.doorX) > SAME) {
    points.push({ x: room.doorX, d: room.d + ROOM_PADDING / 2, floor: room.floor });
    points.push({ x: shelf.aisleX, d: room.d + ROOM_PADDING / 2, floor: room.floor });
  }
  steps.push({
    kind: 'aisle',
    row: shelf.row,
    code: shelf.code,
    side: sideAlong(room.doorX, shelf.aisleX),
  });
  points.push({ x: shelf.aisleX, d: shelf.aisleD, floor: room.floor });
  points.push({ x: column.x, d: shelf.aisleD, floor: room.floor });
  steps.push({
    kind: 'column',
    position: column.position,
    first: column.firstcallnumber,
    last: column.lastcallnumber,
    side: sideAlong(shelf.aisleX, column.x),
  });
  if (callnumber) steps.push({ kind: 'callnumber', callnumber });
  return { points, steps };
}
