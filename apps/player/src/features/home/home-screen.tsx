import { useTranslation } from '@wps-mobile/i18n';
import { lazy, memo, useEffect } from 'react';
import { LazyPart } from '@wps-mobile/app-shell';
import { useRuntimeConfig } from '@wps-mobile/app-shell';
import { BannerSection } from './banner/banner-section';
import { CustomerService } from './customer-service/customer-service';
import { DownloadArea } from './download/download-area';
import { HotMatchSection } from './hot-matches/hot-match-section';
import { JackpotSection } from './winners/jackpot-section';
import { LatestWinners } from './winners/latest-winners';
import { MemberHomeLoads } from './contract-reminder/member-home-loads';
import { NoticeStrip } from './announcements/notice-strip';
import { PopularSection } from './popular/popular-section';
import { useAnnouncementPopup } from './announcements/use-announcement-popup';
import { useHomeAnnouncements } from './announcements/use-home-announcements';
import './home.css';

/**
 * The sections that take nothing from home: drawn once, not again each time an answer or the pop-up changes
 * home's own state (each section follows its own data).
 */
const SectionsBelow = memo(function SectionsBelow() {
  return (
    <>
      <HotMatchSection />
      <PopularSection />
      <JackpotSection />
      <LatestWinners />
      <CustomerService />
    </>
  );
});

const Download = memo(DownloadArea);

/**
 * The pop-up's code (its dialog and the sanitiser of the server's HTML, a third of home's) is not part of home's
 * first render: it opens 500 ms after the list arrives, and loads in that time for a visitor who has one to see.
 */
const loadPopupSection = () => import('./announcements/announcement-popup-section');
const AnnouncementPopupSection = lazy(() =>
  loadPopupSection().then((module) => ({ default: module.AnnouncementPopupSection })),
);

/** Home: banners, notices, the announcement pop-up, popular games, winners and the jackpot. */
export default function HomeScreen() {
  const { t } = useTranslation();
  const { brandName } = useRuntimeConfig();
  const announcements = useHomeAnnouncements();
  // A failed load has no pop-up to show: the contract reminder need not wait for one.
  const popup = useAnnouncementPopup(announcements.isError ? [] : announcements.data?.popup);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  const { upcoming } = popup;
  useEffect(() => {
    if (upcoming.length === 0) return;
    let cancelPrepare: (() => void) | undefined;
    let current = true;
    // In a task of its own, not in the one that runs the first screen's effects: asking for a chunk appends a
    // preload for each of its files, which made that task one of the start's longest on a slow phone. Once it is
    // here, the announcements are cleaned in idle moments before the pop-up opens. A failed download shows no
    // pop-up (LazyPart); home goes on without it.
    const soon = window.setTimeout(() => {
      loadPopupSection().then(
        (module) => {
          if (current) cancelPrepare = module.preparePopupContent(upcoming);
        },
        () => undefined,
      );
    }, 0);
    return () => {
      current = false;
      window.clearTimeout(soon);
      cancelPrepare?.();
    };
  }, [upcoming]);

  return (
    <section className="home" aria-labelledby="home-title">
      <h1 id="home-title" className="wps-visually-hidden">
        {brandName}
      </h1>
      <BannerSection banners={announcements.data?.banners} loading={announcements.isLoading} />
      <NoticeStrip notices={announcements.data?.notices} />
      <Download />
      {/* One dialog at a time: the announcement pop-up first, then the contract reminder. */}
      <MemberHomeLoads reminderWaits={!popup.done} />
      {announcements.isError ? (
        <p className="home-error" role="status">
          {t('errors.serviceOutage')}
        </p>
      ) : null}
      <SectionsBelow />
      {popup.shown.length > 0 ? (
        <LazyPart>
          <AnnouncementPopupSection popup={popup} />
        </LazyPart>
      ) : null}
    </section>
  );
}
