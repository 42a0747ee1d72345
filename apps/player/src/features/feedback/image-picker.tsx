import { useTranslation } from '@wps-mobile/i18n';
import { IconButton, IconClose } from '@wps-mobile/ui';
import { useId } from 'react';

/** An image the player chose, read as a data URL (what the feedback call sends and the preview shows). */
export interface ChosenImage {
  readonly id: number;
  readonly name: string;
  readonly dataUrl: string;
}

interface ImagePickerProps {
  images: readonly ChosenImage[];
  max: number;
  onPick: (files: File[]) => void;
  onRemove: (id: number) => void;
  error: string | undefined;
}

/** Screenshots of a feedback: a file button (png or jpg), previews with a remove button each, and its message. */
export function ImagePicker({ images, max, onPick, onRemove, error }: ImagePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const full = images.length >= max;
  return (
    <fieldset className="feedback-images" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="wps-field__label">{t('help.feedbackImages', { 0: max })}</legend>
      {images.length > 0 ? (
        <ul className="content-screen__row">
          {images.map((image, index) => (
            <li key={image.id} className="feedback-images__item">
              <img src={image.dataUrl} alt={t('help.feedbackPreview', { 0: index + 1 })} />
              <IconButton
                label={t('help.feedbackRemoveImage', { 0: index + 1 })}
                onClick={() => onRemove(image.id)}
              >
                <IconClose size={18} />
              </IconButton>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        className="wps-visually-hidden feedback-images__input"
        type="file"
        accept="image/png,image/jpeg"
        multiple
        disabled={full}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          onPick([...(event.target.files ?? [])]);
          // The same file can be picked again after it was removed.
          event.target.value = '';
        }}
      />
      <label htmlFor={id} className="feedback-images__add" aria-disabled={full || undefined}>
        {t('help.feedbackAddImage')}
      </label>
      {error ? (
        <p id={`${id}-error`} className="wps-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
