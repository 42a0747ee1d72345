import { RUNTIME_CONFIG_ELEMENT_ID } from '@wps-mobile/config';
import { build, type HtmlTagDescriptor, type Plugin, type Rollup } from 'vite';

export interface InlineEarlyScriptOptions {
  /** The early script's source (`src/early.ts`). */
  readonly entry: string;
  /** The app's build target, so both read the same JavaScript. */
  readonly target: string;
  /** The app's base (`/m/`): the files the early script starts (its worker) are addressed under it. */
  readonly base: string;
}

/** What the early-script build gives: the code to inline and the files it loads (a worker), for the app's build. */
export interface EarlyScriptBuild {
  readonly code: string;
  readonly files: readonly { readonly fileName: string; readonly source: string | Uint8Array }[];
}

/**
 * The one module of an early-script build: its code, refused if it could not run inline (an import, an export,
 * a second chunk) or would end the HTML's `<script>` element early.
 */
export function inlineCode(output: readonly (Rollup.OutputChunk | Rollup.OutputAsset)[]): string {
  const chunks = output.filter((file) => file.type === 'chunk');
  const [chunk] = chunks;
  if (!chunk || chunks.length !== 1)
    throw new Error(`the early script built into ${chunks.length} chunks, not one`);
  if (chunk.imports.length > 0 || chunk.dynamicImports.length > 0 || chunk.exports.length > 0)
    throw new Error('the early script imports or exports a module: it must run on its own');
  if (/<\/script|<!--/i.test(chunk.code))
    throw new Error('the early script holds text that ends a <script> element');
  return chunk.code.trim();
}

/** The early script built on its own, as the code the page inlines, with the files it starts. */
export async function buildEarlyScript(options: InlineEarlyScriptOptions): Promise<EarlyScriptBuild> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    base: options.base,
    publicDir: false,
    build: {
      write: false,
      target: options.target,
      minify: true,
      sourcemap: false,
      rolldownOptions: { input: options.entry, output: { format: 'es' } },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  if (outputs.length !== 1 || !('output' in outputs[0]!)) throw new Error('the early script did not build');
  const { output } = outputs[0];
  const files = output
    .filter((file) => file.type === 'asset')
    .map((file) => ({ fileName: file.fileName, source: file.source }));
  return { code: inlineCode(output), files };
}

/**
 * The early script inlined at the end of the page instead of loaded as a file of its own: it runs as soon as the
 * document is parsed, a round trip sooner on a slow network, and sends the first calls while the app's scripts
 * still download. It is built apart, into one module that imports nothing; the app's own copy of what they
 * share meets it on a global (`src/lib/first-paint/early-requests.ts`). Servers allow it by its hash: the gateway reads it
 * from the page, and `nginx-headers` prints it for nginx.
 *
 * The head gets an empty `RUNTIME_CONFIG_ELEMENT_ID` element, which the gateway fills with the runtime config
 * when it serves a page; left empty, the early script fetches `config.json`.
 */
export function inlineEarlyScript(options: InlineEarlyScriptOptions): Plugin {
  let early: EarlyScriptBuild | undefined;
  return {
    name: 'wps-inline-early-script',
    apply: 'build',
    async buildStart() {
      early = await buildEarlyScript(options);
    },
    // The files the early script starts (the locale-data worker) are written with the app's own.
    generateBundle() {
      for (const file of early?.files ?? []) this.emitFile({ type: 'asset', ...file });
    },
    transformIndexHtml: {
      order: 'post',
      handler(): HtmlTagDescriptor[] {
        if (early === undefined) throw new Error('the early script was not built');
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: RUNTIME_CONFIG_ELEMENT_ID },
            children: '',
            injectTo: 'head',
          },
          // `async`: an inline module runs at once, without waiting for the stylesheets or the parse to end.
          { tag: 'script', attrs: { type: 'module', async: true }, children: early.code, injectTo: 'body' },
        ];
      },
    },
  };
}
