import { useFeedbackMutation } from '@wps-mobile/api-client';
import { type FEEDBACK_TYPES, type FeedbackSettings } from '@wps-mobile/api-client/contract';
import { useTranslation } from '@wps-mobile/i18n';
import { useRef, useState } from 'react';
import { serverMessage } from '@wps-mobile/app-shell';
import { acceptImages, contentProblem, type RuleMessage } from './feedback-rules';
import type { ChosenImage } from './image-picker';
import { readDataUrl } from './read-data-url';

type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** The feedback form's state: what is typed and chosen survives every failure; a success starts afresh. */
export function useFeedbackForm(settings: FeedbackSettings, onSent: () => void) {
  const { t } = useTranslation();
  const [type, setType] = useState<FeedbackType>('SUGGESTION');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<ChosenImage[]>([]);
  const [contentError, setContentError] = useState<RuleMessage | undefined>();
  const [imageError, setImageError] = useState<RuleMessage | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [send, { isLoading }] = useFeedbackMutation();
  const nextId = useRef(1);
  const sending = useRef(false);
  const say = (message: RuleMessage | undefined) => (message ? t(message.key, message.args) : undefined);

  function changeContent(text: string) {
    setContent(text);
    // Once a message shows, it follows the text, so the player sees when it is right.
    if (contentError) setContentError(contentProblem(text, settings));
  }

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

  /** Sends once per tap; false when the content is out of bounds (the caller focuses it). */
  function submit(): boolean {
    const problem = contentProblem(content, settings);
    setContentError(problem);
    if (problem) return false;
    if (sending.current) return true;
    sending.current = true;
    setFailure(undefined);
    send({ type, content: content.trim(), images: images.map((image) => image.dataUrl) })
      .unwrap()
      .then(() => {
        setContent('');
        setImages([]);
        setType('SUGGESTION');
        onSent();
      })
      .catch((error: unknown) => setFailure(serverMessage(error, t)))
      .finally(() => {
        sending.current = false;
      });
    return true;
  }

  return {
    type,
    setType: (value: string) => setType(value as FeedbackType),
    content,
    changeContent,
    images,
    pick,
    remove,
    contentError: say(contentError),
    imageError: say(imageError),
    failure,
    sending: isLoading,
    submit,
  };
}
