// The shell both apps share. Each app keeps its screens, its route table and its own parts; what must behave the
// same in both (boot, config, errors, links, messages, money, session expiry) is written once, here.
export { startApp, type StartAppOptions, type StartedApp } from './boot/start-app';
export { AppRouter } from './boot/app-router';
export { useAfterFirstScreen } from './boot/use-after-first-screen';
export { eachWhenIdle } from './boot/each-when-idle';
export { intlWarmed } from './boot/intl-warmed';
export { yieldToMain } from './boot/yield-to-main';
export { screenFinder } from './routing/screen-finder';
export { ShellProviders, type ShellProvidersProps } from './boot/shell-providers';
export { RuntimeConfigContext, useRuntimeConfig } from './config/runtime-config';
export { ChunkFailed, isFailedChunk, RouteError } from './errors/route-error';
export { LazyPart } from './errors/lazy-part';
export { reloadPage } from './errors/reload-page';
export { serverMessage, type ServerMessageKey, type ServerMessageLabels } from './errors/server-message';
export { responsiveImage, type ResponsiveImage } from './images/responsive-image';
export { serverPicture } from './images/server-picture';
export { useServerPicture } from './images/use-server-picture';
export { AppIdContext, useAppId } from './links/app-identity';
export { AppLink, useGoToPath, useLinkNavigation } from './links/app-link';
export { PressableLink, type PressableLinkProps } from './links/pressable-link';
export { LazyAppUpdatePrompt as AppUpdatePrompt } from './update/lazy-app-update-prompt';
export { externalHref, serverHref } from './links/server-href';
export { useOpenLink } from './links/use-open-link';
export { moneyErrorMessage, outcomeMessage } from './money/money-message';
export { useFormatMoney, type FormatMoney, type MoneyTextOptions } from './money/use-format-money';
export { SessionExpiredNotice } from './session/session-expired-notice';
export {
  sessionExpirySlice,
  type SessionExpiryRoot,
  type SessionExpiryState,
} from './session/session-expiry-slice';
