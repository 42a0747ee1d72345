import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Markers the tests look for to tell which build's file answered. */
export const PLAYER_INDEX =
  '<!doctype html><html><head><title>player</title></head><body>player-index</body></html>';
export const AGENT_INDEX =
  '<!doctype html><html><head><title>agent</title></head><body>agent-index</body></html>';
export const PLAYER_CONFIG = {
  merchantCode: 'demo',
  trialMerchantCode: 'demo_trial',
  brandName: 'Lucky Peso',
};
/** Large enough to be compressed (over 1 KB). */
export const PLAYER_SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;

export interface FixtureBuilds {
  readonly root: string;
  readonly playerDist: string;
  readonly agentDist: string;
  remove(): Promise<void>;
}

async function put(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

/** Two small builds laid out exactly as Vite writes them, in a fresh temporary folder. */
export async function createFixtureBuilds(): Promise<FixtureBuilds> {
  const root = await mkdtemp(path.join(tmpdir(), 'wps-gateway-'));
  const playerDist = path.join(root, 'player');
  const agentDist = path.join(root, 'agent');
  await put(path.join(playerDist, 'index.html'), PLAYER_INDEX);
  await put(path.join(playerDist, 'assets/index-Ab12Cd34.js'), PLAYER_SCRIPT);
  await put(path.join(playerDist, 'assets/index-Ef56Gh78.css'), 'body{margin:0}\n');
  // Vite's hidden source maps: written beside the code, never linked from it.
  await put(
    path.join(playerDist, 'assets/index-Ab12Cd34.js.map'),
    '{"version":3,"sources":["src/main.tsx"]}',
  );
  await put(path.join(playerDist, 'config.json'), JSON.stringify(PLAYER_CONFIG));
  await put(path.join(playerDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await put(path.join(playerDist, '.env'), 'SECRET=1');
  await put(path.join(agentDist, 'index.html'), AGENT_INDEX);
  await put(path.join(agentDist, 'assets/agent-Ij90Kl12.js'), 'export {};\n');
  await put(path.join(agentDist, 'assets/agent-Ij90Kl12.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
  return { root, playerDist, agentDist, remove: () => rm(root, { recursive: true, force: true }) };
}
