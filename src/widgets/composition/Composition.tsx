import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  QueryStates,
  useApi,
  useNavigateTo,
  useSession,
  writingQuery,
  type CommonWidgetSettings,
  type LpEvent,
  type Writing,
  type WritingKind,
  useRepeatsPageTitle,
} from '../../core';
import { BookPaths, loginRedirect, toBookId } from '../../core/ui/book';
import { LoginPrompt } from '../../core/ui/LoginPrompt';
import { Muted } from '../../core/ui/AccountTable';
import { Editor } from './Editor';
import { Feedback } from './Feedback';
import { PieceList } from './PieceList';
import { Heading } from './styles';

/** The portal's pages of each kind, where a logged-out reader returns after login. */
const PORTAL_PAGE: Record<WritingKind, string> = {
  composition: '/student-composition',
  note: '/student-reading-notes',
};

export interface CompositionProps extends CommonWidgetSettings {
  /** `composition` (default) or `note` (a reading note). */
  kind?: string;
  /** `list` (default): the student's pieces; `write`: a new piece (or `pieceid`) at once. */
  view?: string;
  /** A piece of the student's to open: its editor while a draft, its feedback once handed in. */
  pieceid?: string | number;
  /** Cancelable `lp-navigate` to /login when logged out. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

type Mode = { at: 'list' } | { at: 'write'; piece?: Writing } | { at: 'read'; piece: Writing };

const editable = (piece: Writing) => piece.status === 'draft' || piece.status === 'returned';
const modeOf = (piece: Writing): Mode =>
  editable(piece) ? { at: 'write', piece } : { at: 'read', piece };

/** A piece named by id: fetched, then opened where it belongs. */
function OpenPiece({ id, children }: { id: number; children: (piece: Writing) => ReactNode }) {
  const api = useApi();
  const piece = useQuery(writingQuery(api, id));
  return (
    <QueryStates query={piece} isEmpty={() => false}>
      {children}
    </QueryStates>
  );
}

/** A student's compositions or reading notes: the list, the editor, the teacher's feedback. */
export function Composition(props: CompositionProps) {
  const { t } = useTranslation('writing');
  const headingId = useId();
  const session = useSession();
  const navigateTo = useNavigateTo(props.onNavigate);
  const kind: WritingKind = props.kind === 'note' ? 'note' : 'composition';
  const startId = toBookId(props.pieceid);
  const [mode, setMode] = useState<Mode | null>(
    startId !== null ? null : props.view === 'write' ? { at: 'write' } : { at: 'list' },
  );
  const reader = session.user?.uuid ?? '';

  // A function, not a component: a component declared here would be a new type each render
  // and remount the editor (losing what is typed) whenever the widget renders again.
  const shown = (shown: Mode) => {
    if (shown.at === 'write')
      return (
        <Editor
          key={shown.piece?.id ?? 'new'}
          kind={kind}
          reader={reader}
          piece={shown.piece}
          onDone={(submitted) =>
            setMode(submitted ? { at: 'read', piece: submitted } : { at: 'list' })
          }
        />
      );
    if (shown.at === 'read')
      return <Feedback piece={shown.piece} onBack={() => setMode({ at: 'list' })} />;
    return (
      <PieceList
        kind={kind}
        onOpen={(piece) => setMode(modeOf(piece))}
        onNew={() => setMode({ at: 'write' })}
      />
    );
  };

  let content;
  if (!session.isLogin)
    content = (
      <LoginPrompt
        message={t(`gate.${kind}`)}
        action={t('gate.login')}
        onLogin={() => navigateTo(BookPaths.login, loginRedirect(PORTAL_PAGE[kind], {}))}
      />
    );
  else if (session.roles[0] === 'teacher') content = <Muted>{t('gate.studentsOnly')}</Muted>;
  else if (mode === null && startId !== null)
    content = <OpenPiece id={startId}>{(piece) => shown(modeOf(piece))}</OpenPiece>;
  else content = shown(mode ?? { at: 'list' });

  const heading =
    mode?.at === 'write'
      ? mode.piece
        ? t('editor.heading_edit', {
            title:
              (kind === 'note' ? mode.piece.booktitle : mode.piece.title) || t('list.untitled'),
          })
        : t(`editor.heading_new_${kind}`)
      : t(`headings.${kind}`);
  const pageTitled = useRepeatsPageTitle(heading);
  return (
    <section aria-labelledby={headingId} part="composition">
      <Heading id={headingId} {...pageTitled}>
        {heading}
      </Heading>
      {content}
    </section>
  );
}
