import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const BIN = path.resolve(import.meta.dirname, '../bin/portal.js');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-migrate-versions-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function portal(cwd: string, ...args: string[]) {
  const run = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', env: { ...process.env, CI: 'true', NO_COLOR: '1' } });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

function write(dir: string, files: Record<string, string>): string {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** A versioned Docusaurus project as `docusaurus docs:version` leaves it: versions.json, versioned_docs, versioned_sidebars. */
const CONFIG = `module.exports = {
  title: 'Acme',
  url: 'https://acme.example',
  baseUrl: '/',
  presets: [['classic', { docs: {
    routeBasePath: 'docs',
    sidebarPath: require.resolve('./sidebars.js'),
    lastVersion: '2.0',
    onlyIncludeVersions: ['current', '2.0', '1.0'],
    versions: { current: { label: 'Canary', path: 'canary' }, '1.0': { label: '1.x', banner: 'unmaintained', badge: false } },
  }, blog: false }]],
  themeConfig: { navbar: { items: [{ type: 'docSidebar', sidebarId: 'docs', label: 'Docs' }, { type: 'docsVersionDropdown', position: 'right' }] } },
};
`;

describe('portal migrate docusaurus: a versioned project', () => {
  const project = write(path.join(tmp, 'acme'), {
    'docusaurus.config.js': CONFIG,
    'sidebars.js': "module.exports = { docs: ['intro', 'setup'] };\n",
    'versions.json': '["2.0", "1.0"]\n',
    'docs/intro.md': '# Introduction\n\nCanary. See [set-up](./setup.md).\n',
    'docs/setup.md': '# Set-up\n\nCanary set-up.\n',
    'versioned_docs/version-2.0/intro.md': '# Introduction\n\n2.0. See [set-up](./setup.md).\n',
    'versioned_docs/version-2.0/setup.md': '# Set-up\n\n2.0 set-up.\n',
    'versioned_sidebars/version-2.0-sidebars.json': '{ "docs": ["intro", "setup"] }\n',
    'versioned_docs/version-1.0/intro.md': '# Introduction\n\n1.0 only.\n',
    'versioned_sidebars/version-1.0-sidebars.json': '{ "docs": ["intro"] }\n',
  });
  const migrated = portal(tmp, 'migrate', 'docusaurus', 'acme');

  it('carries lastVersion, onlyIncludeVersions and the versions’ label, path, banner and badge', () => {
    expect(migrated.code).toBe(0);
    const config = readFileSync(path.join(project, 'portal.config.ts'), 'utf8');
    expect(config).toContain('lastVersion: "2.0"');
    expect(config).toMatch(/onlyIncludeVersions: \[\s*"current",\s*"2.0",\s*"1.0"\s*\]/);
    expect(config).toMatch(/current: \{\s*label: "Canary",\s*path: "canary"\s*\}/);
    expect(config).toMatch(/"1.0": \{\s*label: "1.x",\s*banner: "unmaintained",\s*badge: false\s*\}/);
    expect(migrated.stdout).not.toContain('docs.versions.1.0.badge');
    expect(migrated.stdout).not.toContain('docsVersionDropdown');
    expect(migrated.stdout).not.toMatch(/docs\.(lastVersion|versions)\b(?!\.)/);
  });

  it('builds every version at its Docusaurus route, links within the version', () => {
    const run = portal(tmp, 'build', '--config', path.join(project, 'portal.config.ts'), '--out', 'site', '--strict');
    expect(run.stderr).not.toContain('error');
    expect(run.code).toBe(0);
    const site = path.join(tmp, 'site');
    for (const route of ['docs/intro', 'docs/setup', 'docs/canary/intro', 'docs/canary/setup', 'docs/1.0/intro'])
      expect(existsSync(path.join(site, route, 'index.html')), route).toBe(true);
    const canary = readFileSync(path.join(site, 'docs/canary/intro/index.html'), 'utf8');
    expect(canary).toContain('href="/docs/canary/setup"');
    expect(canary).toContain('This is unreleased documentation for Acme <b>Canary</b> version.');
    expect(canary).toContain('<a href="/docs/intro">latest version</a>');
    const old = readFileSync(path.join(site, 'docs/1.0/intro/index.html'), 'utf8');
    expect(old).toContain('which is no longer actively maintained.');
    expect(old).toMatch(/href="\/docs\/canary\/intro" data-version="current">Canary</);
    const latest = readFileSync(path.join(site, 'docs/setup/index.html'), 'utf8');
    expect(latest).not.toContain('version-banner');
    // Docusaurus's version badge: on by default with several versions, off where the config says so.
    expect(latest).toContain('<span class="version-badge">Version: 2.0</span>');
    expect(old).not.toContain('version-badge');
    // The same page in each version where it exists, else the version's main doc.
    expect(latest).toMatch(/href="\/docs\/1.0\/intro" data-version="1.0">1.x</);
    expect(latest).toMatch(/href="\/docs\/canary\/setup" data-version="current">Canary</);
    expect(latest).toContain('data-docs-version="2.0"'); // the client remembers it as the preferred version
  });
});
