// Tokens and base rules first, so the bundled stylesheet (dist/index.css) declares them before any component rule.
import './styles/index.css';

export { Badge, type BadgeProps } from './badge/badge';
export { FooterMenu, type FooterMenuItem, type FooterMenuProps } from './footer-menu/footer-menu';
export { HomeHeader, type HomeHeaderProps } from './home-header/home-header';
export { IconButton, type IconButtonProps } from './icon-button/icon-button';
export {
  IconBack,
  IconClose,
  IconGift,
  IconGlobe,
  IconHome,
  IconMenu,
  IconUser,
  IconUsers,
  IconWallet,
} from './icons/icons';
export { type IconProps } from './icons/svg-icon';
export { Skeleton, type SkeletonProps } from './loading/skeleton';
export { Spinner, type SpinnerProps } from './loading/spinner';
export { NoData, type NoDataProps } from './no-data/no-data';
export {
  StatusPage,
  type StatusPageAction,
  type StatusPageProps,
  type StatusTone,
} from './status-page/status-page';
export {
  applyBrandTheme,
  brandThemeVariables,
  type BrandColorName,
  type BrandColors,
} from './theme/apply-brand-theme';
export { TopBar, type TopBarProps } from './top-bar/top-bar';
