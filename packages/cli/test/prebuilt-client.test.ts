import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleClient, PREBUILT_CLIENT_DIR, type PrebuiltClient } from '../../renderer/src/assets/bundle-client.ts';
import { minifiedSheet, PREBUILT_THEME_DIR, THEME_SHEETS } from '../../renderer/src/assets/theme-css.ts';
import { DIST, freshBundle } from '../bin/bundle-state.js';

// The bundled CLI carries the browser client made on `pnpm install` (build-bundle.js): a build copies it
// instead of running esbuild. It must be what a build would have bundled, and go stale with the client's sources.
describe.skipIf(!freshBundle())('the client prebuilt with the CLI', () => {
  const dir = path.join(DIST, PREBUILT_CLIENT_DIR);
  const prebuilt = () => JSON.parse(readFileSync(path.join(dir, 'bundle.json'), 'utf8')) as PrebuiltClient;

  it('is byte for byte what bundling the client now gives', async () => {
    const { files, ...meta } = await bundleClient({ prebuilt: false });
    const { files: names, ...kept } = prebuilt();
    expect(kept).toEqual(meta);
    expect(names.sort()).toEqual([...files.keys()].sort());
    for (const [name, bytes] of files) expect(readFileSync(path.join(dir, name)).equals(Buffer.from(bytes)), name).toBe(true);
  });

  it("is made stale by a change to any of the client's sources, the ones only the browser runs included", () => {
    const inputs = Object.keys((JSON.parse(readFileSync(path.join(DIST, 'manifest.json'), 'utf8')) as { inputs: Record<string, unknown> }).inputs);
    for (const source of ['entry.ts', 'hydrate.tsx', 'navigation/swap.ts', 'sidebar-items.ts', 'islands/CategoryToggle.tsx'])
      expect(inputs).toContain(`packages/client/src/${source}`);
  });
});

// The theme's sheets, minified on `pnpm install` (theme-css.ts `themeSheet`): what a build from the sources makes, stale with them.
describe.skipIf(!freshBundle())('the theme prebuilt with the CLI', () => {
  it('is every sheet byte for byte as minifying it now gives, each among the bundle inputs', () => {
    const inputs = Object.keys((JSON.parse(readFileSync(path.join(DIST, 'manifest.json'), 'utf8')) as { inputs: Record<string, unknown> }).inputs);
    for (const name of THEME_SHEETS) {
      expect(readFileSync(path.join(DIST, PREBUILT_THEME_DIR, name), 'utf8'), name).toBe(minifiedSheet(name));
      expect(inputs).toContain(`packages/renderer/src/theme/${name}`);
    }
  });
});
