import type { Banner } from '@wps-mobile/api-client/contract';
import { useTranslation } from '@wps-mobile/i18n';
import { Carousel } from '@wps-mobile/ui/carousel';
import { useOpenLink } from '@wps-mobile/app-shell';
import { BannerPicture } from './banner-picture';

/** The banner slides; loaded on its own so Swiper stays out of the first screen's script. */
export default function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const openLink = useOpenLink();
  const slides = banners.map((banner) => ({
    id: String(banner.id),
    content: banner.link ? (
      <button type="button" className="home-banner__slide" onClick={() => openLink(banner.link)}>
        <BannerPicture banner={banner} />
      </button>
    ) : (
      <BannerPicture banner={banner} />
    ),
  }));
  return <Carousel slides={slides} label={t('home.banners')} />;
}
