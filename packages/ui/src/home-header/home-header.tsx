import type { ReactNode } from 'react';
import { BrandMark } from '../brand-mark/brand-mark';
import './home-header.css';

export interface HomeHeaderProps {
  /** Merchant brand name: the logo's alternative text, or the visible text when there is no logo. */
  brandName: string;
  /** Logo image URL from the merchant config. */
  logoSrc?: string;
  /** Logo height in CSS pixels; reserved before the image loads so the page does not shift. */
  logoHeight?: number;
  /** Logo width in CSS pixels, when known, for the same reason. */
  logoWidth?: number;
  /** Controls at the inline end: login, register, language, menu (or account and balance). */
  end?: ReactNode;
}

/** The home page header: brand logo at the inline start, account controls at the end. */
export function HomeHeader({ brandName, logoSrc, logoHeight, logoWidth, end }: HomeHeaderProps) {
  return (
    <header className="wps-home-header">
      <div className="wps-home-header__brand">
        <BrandMark brandName={brandName} logoSrc={logoSrc} logoHeight={logoHeight} logoWidth={logoWidth} />
      </div>
      {end !== undefined && <div className="wps-home-header__end">{end}</div>}
    </header>
  );
}
