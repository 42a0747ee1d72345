import { useOutletContext } from 'react-router';

/** What the shell tells a screen through the router outlet. */
export interface ScreenContext {
  /** The translated title of the screen. */
  readonly title: string;
  /** Whether the shell already shows the title in a top bar (otherwise the screen shows its own heading). */
  readonly titleShown: boolean;
}

export function useScreenContext(): ScreenContext {
  return useOutletContext<ScreenContext>();
}
