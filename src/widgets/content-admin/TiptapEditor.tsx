/**
 * The rich-text editor of a body: Tiptap (ProseMirror) restricted to what a body may hold
 * (html-rules.ts: h2–h4, paragraphs, lists, bold, italic, underline, quotes, links, images), so
 * what the librarian sees is what the server keeps and the portal shows. Loaded lazily by
 * RichText.tsx: only this widget's editor pays for it (docs/architecture.md, "The content
 * editor"). ProseMirror reads the selection from its view's `root` (the shadow root inside the
 * element); Tiptap's CSS injection is off (styles.ts), since a shadow root never sees the
 * document head's styles.
 */
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { contentImage, useApi, useApiMutation, VisuallyHidden } from '../../core';
import { isSafeLink } from '../../core/api/contract/html-rules';
import { Field, FieldError, Input, Status } from '../../core/ui/staff/styles';
import { EditorFrame, InsertRow, ToolButton, Toolbar } from './styles';

export interface RichTextProps {
  /** The body the editor starts from (read once). */
  initialHtml: string;
  onChange: (html: string) => void;
  /** The refusal's message when the body is the field refused. */
  error?: string | null;
}

const MARKS = ['bold', 'italic', 'underline'] as const;

/**
 * A picture pasted or inserted without a description gets `alt=""` (decorative) rather than
 * none: an image without alt is read out by its address, and fails axe on the news page.
 */
const BodyImage = Image.extend({
  addAttributes() {
    return { ...this.parent?.(), alt: { default: '' } };
  },
});

/**
 * The glyph a button shows (B, H2, •) is hidden from assistive technology and the name is
 * its text, visually hidden: the accessible name is the word, with no aria-label that
 * differs from what is seen (axe's label-content-name-mismatch). A click does not take the
 * focus from the text (mousedown is cancelled, as ProseMirror's own menus do): otherwise the
 * editor gets it back a frame later, and what is typed at once lands where the caret was
 * before, outside the new bold. Keyboard users still reach and press the buttons.
 */
function Tool(props: {
  name: string;
  glyph: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <ToolButton
      type="button"
      title={props.name}
      aria-pressed={props.pressed}
      disabled={props.disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={props.onClick}
    >
      <span aria-hidden="true">{props.glyph}</span>
      <VisuallyHidden>{props.name}</VisuallyHidden>
    </ToolButton>
  );
}
const HEADINGS = [2, 3, 4] as const;

export default function TiptapEditor({ initialHtml, onChange, error }: RichTextProps) {
  const { t } = useTranslation('content-admin');
  const errorId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [...HEADINGS] },
        // Not in what a body may hold: the server would drop them.
        code: false,
        codeBlock: false,
        strike: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['mailto', 'tel'],
          isAllowedUri: (url) => isSafeLink(url),
          // The display sets target and rel itself; stored bodies carry neither.
          HTMLAttributes: { target: null, rel: null },
        },
      }),
      BodyImage.configure({ inline: false, allowBase64: false }),
    ],
    content: initialHtml,
    injectCSS: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': t('body'),
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
  });
  return (
    <Field>
      <span aria-hidden="true">
        <strong>{t('body')}</strong>
      </span>
      <FormatBar editor={editor} />
      <Inserts editor={editor} />
      <EditorFrame $invalid={Boolean(error)}>
        <EditorContent editor={editor} />
      </EditorFrame>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Field>
  );
}

/** The formatting buttons, each named in the page's language and pressed when it applies. */
function FormatBar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('content-admin');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      h4: e.isActive('heading', { level: 4 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const labels = { bold: 'B', italic: 'I', underline: 'U' } as const;
  return (
    <Toolbar role="toolbar" aria-label={t('toolbar')}>
      {MARKS.map((mark) => (
        <Tool
          key={mark}
          name={t(mark)}
          glyph={labels[mark]}
          pressed={state[mark]}
          onClick={() => chain().toggleMark(mark).run()}
        />
      ))}
      {HEADINGS.map((level) => (
        <Tool
          key={level}
          name={t(`heading${level}`)}
          glyph={`H${level}`}
          pressed={state[`h${level}`]}
          onClick={() => chain().toggleHeading({ level }).run()}
        />
      ))}
      <Tool
        name={t('bulletList')}
        glyph="•"
        pressed={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      />
      <Tool
        name={t('orderedList')}
        glyph="1."
        pressed={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <Tool
        name={t('blockquote')}
        glyph="“”"
        pressed={state.blockquote}
        onClick={() => chain().toggleBlockquote().run()}
      />
      <Tool
        name={t('undo')}
        glyph="↶"
        disabled={!state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <Tool
        name={t('redo')}
        glyph="↷"
        disabled={!state.canRedo}
        onClick={() => chain().redo().run()}
      />
    </Toolbar>
  );
}

/**
 * A link's address for the selected text, and a picture uploaded through the server's image
 * pipeline (re-encoded there) then inserted with its description as the alt text. The
 * picture's address is absolute: a body is shown on other sites' pages too (the embed), where a
 * relative one would point at the wrong host, and the rules refuse it.
 */
function Inserts({ editor }: { editor: Editor }) {
  const { t } = useTranslation('content-admin');
  const api = useApi();
  const id = useId();
  const upload = useApiMutation(contentImage);
  const [href, setHref] = useState('');
  const [alt, setAlt] = useState('');
  const [linkError, setLinkError] = useState(false);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);

  const applyLink = () => {
    const address = href.trim();
    if (!isSafeLink(address)) {
      setLinkError(true);
      return;
    }
    setLinkError(false);
    editor.chain().focus().extendMarkRange('link').setLink({ href: address }).run();
  };

  const insertImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setStatus({ text: t('uploading'), error: false });
    const result = await upload.run(file);
    if (!result) return;
    if (!result.ok) {
      setStatus({ text: result.msg, error: true });
      return;
    }
    const src = new URL(api.fileUrl(result.data.fileid), document.baseURI).href;
    editor.chain().focus().setImage({ src, alt: alt.trim() }).run();
    setAlt('');
    setStatus({ text: t('imageInserted'), error: false });
  };

  return (
    <InsertRow>
      <Field>
        <label htmlFor={`${id}-href`}>{t('linkAddress')}</label>
        <Input
          id={`${id}-href`}
          type="url"
          value={href}
          placeholder="https://"
          aria-invalid={linkError || undefined}
          aria-describedby={linkError ? `${id}-href-error` : undefined}
          onChange={(event) => setHref(event.target.value)}
        />
        {linkError ? <FieldError id={`${id}-href-error`}>{t('linkBad')}</FieldError> : null}
      </Field>
      <ToolButton type="button" onClick={applyLink}>
        {t('linkApply')}
      </ToolButton>
      <ToolButton type="button" onClick={() => editor.chain().focus().unsetLink().run()}>
        {t('linkRemove')}
      </ToolButton>
      <Field>
        <label htmlFor={`${id}-alt`}>{t('imageAlt')}</label>
        <Input id={`${id}-alt`} value={alt} onChange={(event) => setAlt(event.target.value)} />
      </Field>
      <Field>
        <label htmlFor={`${id}-image`}>{t('imageChoose')}</label>
        <Input
          id={`${id}-image`}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          disabled={upload.isPending}
          onChange={(event) => void insertImage(event)}
        />
      </Field>
      <Status role="status" $error={status?.error ?? false}>
        {status?.text ?? ''}
      </Status>
    </InsertRow>
  );
}
