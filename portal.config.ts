import { defineConfig } from '@portal/renderer/config';

export default defineConfig({
  title: 'Merchant Kit Developer Portal',
  productName: 'Merchant Kit',
  productSlug: 'mk',
  url: 'https://developer.merchantkit.example',
  navbar: {
    hideOnScroll: false,
    items: [
      { label: 'Guides', to: '/' },
      { label: 'REST API', to: '/api/mk-api', activeBasePath: '/api' },
      { label: 'Changelog', to: '/changelog' },
    ],
  },
  colorMode: { defaultMode: 'light', respectPrefersColorScheme: false },
  footer: { style: 'dark', copyright: 'Copyright © 2025 Merchant Kit' },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  // portal's own guides are plain Markdown: `.md` keeps the Markdown pipeline, `.mdx` would be MDX.
  markdown: { format: 'detect' },
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  onBrokenMarkdownLinks: 'warn',
  highlight: { extraLanguages: ['ruby', 'csharp', 'php', 'java', 'powershell', 'json', 'bash'] },
  openapi: { file: 'mk-openapi/openapi.yml', sandboxUrl: 'https://sandbox.api.merchantkit.example' },
});
