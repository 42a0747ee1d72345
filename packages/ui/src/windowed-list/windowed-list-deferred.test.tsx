import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { WindowedList } from './windowed-list';

const GAMES = ['Game 1', 'Game 2', 'Game 3', 'Game 4', 'Game 5', 'Game 6'];

function List({ items }: { items: string[] }) {
  return (
    <WindowedList
      items={items}
      getKey={(item) => item}
      renderItem={(item) => <span>{item}</span>}
      label="Games"
      loadingLabel="Loading games"
    />
  );
}

// Outside `act`, so what one urgent render draws can be read before React's background render runs.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let container: HTMLElement;
let root: Root;
let wasActEnvironment: boolean | undefined;

beforeEach(() => {
  wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
});

afterEach(() => {
  root.unmount();
  container.remove();
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});

const shown = () => [...container.querySelectorAll('li')].map((item) => item.textContent);
const settle = () => new Promise((done) => setTimeout(done, 50));

describe('WindowedList before its background render', () => {
  it('keeps the rows it shows while a later page renders in the background', async () => {
    flushSync(() => root.render(<List items={GAMES.slice(0, 3)} />));
    await settle();
    flushSync(() => root.render(<List items={GAMES} />));
    expect(shown()).toHaveLength(3);
    // Then the background render, and the rows beyond the view a frame each.
    await vi.waitFor(() => expect(shown()).toHaveLength(6));
  });
});
