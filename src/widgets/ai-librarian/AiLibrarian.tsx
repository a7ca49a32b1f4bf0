import { useQuery } from '@tanstack/react-query';
import {
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApiPath,
  NETWORK_ERROR_CODE,
  organizationConfigQuery,
  VisuallyHidden,
  useApi,
  useOrganization,
  useReducedMotion,
  type AnswerBook,
  type ApiResult,
  type AskQuestionAnswer,
  type CommonWidgetSettings,
} from '../../core';
import { ChatWindow } from './ChatWindow';
import { currentLanguage } from '../../core/i18n';
import {
  TYPEWRITER_INTERVAL_MS,
  conversationReducer,
  emptyConversation,
  historyOf,
} from './conversation';
import {
  clampPixels,
  isCompact,
  readStoredPosition,
  storePosition,
  toPixels,
  toViewportUnits,
  useViewport,
  windowPixels,
  type ButtonPosition,
} from './position';
import { Launcher } from './styles';
import { useFreeSpot } from './useFreeSpot';

export type AiLibrarianProps = CommonWidgetSettings;

/** A pointer that moves less than this is a click, not a drag. */
export const DRAG_THRESHOLD_PX = 4;
/** Arrow keys move the button this far (Shift: five times as far). */
export const KEYBOARD_STEP_PX = 10;

function ChatIcon() {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6c-.5.4-1.3.1-1.3-.6V16A2.5 2.5 0 0 1 4 13.5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="8.5" cy="9.5" r="1.3" fill="currentColor" />
      <circle cx="12" cy="9.5" r="1.3" fill="currentColor" />
      <circle cx="15.5" cy="9.5" r="1.3" fill="currentColor" />
    </svg>
  );
}

interface DragState {
  pointerId: number;
  startX: number;
  startY: number;
  originLeft: number;
  originTop: number;
  moved: boolean;
}

/** The text shown as the answer: the answer, the server's message (a non-zero code), or 请求错误. */
type AskResult = ApiResult<AskQuestionAnswer | string>;

/** The books of a rich answer (a plain-text answer from an older server has none). */
function answerBooks(result: AskResult): AnswerBook[] {
  if (!result.ok || typeof result.data !== 'object' || result.data === null) return [];
  return Array.isArray(result.data.books) ? result.data.books : [];
}

function answerText(result: AskResult, texts: { requestError: string; noAnswer: string }): string {
  if (result.ok) {
    const data = result.data;
    const text =
      typeof data === 'string' ? data : typeof data?.answer === 'string' ? data.answer : '';
    return text.trim() ? text : texts.noAnswer;
  }
  // The client's message for a network failure is in the page's language, not this widget's.
  if (result.code === NETWORK_ERROR_CODE) return texts.requestError;
  return result.msg || texts.requestError;
}

function Librarian({ orgid }: { orgid: number }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const reducedMotion = useReducedMotion();
  const viewport = useViewport();
  const hintId = useId();
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<ButtonPosition>(readStoredPosition);
  const [dragging, setDragging] = useState(false);
  const [conversation, dispatch] = useReducer(conversationReducer, emptyConversation);
  const [draft, setDraft] = useState('');
  const launcherRef = useRef<HTMLButtonElement>(null);
  const drag = useRef<DragState | null>(null);
  // eslint-disable-next-line no-restricted-syntax -- the click that ends a drag of the launcher is not a click, not a write guard
  const suppressClick = useRef(false);
  // eslint-disable-next-line no-restricted-syntax -- focus bookkeeping after the window closes, not a write guard
  const returnFocus = useRef(false);
  const nextId = useRef(0);
  const request = useRef<AbortController | null>(null);

  const chosen = toPixels(position, viewport);
  // Never over a control of the page: the chosen place, or the nearest free one (a drag moves
  // the button where the pointer is, and it finds a free place when let go).
  const pixels = useFreeSpot(chosen, viewport, launcherRef, !open && !dragging);
  const typingId = conversation.messages.find((message) => message.status === 'typing')?.id;
  const pending = conversation.messages.some((message) => message.status === 'loading');

  // One more character every 30 ms, even while the window is closed.
  useEffect(() => {
    if (typingId === undefined) return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), TYPEWRITER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [typingId]);

  useEffect(() => () => request.current?.abort(), []);

  // Closing gives focus back to the button, which is shown again.
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    launcherRef.current?.focus();
  }, [open]);

  const moveTo = (left: number, top: number): ButtonPosition => {
    const next = toViewportUnits({ left, top }, viewport);
    setPosition(next);
    return next;
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    suppressClick.current = false;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      originLeft: pixels.left,
      originTop: pixels.top,
      moved: false,
    };
    try {
      event.currentTarget.setPointerCapture?.(event.pointerId);
    } catch {
      // The pointer is already gone; the move and up events still reach the button.
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (!current.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
    if (!current.moved) setDragging(true);
    current.moved = true;
    moveTo(current.originLeft + dx, current.originTop + dy);
  };

  const endDrag = (event: PointerEvent<HTMLButtonElement>) => {
    const cancelled = event.type === 'pointercancel';
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    if (!current.moved) return;
    setDragging(false);
    // A drag is not a click (the browser fires one after pointerup, not after pointercancel),
    // and where it ended is remembered for every page.
    suppressClick.current = !cancelled;
    const end = clampPixels(
      {
        left: current.originLeft + event.clientX - current.startX,
        top: current.originTop + event.clientY - current.startY,
      },
      viewport,
    );
    storePosition(moveTo(end.left, end.top));
  };

  const onLauncherKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? KEYBOARD_STEP_PX * 5 : KEYBOARD_STEP_PX;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    storePosition(moveTo(pixels.left + move[0], pixels.top + move[1]));
  };

  const openWindow = (event: MouseEvent<HTMLButtonElement>) => {
    const afterDrag = suppressClick.current;
    suppressClick.current = false;
    // `detail` 0: Enter or Space, which always opens.
    if (afterDrag && event.detail > 0) return;
    setOpen(true);
  };

  const closeWindow = () => {
    returnFocus.current = true;
    setOpen(false);
  };

  const send = async () => {
    const question = draft.trim();
    if (!question || pending) return;
    const questionId = ++nextId.current;
    const answerId = ++nextId.current;
    const history = historyOf(conversation.messages);
    dispatch({ type: 'ask', questionId, answerId, question });
    setDraft('');
    const controller = new AbortController();
    request.current = controller;
    const lang = currentLanguage(i18n);
    const result = await api.post<AskQuestionAnswer | string>(ApiPath.askLibrarian, {
      body: { orgid, question, lang, format: 'rich', history },
      // Failures are shown as the answer, not as toasts.
      silent: true,
      signal: controller.signal,
    });
    if (controller.signal.aborted) return;
    dispatch({
      type: 'answer',
      id: answerId,
      text: answerText(result, {
        requestError: t('common.requestError'),
        noAnswer: t('ai.noAnswer'),
      }),
      books: answerBooks(result),
      instant: reducedMotion,
    });
  };

  return (
    <>
      {open ? (
        <ChatWindow
          messages={conversation.messages}
          // Less motion asked for while an answer is being typed: show all of it now.
          typed={reducedMotion ? Number.POSITIVE_INFINITY : conversation.typed}
          draft={draft}
          onDraftChange={setDraft}
          onSend={() => void send()}
          onClose={closeWindow}
          pending={pending}
          compact={isCompact(viewport)}
          position={windowPixels(pixels, viewport)}
        />
      ) : (
        // A labelled landmark: wherever a page puts the element, its content is in a region.
        <aside aria-label={t('ai.title')}>
          <Launcher
            ref={launcherRef}
            type="button"
            part="button"
            aria-label={t('ai.title')}
            aria-haspopup="dialog"
            aria-describedby={hintId}
            style={{ left: pixels.left, top: pixels.top }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
            onClick={openWindow}
            onKeyDown={onLauncherKeyDown}
          >
            <ChatIcon />
          </Launcher>
          <VisuallyHidden id={hintId}>{t('ai.moveHint')}</VisuallyHidden>
        </aside>
      )}
    </>
  );
}

/**
 * The AI librarian (docs/product-rules.md, "The AI chat"): a floating, draggable 50 × 50 button
 * that opens a 450 × 500 chat window. Rendered only when the organisation's `enableailibrarian` is
 * true.
 */
export function AiLibrarian(_props: AiLibrarianProps) {
  const api = useApi();
  const organization = useOrganization();
  const orgid = organization.data?.id;
  const config = useQuery(organizationConfigQuery(api, orgid));
  // Nothing at all (no spinner, no error) until the organisation says the librarian is on.
  if (orgid === undefined || config.data?.enableailibrarian !== true) return null;
  return <Librarian orgid={orgid} />;
}
