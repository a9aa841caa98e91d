import { z } from 'zod';

const severity = z.enum(['ignore', 'warn', 'throw']);

const navbarItem = z.strictObject({
  label: z.string().min(1),
  to: z.string().startsWith('/'),
  /** Pages under this path mark the item active; defaults to `to`. */
  activeBasePath: z.string().startsWith('/').optional(),
});

const announcementBar = z.strictObject({
  id: z.string().min(1),
  /** Inline HTML shown in the bar (links allowed). */
  content: z.string().min(1),
  backgroundColor: z.string().default('#1d4ed8'),
  textColor: z.string().default('#ffffff'),
  isCloseable: z.boolean().default(true),
});

/** The run-time schema of `portal.config.ts`; unknown keys are rejected at every level. */
export const configSchema = z.strictObject({
  title: z.string().min(1).default('Merchant Kit Developer Portal'),
  tagline: z.string().default('Guides and API reference for integrating Merchant Kit payments'),
  productName: z.string().min(1).default('Merchant Kit'),
  productSlug: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes')
    .default('mk'),
  url: z.url().default('https://developer.merchantkit.example'),
  contentDir: z.string().default('content'),
  navbar: z
    .strictObject({
      hideOnScroll: z.boolean().default(false),
      items: z.array(navbarItem).default([]),
    })
    .default({ hideOnScroll: false, items: [] }),
  colorMode: z
    .strictObject({
      defaultMode: z.enum(['light', 'dark']).default('light'),
      respectPrefersColorScheme: z.boolean().default(false),
      disableSwitch: z.boolean().default(false),
    })
    .default({ defaultMode: 'light', respectPrefersColorScheme: false, disableSwitch: false }),
  announcementBar: announcementBar.optional(),
  footer: z
    .strictObject({
      style: z.enum(['dark', 'light']).default('dark'),
      copyright: z.string().default('Copyright © 2025 Merchant Kit'),
    })
    .default({ style: 'dark', copyright: 'Copyright © 2025 Merchant Kit' }),
  tableOfContents: z
    .strictObject({
      minHeadingLevel: z.number().int().min(2).max(6).default(2),
      maxHeadingLevel: z.number().int().min(2).max(6).default(3),
    })
    .default({ minHeadingLevel: 2, maxHeadingLevel: 3 }),
  docs: z
    .strictObject({
      sidebarHideable: z.boolean().default(true),
      autoCollapseCategories: z.boolean().default(false),
    })
    .default({ sidebarHideable: true, autoCollapseCategories: false }),
  /** How guides are read, as Docusaurus's `markdown.format`: `mdx`, `detect` (by extension) or `md`. */
  markdown: z
    .strictObject({
      format: z.enum(['mdx', 'detect', 'md']).default('mdx'),
    })
    .default({ format: 'mdx' }),
  onBrokenLinks: severity.default('warn'),
  onBrokenAnchors: severity.default('warn'),
  onBrokenMarkdownLinks: severity.default('warn'),
  highlight: z
    .strictObject({
      extraLanguages: z.array(z.string().min(1)).default(['ruby', 'csharp', 'php', 'java', 'powershell', 'json', 'bash']),
    })
    .default({ extraLanguages: ['ruby', 'csharp', 'php', 'java', 'powershell', 'json', 'bash'] }),
  openapi: z
    .strictObject({
      file: z.string().default('mk-openapi/openapi.yml'),
      sandboxUrl: z.url().default('https://sandbox.api.merchantkit.example'),
    })
    .default({ file: 'mk-openapi/openapi.yml', sandboxUrl: 'https://sandbox.api.merchantkit.example' }),
});

/** What a writer puts in `portal.config.ts` (every key optional where a default exists). */
export type PortalConfigInput = z.input<typeof configSchema>;
/** The config after validation, with every default filled in. */
export type PortalConfig = z.output<typeof configSchema>;
