import { createRequire } from 'node:module';
import { build } from 'esbuild';
import { BROWSER_BUNDLE } from '../assets/bundle-client.ts';

export { LIVE_EVENTS_PATH } from '@portal/client/site-events.ts';

const require = createRequire(import.meta.url);

/** The browser's live-reload client (`packages/client/src/dev/live-reload.ts`) as one minified script to inline in pages. */
export async function liveReloadScript(): Promise<string> {
  const result = await build({ ...BROWSER_BUNDLE, entryPoints: [require.resolve('@portal/client/dev/live-reload.ts')], format: 'iife' });
  // Inlined in a <script>: a `</script` inside a string would end it early.
  return result.outputFiles[0]!.text.trim().replace(/<\/script/gi, '<\\/script');
}
