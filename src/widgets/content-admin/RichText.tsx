import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextProps } from './TiptapEditor';
import { Hint } from '../../core/ui/staff/styles';

/**
 * Tiptap and ProseMirror are a chunk of their own, loaded when an editor first opens: the list,
 * the other widgets and the portal's pages never load them.
 */
const TiptapEditor = lazy(() => import('./TiptapEditor'));

export function RichText(props: RichTextProps) {
  const { t } = useTranslation('content-admin');
  return (
    <Suspense fallback={<Hint role="status">{t('loadingEditor')}</Hint>}>
      <TiptapEditor {...props} />
    </Suspense>
  );
}
