import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/config/load-config.ts';
import { PortalError } from '../../../src/diagnostics.ts';

function configError(input: unknown, source?: string): PortalError {
  try {
    validateConfig(input, 'portal.config.ts', source);
  } catch (error) {
    expect(error).toBeInstanceOf(PortalError);
    return error as PortalError;
  }
  throw new Error('expected validateConfig to throw');
}

describe('validateConfig defaults', () => {
  const config = validateConfig({});

  it('fills in the site identity', () => {
    expect(config.title).toBe('Merchant Kit Developer Portal');
    expect(config.productSlug).toBe('mk');
    expect(config.productName).toBe('Merchant Kit');
    expect(config.contentDir).toBe('content');
  });

  it('fills in colour mode, navbar and footer', () => {
    expect(config.colorMode).toEqual({ defaultMode: 'light', respectPrefersColorScheme: false, disableSwitch: false });
    expect(config.navbar).toEqual({ hideOnScroll: false, items: [] });
    expect(config.footer.copyright).toBe('Copyright © 2025 Merchant Kit');
  });

  it('fills in the TOC levels and the link severities', () => {
    expect(config.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(config.onBrokenLinks).toBe('warn');
    expect(config.onBrokenAnchors).toBe('warn');
    expect(config.onBrokenMarkdownLinks).toBe('warn');
  });

  it('fills in the highlighter and OpenAPI settings, without an announcement bar', () => {
    expect(config.highlight.extraLanguages).toEqual(['ruby', 'csharp', 'php', 'java', 'powershell', 'json', 'bash']);
    expect(config.openapi.sandboxUrl).toBe('https://sandbox.api.merchantkit.example');
    expect(config.openapi.file).toBe('mk-openapi/openapi.yml');
    expect(config.announcementBar).toBeUndefined();
    expect('announcementBar' in config).toBe(false);
  });

  it('keeps given values and fills the rest of a partly given object', () => {
    const custom = validateConfig({ title: 'Docs', navbar: { hideOnScroll: true }, announcementBar: { id: 'v2', content: 'New!' } });
    expect(custom.title).toBe('Docs');
    expect(custom.navbar).toEqual({ hideOnScroll: true, items: [] });
    expect(custom.announcementBar).toEqual({ id: 'v2', content: 'New!', backgroundColor: '#1d4ed8', textColor: '#ffffff', isCloseable: true });
  });
});

describe('validateConfig errors', () => {
  it('names an unknown top-level key', () => {
    const error = configError({ titel: 'Docs' });
    expect(error.message).toMatchInlineSnapshot(`"unknown key \`titel\`"`);
    expect(error.file).toBe('portal.config.ts');
    expect(error.line).toBeUndefined();
  });

  it('names an unknown nested key with its path', () => {
    expect(configError({ navbar: { itemz: [] } }).message).toMatchInlineSnapshot(`"unknown key \`navbar.itemz\` in \`navbar\`"`);
  });

  it('names the key, the expected type and the value given for a wrong type', () => {
    expect(configError({ navbar: { hideOnScroll: 'yes' } }).message).toMatchInlineSnapshot(`"\`navbar.hideOnScroll\` must be a boolean, got a string ("yes")"`);
  });

  it('takes a navbar logo from the static folder, never from a URL', () => {
    expect(configError({ navbar: { logo: { src: 'https://cdn.example/logo.svg' } } }).message).toContain('a path of the static folder, not a URL');
    expect(configError({ navbar: { logo: { src: 'img/logo.svg', srcDark: '//cdn.example/dark.svg' } } }).message).toContain(
      'a path of the static folder, not a URL',
    );
    expect(configError({ navbar: { logo: { src: '../../etc/passwd.svg' } } }).message).toContain('not a path of the static folder: it leads outside the site');
  });

  it('lists the allowed values of an enum', () => {
    expect(configError({ onBrokenLinks: 'explode' }).message).toMatchInlineSnapshot(
      `"\`onBrokenLinks\` must be one of "ignore", "warn", "throw", got a string ("explode")"`,
    );
  });

  it('rejects a config that is not an object', () => {
    expect(configError('nope').message).toMatchInlineSnapshot(`"the config must be an object, got a string ("nope")"`);
  });

  it('rejects a TOC whose minimum is above its maximum', () => {
    expect(configError({ tableOfContents: { minHeadingLevel: 4, maxHeadingLevel: 3 } }).message).toMatchInlineSnapshot(
      `"\`tableOfContents.minHeadingLevel\` (4) must not be above \`maxHeadingLevel\` (3)"`,
    );
  });

  it('lists every issue, each with the line of its key when the source is given, and points at the first', () => {
    const source = [
      "import { defineConfig } from '@portal/renderer/config';",
      '',
      'export default defineConfig({',
      "  title: 'Docs',",
      '  navbar: {',
      "    hideOnScroll: 'yes',",
      '  },',
      "  onBrokenLinks: 'explode',",
      '});',
      '',
    ].join('\n');
    const error = configError({ title: 'Docs', navbar: { hideOnScroll: 'yes' }, onBrokenLinks: 'explode' }, source);
    expect(error.message).toMatchInlineSnapshot(`
      "\`navbar.hideOnScroll\` must be a boolean, got a string ("yes") (line 6)
      \`onBrokenLinks\` must be one of "ignore", "warn", "throw", got a string ("explode") (line 8)"
    `);
    expect(error.line).toBe(6);
    expect(error.column).toBe(5);
    expect(error.frame).toContain("> 6 |     hideOnScroll: 'yes',");
    expect(error.hint).toContain('Configuration');
  });

  it('gives the line of an unknown nested key', () => {
    const source = 'export default {\n  navbar: {\n    itemz: [],\n  },\n};\n';
    const error = configError({ navbar: { itemz: [] } }, source);
    expect(error.line).toBe(3);
    expect(error.message).toContain('(line 3)');
  });

  it('says what a string must start with', () => {
    expect(configError({ navbar: { items: [{ label: 'Home', to: '/', activeBasePath: 'nope' }] } }).message).toMatchInlineSnapshot(
      `"\`navbar.items[0].activeBasePath\` must start with "/", got a string ("nope")"`,
    );
  });

  it('phrases the other string formats readably', () => {
    expect(configError({ productSlug: 'My Slug' }).message).toBe('`productSlug` must be lower-case letters, digits and dashes, got a string ("My Slug")');
    expect(configError({ url: 'not a url' }).message).toBe('`url` must be a valid URL, got a string ("not a url")');
  });

  it("locates an issue in a later array item on that item's line", () => {
    const source = [
      'export default {',
      '  title: "Docs",',
      '  navbar: {',
      '    items: [',
      '      { label: "Guides", to: "/guides" },',
      '      {',
      '        label: "",',
      '        to: "/api",',
      '      },',
      '      { label: "Blog", to: "blog" },',
      '    ],',
      '  },',
      '};',
      '',
    ].join('\n');
    const input = {
      title: 'Docs',
      navbar: {
        items: [
          { label: 'Guides', to: '/guides' },
          { label: '', to: '/api' },
          { label: 'Blog', to: 'blog' },
        ],
      },
    };
    const error = configError(input, source);
    expect(error.message.split('\n')).toEqual([
      '`navbar.items[1].label` must be at least 1 characters long (line 7)',
      '`navbar.items[2].to`: a route of the site (starting with /) or an http(s) URL (line 10)',
    ]);
    expect(error.line).toBe(7);
    expect(error.column).toBe(9);
  });
});

describe('openapi.explorer (issue 16)', () => {
  it('is on by default with the sandbox only, a 30 s timeout and no proxy', () => {
    expect(validateConfig({}).openapi.explorer).toEqual({ enabled: true, servers: [], timeoutMs: 30_000, proxy: 'fallback', credentials: 'sessionStorage' });
    expect(validateConfig({ openapi: { explorer: { servers: 'description', proxyUrl: 'https://proxy.example/' } } }).openapi.explorer).toEqual({
      enabled: true,
      servers: 'description',
      timeoutMs: 30_000,
      proxyUrl: 'https://proxy.example/',
      proxy: 'fallback',
      credentials: 'sessionStorage',
    });
  });

  it('keeps credentials where the site says (issue 39), and takes only the known stores', () => {
    expect(validateConfig({ openapi: { explorer: { credentials: 'localStorage', proxy: 'always' } } }).openapi.explorer).toMatchObject({
      credentials: 'localStorage',
      proxy: 'always',
    });
    expect(validateConfig({ openapi: { explorer: { credentials: 'none' } } }).openapi.explorer.credentials).toBe('none');
    expect(configError({ openapi: { explorer: { credentials: 'cookie' } } }).message).toContain('openapi');
  });

  it('rejects an unknown key and a server that is not a URL', () => {
    expect(configError({ openapi: { explorer: { timeout: 5 } } }).message).toBe('unknown key `openapi.explorer.timeout` in `openapi.explorer`');
    expect(configError({ openapi: { explorer: { servers: ['staging'] } } }).message).toContain('openapi.explorer.servers');
  });
});
