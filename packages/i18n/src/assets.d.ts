// Flag images are imported as URLs: Vite (apps, Storybook, Vitest) resolves them to asset URLs and tsup
// inlines them as data URLs (tsup.config.ts). Consumers using vite/client types get the same declaration.
declare module '*.svg' {
  const url: string;
  export default url;
}
