// Tokens and base rules first, so the bundled stylesheet (dist/index.css) declares them before any component rule.
import './styles/index.css';

export {
  AnnouncementPopup,
  type Announcement,
  type AnnouncementPopupProps,
} from './announcement-popup/announcement-popup';
export { Badge, type BadgeProps } from './badge/badge';
export { BrandMark, type BrandMarkProps } from './brand-mark/brand-mark';
export { Button, type ButtonProps, type ButtonVariant } from './button/button';
export { CaptchaField, type CaptchaFieldProps } from './captcha-field/captcha-field';
export { Checkbox, type CheckboxProps } from './checkbox/checkbox';
export { ConfirmDialog, type ConfirmDialogProps } from './dialog/confirm-dialog';
export { Dialog, type DialogProps } from './dialog/dialog';
// How long a closed dialog, drawer or pop-up stays on screen for its exit animation.
export { MODAL_EXIT_MS } from './internal/use-presence';
export { Drawer, type DrawerProps } from './drawer/drawer';
export { ErrorBoundary, type ErrorBoundaryProps } from './error-boundary/error-boundary';
export {
  FilterDrawer,
  type FilterDrawerProps,
  type FilterGroup,
  type FilterOption,
  type FilterValues,
} from './filter-drawer/filter-drawer';
export {
  useForm,
  type FieldBinding,
  type FieldName,
  type Form,
  type FormErrors,
  type FormOptions,
} from './form/use-form';
export { FooterMenu, type FooterMenuItem, type FooterMenuProps } from './footer-menu/footer-menu';
export { GameTile, GameTileSkeleton, type GameTileProps } from './game-tile/game-tile';
export { HomeHeader, type HomeHeaderProps } from './home-header/home-header';
export { IconButton, type IconButtonProps } from './icon-button/icon-button';
export {
  IconBack,
  IconClose,
  IconGift,
  IconGlobe,
  IconHome,
  IconMail,
  IconMenu,
  IconSettings,
  IconUser,
  IconUsers,
  IconWallet,
} from './icons/icons';
export {
  IconAlert,
  IconCaretDown,
  IconCheck,
  IconClear,
  IconEye,
  IconEyeOff,
  IconFilter,
  IconHeart,
  IconInfo,
  IconNext,
  IconPause,
  IconPlay,
  IconRefresh,
  IconSignOut,
} from './icons/control-icons';
export {
  IconBell,
  IconBriefcase,
  IconCard,
  IconChart,
  IconChat,
  IconDocument,
  IconDownload,
  IconFold,
  IconGamepad,
  IconHeadset,
  IconHelp,
  IconLink,
  IconPacket,
  IconPercent,
  IconReceipt,
  IconShield,
  IconTransfer,
  IconTrophy,
} from './icons/entry-icons';
export { type IconProps } from './icons/svg-icon';
export { JackpotCounter, type JackpotCounterProps } from './jackpot/jackpot-counter';
export { useJackpotTicker, type JackpotTickerOptions } from './jackpot/use-jackpot-ticker';
export {
  LanguagePicker,
  type LanguageOption,
  type LanguagePickerProps,
} from './language-picker/language-picker';
export { Skeleton, type SkeletonProps } from './loading/skeleton';
export { Spinner, type SpinnerProps } from './loading/spinner';
export { Marquee, type MarqueeProps } from './marquee/marquee';
export { MatchCard, type Match, type MatchCardProps } from './match-card/match-card';
export { NoData, type NoDataProps } from './no-data/no-data';
export { PageTransition, type PageTransitionProps } from './page-transition/page-transition';
export { useSwipeBackGesture } from './page-transition/use-swipe-back-gesture';
export { ServerHtml, type ServerHtmlProps } from './server-html/server-html';
export { prepareServerHtml } from './server-html/sanitise-server-html';
export { createScreenLoader, type ScreenLoader } from './screen-loader/screen-loader';
export { Select, type SelectOption, type SelectProps } from './select/select';
export { SideMenu, type SideMenuItem, type SideMenuProps } from './side-menu/side-menu';
export { SmsCodeField, type SmsCodeFieldProps, type SmsSendResult } from './sms-code-field/sms-code-field';
export { useCountdown, type Countdown } from './sms-code-field/use-countdown';
export {
  StatusPage,
  type StatusPageAction,
  type StatusPageProps,
  type StatusTone,
} from './status-page/status-page';
export {
  applyBrandTheme,
  brandThemeVariables,
  type ApplyBrandThemeOptions,
  type BrandColorName,
  type BrandColors,
} from './theme/apply-brand-theme';
export {
  applyThemeChoice,
  readThemeChoice,
  saveThemeChoice,
  startThemePreference,
  THEME_ATTRIBUTE,
  THEME_CHOICES,
  type ThemeChoice,
} from './theme/theme-preference';
export { useThemeChoice } from './theme/use-theme-choice';
export { ThemeSwitch, type ThemeSwitchProps } from './theme-switch/theme-switch';
export { Tabs, type TabItem, type TabsProps } from './tabs/tabs';
export {
  PasswordField,
  TextField,
  type PasswordFieldProps,
  type TextFieldProps,
} from './text-field/text-field';
export { TextArea, type TextAreaProps } from './text-area/text-area';
export { VerticalTicker, type VerticalTickerProps } from './ticker/vertical-ticker';
export { Toast, type ToastMessage, type ToastProps } from './toast/toast';
export { UpdatePrompt, type UpdatePromptProps } from './update-prompt/update-prompt';
export { TOAST_DURATIONS, type ToastType } from './toast/toast-durations';
export { TopBar, type TopBarProps } from './top-bar/top-bar';
export {
  useTouchFeedback,
  type TouchFeedback,
  type TouchFeedbackHandlers,
  type TouchFeedbackOptions,
} from './touch-feedback/use-touch-feedback';
export { usePressable } from './touch-feedback/use-pressable';
export { VendorStrip, type Vendor, type VendorStripProps } from './vendor-strip/vendor-strip';
export { WindowedList, type WindowedListProps, type WindowedListStatus } from './windowed-list/windowed-list';
export { usePagedItems, type PageRead, type Paged } from './windowed-list/use-paged-items';
export { WinnerBoard, type WinnerBoardProps } from './winner/winner-board';
export { WinnerRow, type Winner, type WinnerRowProps } from './winner/winner-row';
