export { AiLibrarian, DRAG_THRESHOLD_PX, KEYBOARD_STEP_PX } from './AiLibrarian';
export type { AiLibrarianProps } from './AiLibrarian';
export { TYPEWRITER_INTERVAL_MS } from './conversation';
export type { ChatMessage } from './conversation';
export {
  BUTTON_SIZE,
  DEFAULT_POSITION,
  POSITION_STORAGE_KEY,
  WINDOW_HEIGHT,
  WINDOW_WIDTH,
} from './position';
