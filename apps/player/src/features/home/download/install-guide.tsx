import { useTranslation } from '@wps-mobile/i18n';
import { IconButton, IconClose } from '@wps-mobile/ui';
import { useId } from 'react';
import type { InstallGuidePlan } from './install-rules';
import './download.css';

interface InstallGuideProps {
  guide: InstallGuidePlan;
  onClose: () => void;
}

/** The add-to-home-screen guide: a footer panel with the install steps or the legacy tip, and the profile. */
export default function InstallGuide({ guide, onClose }: InstallGuideProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <aside className="home-install-guide" aria-labelledby={titleId}>
      <div className="home-install-guide__header">
        <h2 id={titleId} className="home-install-guide__title">
          {t('home.addToHomeTitle')}
        </h2>
        <IconButton label={t('home.download.guideClose')} onClick={onClose}>
          <IconClose />
        </IconButton>
      </div>
      {guide.steps ? <p className="home-install-guide__text">{t('home.addToHomeSteps')}</p> : null}
      {guide.legacyTip ? <p className="home-install-guide__text">{t('home.addToHomeLegacy')}</p> : null}
      {guide.profile ? (
        <a className="home-download__button" href={guide.profile} target="_blank" rel="noopener noreferrer">
          {t('home.downloadProfileButton')}
        </a>
      ) : null}
    </aside>
  );
}
