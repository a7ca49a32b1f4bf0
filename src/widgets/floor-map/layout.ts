/**
 * The library's floor plan, made from what the catalogue knows: each location (reading room)
 * with its storey, and its bookshelves in walking order with their columns (Bookshelf/List).
 * The data holds no coordinates, so the plan is generated from that order, always the same
 * for the same shelves (the 3D view, the route and the text directions all read this one
 * plan):
 *
 * - a storey is a row of rooms along a corridor at its front, the stairs at the corridor's
 *   left end, the entrance in the middle of the ground storey's front;
 * - rooms stand left to right in the order of their locations, each as wide as its shelves;
 * - in a room, shelves stand one behind the other in their walking order, faces towards the
 *   door, the main aisle on their left; past ROWS_PER_BANK a new bank starts to the right;
 * - a shelf's column 1 is the leftmost as one faces it, as the shelf's labels count.
 *
 * Plan coordinates are metres: `x` to the right as one enters, `d` the depth into the
 * building from the front wall (the 3D view draws d as −z, so +x stays on the right).
 */
import type { Bookshelf } from '../../core';

export const COLUMN_WIDTH = 0.9;
export const SHELF_DEPTH = 0.5;
export const SHELF_HEIGHT = 2;
/** The aisle in front of each row, where a reader stands to read the spines. */
export const ROW_AISLE = 1.5;
export const ROW_PITCH = SHELF_DEPTH + ROW_AISLE;
export const ROWS_PER_BANK = 8;
export const MAIN_AISLE = 1.8;
export const ROOM_PADDING = 1;
export const CORRIDOR_DEPTH = 3;
export const STAIRS_WIDTH = 3;
export const STOREY_HEIGHT = 5;
/** The storey a room without one is on: the entrance's. */
export const GROUND_FLOOR = 1;

export interface PlannedColumn {
  columnid: number;
  position: number;
  firstcallnumber: string;
  lastcallnumber: string;
  /** The column's middle, along the shelf. */
  x: number;
}

export interface PlannedShelf {
  shelfid: number;
  code: string;
  /** 1 = the first row of its room from the door. */
  row: number;
  /** Left end and front face. */
  x: number;
  d: number;
  width: number;
  /** Where a reader walks to reach this row: the bank's main aisle. */
  aisleX: number;
  /** The middle of the aisle in front of the row. */
  aisleD: number;
  columns: PlannedColumn[];
}

export interface PlannedRoom {
  locationid: number;
  name: string;
  floor: number;
  x: number;
  d: number;
  width: number;
  depth: number;
  /** The door in the room's front wall, at its first bank's main aisle. */
  doorX: number;
  shelves: PlannedShelf[];
}

export interface FloorPlan {
  /** Storeys with rooms, lowest first. */
  floors: number[];
  rooms: PlannedRoom[];
  /** The building's width (the widest storey) and depth (the deepest). */
  width: number;
  depth: number;
  entrance: { x: number; d: number };
  stairs: { x: number; d: number };
}

/** A room's shelves and columns in the order Bookshelf/List gives them (walking order). */
function roomsOf(shelves: Bookshelf[]) {
  const rooms = new Map<number, { name: string; floor: number; shelves: Bookshelf[] }>();
  for (const shelf of shelves) {
    const room = rooms.get(shelf.locationid) ?? {
      name: shelf.locationname,
      floor: shelf.floor ?? GROUND_FLOOR,
      shelves: [],
    };
    room.shelves.push(shelf);
    rooms.set(shelf.locationid, room);
  }
  return rooms;
}

function planRoom(
  locationid: number,
  room: { name: string; floor: number; shelves: Bookshelf[] },
  x: number,
): PlannedRoom {
  const banks = Math.max(1, Math.ceil(room.shelves.length / ROWS_PER_BANK));
  const shelfWidth = Math.max(1, ...room.shelves.map((s) => s.columns.length)) * COLUMN_WIDTH;
  const bankWidth = MAIN_AISLE + shelfWidth;
  const rows = Math.min(ROWS_PER_BANK, Math.max(1, room.shelves.length));
  const d = CORRIDOR_DEPTH;
  const shelves = room.shelves.map((shelf, index): PlannedShelf => {
    const bank = Math.floor(index / ROWS_PER_BANK);
    const row = index % ROWS_PER_BANK;
    // The aisle's middle first, computed as the door's is: the route's legs stay straight.
    const aisleX = x + ROOM_PADDING + bank * bankWidth + MAIN_AISLE / 2;
    const left = aisleX + MAIN_AISLE / 2;
    const front = d + ROOM_PADDING + ROW_AISLE + row * ROW_PITCH;
    const columns = [...shelf.columns].sort((a, b) => a.position - b.position);
    return {
      shelfid: shelf.shelfid,
      code: shelf.code,
      row: index + 1,
      x: left,
      d: front,
      width: columns.length * COLUMN_WIDTH,
      aisleX,
      aisleD: front - ROW_AISLE / 2,
      columns: columns.map((column, at) => ({
        columnid: column.columnid,
        position: column.position,
        firstcallnumber: column.firstcallnumber,
        lastcallnumber: column.lastcallnumber,
        x: left + (at + 0.5) * COLUMN_WIDTH,
      })),
    };
  });
  return {
    locationid,
    name: room.name,
    floor: room.floor,
    x,
    d,
    width: 2 * ROOM_PADDING + banks * bankWidth,
    depth: 2 * ROOM_PADDING + ROW_AISLE + rows * ROW_PITCH,
    doorX: x + ROOM_PADDING + MAIN_AISLE / 2,
    shelves,
  };
}

/** The plan of these shelves (Bookshelf/List's answer, in its order). */
export function planFloors(shelves: Bookshelf[]): FloorPlan {
  const nextX = new Map<number, number>();
  const rooms: PlannedRoom[] = [];
  for (const [locationid, room] of roomsOf(shelves)) {
    const x = nextX.get(room.floor) ?? STAIRS_WIDTH;
    const planned = planRoom(locationid, room, x);
    rooms.push(planned);
    nextX.set(room.floor, x + planned.width);
  }
  const width = Math.max(STAIRS_WIDTH * 3, ...nextX.values());
  const depth = Math.max(CORRIDOR_DEPTH * 2, ...rooms.map((room) => room.d + room.depth));
  const floors = [...new Set([GROUND_FLOOR, ...rooms.map((room) => room.floor)])].sort(
    (a, b) => a - b,
  );
  return {
    floors,
    rooms,
    width,
    depth,
    entrance: { x: width / 2, d: 0 },
    stairs: { x: STAIRS_WIDTH / 2, d: CORRIDOR_DEPTH / 2 },
  };
}

/** Where a column is: its room, shelf and column in the plan. */
export interface PlanPlace {
  room: PlannedRoom;
  shelf: PlannedShelf;
  column: PlannedColumn;
}

export function placeOf(plan: FloorPlan, columnid: number): PlanPlace | undefined {
  for (const room of plan.rooms) {
    for (const shelf of room.shelves) {
      const column = shelf.columns.find((candidate) => candidate.columnid === columnid);
      if (column) return { room, shelf, column };
    }
  }
  return undefined;
}
