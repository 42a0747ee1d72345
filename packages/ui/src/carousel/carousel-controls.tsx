import { useTranslation } from '@wps-mobile/i18n';
import { IconButton } from '../icon-button/icon-button';
import { IconBack } from '../icons/icons';
import { IconNext, IconPause, IconPlay } from '../icons/control-icons';

interface CarouselControlsProps {
  index: number;
  count: number;
  paused: boolean;
  onTogglePause: () => void;
  onPrevious: () => void;
  onNext: () => void;
}

/** Pause or play, previous and next, and a visible "2 / 5": the alternative to swiping (WCAG 2.5.7, 2.2.2). */
export function CarouselControls({
  index,
  count,
  paused,
  onTogglePause,
  onPrevious,
  onNext,
}: CarouselControlsProps) {
  const { t } = useTranslation();
  return (
    <div className="wps-carousel__controls">
      <IconButton
        className="wps-carousel__button"
        label={paused ? t('ui.carouselPlay') : t('ui.carouselPause')}
        onClick={onTogglePause}
      >
        {paused ? <IconPlay size={20} /> : <IconPause size={20} />}
      </IconButton>
      <span className="wps-carousel__spacer" />
      <IconButton className="wps-carousel__button" label={t('ui.carouselPrevious')} onClick={onPrevious}>
        <IconBack size={20} />
      </IconButton>
      {/* Left to right in every language, or bidi reordering shows "3 / 1" in Arabic. */}
      <span className="wps-carousel__counter" aria-hidden="true" dir="ltr">
        {index + 1} / {count}
      </span>
      <IconButton className="wps-carousel__button" label={t('ui.carouselNext')} onClick={onNext}>
        <IconNext size={20} />
      </IconButton>
    </div>
  );
}
