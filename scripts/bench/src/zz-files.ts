import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { beforeRenderFiles } from './bundle-size';
for (const [label, root] of [['before', '/tmp/design-measure'], ['after', '/work/wt-design/apps']] as const) {
  const p = label === 'before' ? `${root}/player-dist0` : `${root}/player/dist`;
  const a = label === 'before' ? `${root}/agent-dist0` : `${root}/agent/dist`;
  const mounts = [{ base: '/m/agent-app/', dir: a }, { base: '/m/', dir: p }];
  for (const [dir, path] of [[p, '/m/home'], [a, '/m/agent']] as const) {
    const files = beforeRenderFiles(readFileSync(`${dir}/index.html`, 'utf8'), `http://h${path}`, mounts);
    for (const f of files) {
      const size = brotliCompressSync(readFileSync(f), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      console.log(label, path, f.split('/').pop()?.replace(/-[\w-]{8}\./, '.'), size);
    }
  }
}
