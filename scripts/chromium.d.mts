export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: readonly string[];
export declare const BROWSER_UI_FEATURES: readonly string[];
export declare const PLAYWRIGHT_DISABLED_FEATURES: readonly string[];
export declare function disabledFeaturesOf(flag: string): string[];
export declare function disableFeaturesFlag(launcherDefaults: readonly string[]): string;
export declare const PLAYWRIGHT_CHROMIUM_ARGS: readonly string[];
