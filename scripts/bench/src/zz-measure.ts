import { readFileSync } from 'node:fs';
import { beforeRenderSize } from './bundle-size';
const root = '/work/wt-design/apps';
const mounts = [
  { base: '/m/agent-app/', dir: `${root}/agent/dist` },
  { base: '/m/', dir: `${root}/player/dist` },
];
for (const [app, path] of [['player', '/m/home'], ['player', '/m/login'], ['agent', '/m/agent']] as const) {
  const htmlFile = `${root}/${app}/dist/index.html`;
  const s = beforeRenderSize(readFileSync(htmlFile, 'utf8'), htmlFile, `http://h${path}`, mounts);
  console.log(path, 'js', s.js.bytes, 'css', s.css.bytes);
}
