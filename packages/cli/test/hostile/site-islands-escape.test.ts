import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CASE_TIMEOUT_MS, escapes, projectsOfThisFile, runPortal } from './harness.ts';

// Issue 14: a 'use client' component is bundled for the browser too (packages included), and that
// bundle's imports are confined like the server's.
const project = projectsOfThisFile();

const timeout = CASE_TIMEOUT_MS + 5_000;
const page = (component: string, use: string) => ({
  'content/guide.md': null,
  'content/guide.mdx': `---\ntitle: A guide\n---\nimport ${component} from '@site/src/components/${component}';\n\n${use}\n`,
});

describe.concurrent("hostile input: the site's 'use client' components", () => {
  it('refuses a package of a client component that imports a file outside the site, or is a symlink out of it', { timeout }, async () => {
    const p = project(
      {
        'src/components/Leak.jsx':
          "'use client';\nimport text from 'leaky';\nimport other from 'linked';\nexport default function Leak() {\n  return <p>{text}{other}</p>;\n}\n",
        'node_modules/leaky/package.json': '{ "name": "leaky", "main": "index.js" }\n',
        'node_modules/leaky/index.js': "export { default } from '../../../outside/canary.txt';\n",
        ...page('Leak', '<Leak />'),
      },
      ({ project, canary }) => {
        const outside = path.join(path.dirname(canary), 'linked');
        mkdirSync(outside);
        writeFileSync(path.join(outside, 'package.json'), '{ "name": "linked", "main": "index.js" }\n');
        writeFileSync(path.join(outside, 'index.js'), "export default 'linked';\n");
        symlinkSync(outside, path.join(project, 'node_modules/linked'));
      },
    );
    const run = await runPortal(p, ['build']);
    expect(run.timedOut).toBe(false);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /node_modules\/leaky\/index\.js:1:\d+: site component \(browser bundle\): "\.\.\/\.\.\/\.\.\/outside\/canary\.txt" leaves the site's folder/,
    );
    expect(run.stderr).toMatch(/src\/components\/Leak\.jsx:3:\d+: site component \(browser bundle\): "linked" resolves outside the site's folder/);
    expect(run.stderr).toMatch(/content\/guide\.mdx:4:1: component "@site\/src\/components\/Leak" did not bundle/);
    expect(existsSync(path.join(p.project, 'build'))).toBe(false);
    expect(escapes(p, run)).toEqual([]);
  });

  it('names a module the browser cannot have (a theme component, react-dom/server)', { timeout }, async () => {
    const p = project({
      'src/components/Themed.jsx':
        "'use client';\nimport Tabs from '@theme/Tabs';\nimport { renderToString } from 'react-dom/server';\nexport default function Themed() {\n  return <Tabs>{renderToString(<b />)}</Tabs>;\n}\n",
      ...page('Themed', '<Themed />'),
    });
    const run = await runPortal(p, ['build']);
    expect(run.timedOut).toBe(false);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /src\/components\/Themed\.jsx:2:\d+: site component \(browser bundle\): "@theme\/Tabs" is not available to a component that runs in the browser \('use client'\)/,
    );
    expect(run.stderr).toMatch(/src\/components\/Themed\.jsx:3:\d+: site component \(browser bundle\): "react-dom\/server" is not available/);
    expect(escapes(p, run)).toEqual([]);
  });

  it('refuses a prop that cannot reach the browser, at the place the page gives it', { timeout }, async () => {
    const p = project({
      'src/components/Button.jsx':
        "'use client';\nexport default function Button({ onClick, label }) {\n  return <button onClick={onClick}>{label}</button>;\n}\n",
      ...page('Button', 'Text.\n\n<Button label="Go" onClick={() => alert(1)} />'),
    });
    const run = await runPortal(p, ['build']);
    expect(run.timedOut).toBe(false);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/content\/guide\.mdx:8:1: component <Button> runs in the browser \('use client'\): its prop "onClick" is a function/);
    expect(run.stderr).toMatch(/hint: its props reach the browser as JSON/);
    expect(existsSync(path.join(p.project, 'build'))).toBe(false);
  });
});
