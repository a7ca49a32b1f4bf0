import {
  useEffect,
  useId,
  useRef,
  type CSSProperties,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button, MAX_QUESTION_LENGTH, MultilineText, VisuallyHidden } from '../../core';
import { characters, type ChatMessage } from './conversation';
import { AnswerBooks } from './AnswerBooks';
import type { Pixels } from './position';
import {
  Bubble,
  CloseButton,
  Dots,
  Form,
  Greeting,
  Header,
  Input,
  Messages,
  Pending,
  Scroller,
  Title,
  Window,
} from './styles';

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
