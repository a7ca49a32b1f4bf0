import type { Widen } from '../../messages';
import type zhFloorMap from '../zh/floor-map';

/** English strings of the floor map; the keys are those of zh/floor-map.ts. */
const enFloorMap: Widen<typeof zhFloorMap> = {
  map: {
    heading: 'Finding your way',
    intro:
      'Drag the 3D map to look at the floors, rooms and shelves; the directions follow the route drawn on it.',
    bookHeading: 'Where is “{{title}}”',
    copy: 'Barcode {{barcode}}, call number {{callnumber}}',
    place: '{{floor}} · {{room}} · shelf {{code}} · column {{column}} from the left',
    directions: 'Directions',
    directory: 'What is where',
    directoryRoom: '{{room}} ({{floor}}, {{count}} shelves)',
    directoryShelf: 'Shelf {{code}}: {{first}} — {{last}}',
    floor: 'floor {{level}}',
    floorBelow: 'basement {{level}}',
    side_left: 'left',
    side_right: 'right',
    side_ahead: 'straight on',
    up: 'up',
    down: 'down',
    stepEnter: 'Come in through the main entrance to the corridor behind the hall.',
    stepStairs: 'Walk {{side}} along the corridor to the stairs and go {{updown}} to {{floor}}.',
    stepCorridor: 'Walk {{side}} along the corridor and enter {{room}}.',
    stepAisle: 'Walk straight down the main aisle on the left to row {{row}} (shelf {{code}}).',
    stepAisleOtherBank:
      'Walk {{side}} across the front of the room to the next main aisle, then straight down it to row {{row}} (shelf {{code}}).',
    stepColumn:
      'Face the shelf and walk {{side}} to column {{position}} from the left (call numbers {{first}} — {{last}}).',
    stepColumnHere:
      'Face the shelf: it is column {{position}} from the left (call numbers {{first}} — {{last}}).',
    stepCallNumber: 'Find the book on that column by its call number, {{callnumber}}.',
    noShelves: 'This library has not recorded its shelves yet: there is no map.',
    noCopies: 'No copy of this book was found.',
    notOnShelf:
      'No copy of this book stands on a shelf now (lent out or elsewhere): please ask a librarian.',
    notFound: 'No shelf was found for this copy (barcode {{barcode}}).',
    onLoan:
      'This copy is not on the shelf now ({{status}}): the map shows the shelf where it belongs.',
    viewOnShelf: 'See this column on the virtual shelf',
    bookPage: 'Back to the book',
    view3d: '3D map',
    canvasLabel: '3D map of the library: {{summary}}. The directions are under “Directions”.',
    canvasLabelNoRoute:
      '3D map of the library: {{floors}} floors, {{rooms}} rooms. The shelves of each room are under “What is where”.',
    canvasSummary: 'a route from the entrance to shelf {{code}}, column {{column}}',
    controlsHint: 'Drag to turn, scroll or pinch to zoom; arrow keys pan once the map has focus.',
    controls: 'Map view',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    resetView: 'Reset view',
    loading3d: 'Loading the 3D map…',
    show3d: 'Show the 3D map (about 140 KB)',
    noWebgl: 'This device or browser cannot show the 3D map: please follow the directions.',
    failed3d: 'The 3D map could not be loaded: please follow the directions.',
    entrance: 'Entrance',
    stairs: 'Stairs',
    legend: 'Legend',
    legendRoute: 'Route',
    legendTarget: 'Shelf and column you want',
    legendShelf: 'Shelf',
  },
};

export default enFloorMap;
