import './brand-mark.css';

export interface BrandMarkProps {
  /** Merchant brand name: the logo's alternative text, or the wordmark when there is no logo. */
  brandName: string;
  /** Logo image URL from the merchant config (`brandLogo`). */
  logoSrc?: string | undefined;
  /** Logo height in CSS pixels; reserved before the image loads so the page does not shift. */
  logoHeight?: number | undefined;
  /** Logo width in CSS pixels, when known, for the same reason. */
  logoWidth?: number | undefined;
  /** `header`: fits the space the header's controls leave; `hero`: large and centred (login, register). */
  size?: 'header' | 'hero';
}

/**
 * The merchant's brand: its logo, or its name as a wordmark. Neither is ever cut: the logo scales down inside
 * its box, and the wordmark wraps between words and shrinks with the space it is given (a container query), so
 * a long brand beside long "Login" and "Register" labels still shows whole. The header draws it before the
 * first render, so it is kept to the least code that does this.
 */
export function BrandMark({ brandName, logoSrc, logoHeight, logoWidth, size = 'header' }: BrandMarkProps) {
  const height = logoHeight ?? (size === 'hero' ? 56 : 32);
  return (
    <span className={`wps-brand-mark wps-brand-mark--${size}`}>
      {logoSrc ? (
        <img
          className="wps-brand-mark__logo"
          src={logoSrc}
          alt={brandName}
          height={height}
          width={logoWidth}
          // Keeps the height when a narrow screen squeezes the width (the picture scales inside).
          style={{ blockSize: height }}
          // Large above a form, the logo is the screen's largest picture: drawn with the screen, not a frame later.
          {...(size === 'hero' ? { decoding: 'sync', fetchPriority: 'high' } : { decoding: 'async' })}
        />
      ) : (
        <span className="wps-brand-mark__name">{brandName}</span>
      )}
    </span>
  );
}
