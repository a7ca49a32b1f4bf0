import {
  useEffect,
  useId,
  useRef,
  type CSSProperties,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css, keyframes } from 'styled-components';
import {
  Button,
  MAX_QUESTION_LENGTH,
  MultilineText,
  VisuallyHidden,
  controlFrame,
  token,
} from '../../core';
import { characters, type ChatMessage } from './conversation';
import { AnswerBooks } from './AnswerBooks';
import { EDGE_MARGIN, WINDOW_HEIGHT, WINDOW_WIDTH, type Pixels } from './position';

const Window = styled.section<{ $compact: boolean }>`
  position: fixed;
  z-index: 2147482000;
  display: flex;
  flex-direction: column;
  width: ${WINDOW_WIDTH}px;
  height: ${WINDOW_HEIGHT}px;
  max-width: calc(100vw - ${2 * EDGE_MARGIN}px);
  max-height: calc(100vh - ${2 * EDGE_MARGIN}px);
  overflow: hidden;
  background: ${token('--lp-color-surface')};
  border: 1px solid ${token('--lp-color-border')};
  border-radius: 12px;
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.25);

  ${({ $compact }) =>
    $compact &&
    css`
      inset: ${EDGE_MARGIN}px;
      width: auto;
      height: auto;
    `}
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 10px 12px 10px 16px;
  background: ${token('--lp-color-primary-strong')};
  color: ${token('--lp-color-on-primary')};
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.1em;
  font-weight: 600;
`;

const CloseButton = styled.button`
  width: 32px;
  height: 32px;
  flex-shrink: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.18);
  }
  &:focus-visible {
    outline: 2px solid ${token('--lp-color-on-primary')};
    outline-offset: -2px;
  }
`;

const Scroller = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: 12px;
  background: ${token('--lp-color-surface-alt')};
  &:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
    outline-offset: -2px;
  }
`;

const Greeting = styled.p`
  margin: 0 0 10px;
  color: ${token('--lp-color-text-muted')};
`;

const Messages = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Bubble = styled.li<{ $mine: boolean }>`
  max-width: 85%;
  padding: 8px 12px;
  border-radius: 12px;
  overflow-wrap: anywhere;
  white-space: normal;
  ${({ $mine }) =>
    $mine
      ? css`
          align-self: flex-end;
          background: ${token('--lp-color-primary-strong')};
          color: ${token('--lp-color-on-primary')};
          border-bottom-right-radius: 4px;
        `
      : css`
          align-self: flex-start;
          background: ${token('--lp-color-surface')};
          color: ${token('--lp-color-text')};
          border: 1px solid ${token('--lp-color-border')};
          border-bottom-left-radius: 4px;
        `}
`;

const blink = keyframes`
  0%, 80%, 100% { opacity: 0.25; }
  40% { opacity: 1; }
`;

const Dots = styled.span`
  display: inline-flex;
  gap: 3px;
  margin-inline-end: 6px;
  vertical-align: middle;
  span {
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: currentColor;
    animation: ${blink} 1.2s infinite ease-in-out;
  }
  span:nth-child(2) {
    animation-delay: 0.2s;
  }
  span:nth-child(3) {
    animation-delay: 0.4s;
  }
  @media (prefers-reduced-motion: reduce) {
    span {
      animation: none;
      opacity: 0.6;
    }
  }
`;

const Pending = styled.span`
  color: ${token('--lp-color-text-muted')};
`;

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: 8px;
  padding: 10px 12px;
  border-top: 1px solid ${token('--lp-color-border')};
`;

const Input = styled.textarea`
  flex: 1;
  min-width: 0;
  min-height: 40px;
  max-height: 120px;
  padding: 8px 10px;
  ${controlFrame}
  resize: none;
  &::placeholder {
    color: ${token('--lp-color-text-muted')};
  }
`;

function MessageContent({ message, typed }: { message: ChatMessage; typed: number }) {
  const { t } = useTranslation();
  if (message.status === 'loading') {
    return (
      <Pending>
        <Dots aria-hidden="true">
          <span />
          <span />
          <span />
        </Dots>
        {t('common.loading')}
      </Pending>
    );
  }
  if (message.status === 'typing') {
    // Sighted readers watch it being typed; screen readers get the whole text at once.
    return (
      <>
        <span aria-hidden="true" data-typewriter="">
          <MultilineText text={characters(message.text).slice(0, typed).join('')} />
        </span>
        <VisuallyHidden>
          <MultilineText text={message.text} />
        </VisuallyHidden>
      </>
    );
  }
  return (
    <>
      <MultilineText text={message.text} />
      {message.books ? <AnswerBooks books={message.books} /> : null}
    </>
  );
}

export interface ChatWindowProps {
  messages: ChatMessage[];
  typed: number;
  draft: string;
  onDraftChange: (draft: string) => void;
  onSend: () => void;
  onClose: () => void;
  /** Waiting for an answer: another question cannot be sent yet. */
  pending: boolean;
  compact: boolean;
  position: Pixels;
}

/**
 * The 450 × 500 chat window: a non-modal dialog (the page stays usable), labelled by its
 * title; focus starts in the question field and Escape closes it.
 */
export function ChatWindow({
  messages,
  typed,
  draft,
  onDraftChange,
  onSend,
  onClose,
  pending,
  compact,
  position,
}: ChatWindowProps) {
  const { t } = useTranslation();
  const id = useId();
  const titleId = `${id}-title`;
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  // Keep the newest words in sight while they arrive.
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  }, [messages, typed]);

  const lastAnswer = [...messages]
    .reverse()
    .find((message) => message.type === 'ai' && message.status !== 'loading');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSend();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter is a new line; Enter that confirms an IME composition does neither.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSend();
  };

  const style: CSSProperties | undefined = compact
    ? undefined
    : { left: position.left, top: position.top };

  return (
    <Window
      role="dialog"
      aria-labelledby={titleId}
      $compact={compact}
      style={style}
      part="window"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <Header>
        <Title id={titleId}>{t('ai.title')}</Title>
        <CloseButton type="button" aria-label={t('common.close')} onClick={onClose} part="close">
          ×
        </CloseButton>
      </Header>
      <Scroller
        ref={scrollerRef}
        role="region"
        aria-label={t('ai.conversation')}
        tabIndex={0}
        aria-busy={pending}
      >
        <Greeting>{t('ai.greeting')}</Greeting>
        {messages.length > 0 ? (
          <Messages>
            {messages.map((message) => (
              <Bubble
                key={message.id}
                $mine={message.type === 'user'}
                data-type={message.type}
                part={`message message-${message.type}`}
              >
                <VisuallyHidden>
                  {message.type === 'user' ? t('ai.speakerYou') : t('ai.speakerAi')}
                </VisuallyHidden>
                <MessageContent message={message} typed={typed} />
              </Bubble>
            ))}
          </Messages>
        ) : null}
      </Scroller>
      {/* The whole answer, announced once (not once per typed character). */}
      <VisuallyHidden role="status" aria-live="polite">
        {lastAnswer ? t('ai.answered', { answer: lastAnswer.text }) : ''}
      </VisuallyHidden>
      <Form onSubmit={onSubmit} part="form">
        <VisuallyHidden as="label" htmlFor={inputId}>
          {t('ai.question')}
        </VisuallyHidden>
        <Input
          ref={inputRef}
          id={inputId}
          part="input"
          rows={2}
          maxLength={MAX_QUESTION_LENGTH}
          placeholder={t('ai.placeholder')}
          aria-describedby={hintId}
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={onInputKeyDown}
        />
        <VisuallyHidden id={hintId}>{t('ai.inputHint')}</VisuallyHidden>
        {/* aria-disabled, not disabled: a disabled button drops focus out of the chat. */}
        <Button type="submit" aria-disabled={pending} aria-busy={pending} part="send">
          {t('ai.send')}
        </Button>
      </Form>
    </Window>
  );
}
