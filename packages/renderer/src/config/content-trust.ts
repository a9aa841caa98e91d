import type { PortalConfig } from './schema.ts';

/**
 * The config as the build reads content under it. Untrusted content mode (config `untrusted: true`
 * or `--untrusted`) makes guides, changelog posts and partials data only: every guide is plain
 * Markdown (no expressions, imports or JSX; `.mdx` files are refused at load) and raw HTML is
 * sanitized (or escaped, when the config says `escape`). Without it, `markdown.rawHtml: 'escape'` or `'sanitize'` still reads `.md` guides as plain Markdown
 * (under `format: 'mdx'` a `{…}` in a `.md` guide would otherwise run at build time).
 */
export function contentTrust(config: PortalConfig, untrustedFlag?: boolean): PortalConfig {
  if (untrustedFlag || config.untrusted)
    return {
      ...config,
      untrusted: true,
      markdown: { ...config.markdown, rawHtml: config.markdown.rawHtml === 'escape' ? 'escape' : 'sanitize', format: 'md' },
    };
  if (config.markdown.rawHtml !== 'allow' && config.markdown.format === 'mdx') return { ...config, markdown: { ...config.markdown, format: 'detect' } };
  return config;
}
