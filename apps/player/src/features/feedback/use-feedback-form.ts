import { useFeedbackMutation } from '@wps-mobile/api-client';
import { type FEEDBACK_TYPES, type FeedbackSettings } from '@wps-mobile/api-client/contract';
import { useTranslation } from '@wps-mobile/i18n';
import { useForm } from '@wps-mobile/ui';
import { useRef, useState } from 'react';
import { serverMessage } from '@wps-mobile/app-shell';
import { acceptImages, contentProblem, type RuleMessage } from './feedback-rules';
import type { ChosenImage } from './image-picker';
import { readDataUrl } from './read-data-url';

type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** The feedback form's state: what is typed and chosen survives every failure; a success starts afresh. */
export function useFeedbackForm(settings: FeedbackSettings, onSent: () => void) {
  const { t } = useTranslation();
  const [images, setImages] = useState<ChosenImage[]>([]);
  const [imageError, setImageError] = useState<RuleMessage | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [send] = useFeedbackMutation();
  const nextId = useRef(1);
  const say = (message: RuleMessage | undefined) => (message ? t(message.key, message.args) : undefined);
  // Once a message shows, it follows the text, so the player sees when it is right.
  const form = useForm({
    initial: { type: 'SUGGESTION' as string, content: '' },
    validate: ({ content }) => ({ content: say(contentProblem(content, settings)) }),
  });

  function pick(files: File[]) {
    const { accepted, problem } = acceptImages(files, images.length, settings);
    setImageError(problem);
    void Promise.all(accepted.map(async (file) => ({ name: file.name, dataUrl: await readDataUrl(file) })))
      .then((read) =>
        setImages((before) =>
          [...before, ...read.map((image) => ({ ...image, id: nextId.current++ }))].slice(
            0,
            settings.maxImages,
          ),
        ),
      )
      .catch(() => setImageError({ key: 'validation.imageType', args: {} }));
  }

  function remove(id: number) {
    setImages((before) => before.filter((image) => image.id !== id));
    setImageError(undefined);
  }

  /** Sends once per tap, when the content is within bounds. */
  const submit = form.onSubmit(async ({ type, content }) => {
    setFailure(undefined);
    try {
      await send({
        type: type as FeedbackType,
        content: content.trim(),
        images: images.map((image) => image.dataUrl),
      }).unwrap();
      form.reset();
      setImages([]);
      onSent();
    } catch (error) {
      setFailure(serverMessage(error, t));
    }
  });

  return {
    form,
    images,
    pick,
    remove,
    imageError: say(imageError),
    failure,
    sending: form.submitting,
    submit,
  };
}
