/** Where launched games open: a small page the sandbox serves itself (see `demo-game-page.ts`). */
export const DEMO_GAME_PATH = '/wps/demo/game';

export function demoGameUrl(query: Record<string, string>): string {
  return `${DEMO_GAME_PATH}?${new URLSearchParams(query).toString()}`;
}
