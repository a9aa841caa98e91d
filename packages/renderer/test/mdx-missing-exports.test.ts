import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { failedBuild } from './failed-build.ts';
import { removeTree, writeTree } from './unit/content-tree.ts';

/**
 * A component that imports a name portal's Docusaurus modules do not export (Manifold's
 * `useThemeConfig` from `@docusaurus/theme-common`) failed at render with "(0 , import_theme_common.useThemeConfig)
 * is not a function" and a hint to fix the props: the hint now names the import and what portal provides.
 */
const root = writeTree({
  'portal.config.ts': "export default { title: 'Exports', contentDir: 'docs' };\n",
  'src/Marketing.jsx':
    "import React from 'react';\nimport { useThemeConfig } from '@docusaurus/theme-common';\n\nexport default function Marketing() {\n  const config = useThemeConfig();\n  return <p>{config.title}</p>;\n}\n",
  'docs/a.mdx': "---\ntitle: A\n---\nimport Marketing from '@site/src/Marketing';\n\nAbove.\n\n<Marketing />\n",
});
afterAll(() => removeTree(root));

describe("a name portal's Docusaurus modules do not export", () => {
  it('fails the page with a hint naming the import and what portal provides', async () => {
    const errors = (await failedBuild({ cwd: root, outDir: path.join(root, 'out') })).filter((d) => d.severity === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain('component <Marketing> threw');
    expect(errors[0]!.hint).toBe(
      "`useThemeConfig` is not among what portal's @docusaurus/theme-common provides (useColorMode, useCurrentSidebarCategory): write the component without it, or give it the value another way",
    );
  });
});
