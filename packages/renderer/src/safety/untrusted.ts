import type { PortalConfig } from '../config/schema.ts';

/**
 * The config as the build reads content under it. Untrusted content mode (config `untrusted: true`
 * or `--untrusted`) makes guides, changelog posts and partials data only: every guide is plain
 * Markdown (no expressions, imports or JSX; `.mdx` files are refused at load) and raw HTML is
 * escaped. Without it, `markdown.rawHtml: 'escape'` still reads `.md` guides as plain Markdown
 * (under `format: 'mdx'` a `{…}` in a `.md` guide would otherwise run at build time).
 */
export function contentTrust(config: PortalConfig, untrustedFlag?: boolean): PortalConfig {
  if (untrustedFlag || config.untrusted) return { ...config, untrusted: true, markdown: { ...config.markdown, rawHtml: 'escape', format: 'md' } };
  if (config.markdown.rawHtml === 'escape' && config.markdown.format === 'mdx') return { ...config, markdown: { ...config.markdown, format: 'detect' } };
  return config;
}

/** The error a `.mdx` file gets in untrusted content mode. */
export const MDX_REFUSED = {
  message: 'MDX is not built in untrusted content mode (an MDX file is code: it can import modules and run expressions at build time)',
  hint: 'rename the file to .md (it is then read as plain Markdown), or build without --untrusted / `untrusted: true` once the change is reviewed',
};
