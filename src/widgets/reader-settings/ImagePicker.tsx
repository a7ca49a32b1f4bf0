import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES } from '../../core';
import { checkImageFile, type ImageRefusal } from './image-file';
import { FilePicker } from './styles';

/**
 * A labelled file input that lets through only an image of the accepted types and size, checked by
 * its content (image files only, at most 2 MB); anything else is refused before it leaves the
 * browser.
 */
export function ImagePicker({
  label,
  disabled,
  onFile,
  onRefused,
}: {
  label: string;
  disabled?: boolean;
  onFile: (file: File) => void;
  onRefused: (refusal: ImageRefusal) => void;
}) {
  const { t } = useTranslation('settings');
  return (
    <FilePicker>
      <span>{label}</span>
      <input
        type="file"
        accept={IMAGE_TYPES.join(',')}
        disabled={disabled}
        aria-description={t('image.hint')}
        onChange={(event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          // Cleared, so choosing the same file again after a refusal is seen as a change.
          input.value = '';
          if (!file) return;
          void checkImageFile(file).then((refusal) =>
            refusal ? onRefused(refusal) : onFile(file),
          );
        }}
      />
    </FilePicker>
  );
}
