import { describe, expect, it } from 'vitest';
import { configSchema } from '../../../src/config/schema.ts';
import { mapDocusaurusConfig, NO_DOC_ROUTES } from '../../../src/migrate/map-docusaurus-config.ts';

// A config shaped as docusaurus-openapi-docs's demo writes it: several descriptions, one with versions.
const docusaurusConfig = {
  title: 'Demo',
  url: 'https://demo.example',
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: './sidebars.ts' }, blog: false }]],
  themeConfig: { navbar: { items: [{ type: 'doc', docId: 'intro', label: 'Docs' }] } },
  plugins: [
    [
      'docusaurus-plugin-openapi-docs',
      {
        id: 'openapi',
        docsPluginId: 'classic',
        config: {
          petstore_versioned: {
            specPath: 'examples/petstore.yaml',
            outputDir: 'docs/petstore_versioned',
            sidebarOptions: { groupPathsBy: 'tag' },
            version: '2.0.0',
            label: 'v2.0.0',
            versions: { '1.0.0': { specPath: 'examples/petstore-1.0.0.yaml', outputDir: 'docs/petstore_versioned/1.0.0', label: 'v1.0.0' } },
          },
          burgers: { specPath: 'examples/food/burgers/openapi.yaml', outputDir: 'docs/food/burgers' },
          restaurant: { specPath: 'examples/food/restaurant/openapi.yaml', outputDir: 'docs/restaurant', sidebarOptions: { groupPathsBy: 'tagGroup' } },
          tests: { specPath: 'examples/tests', outputDir: 'docs/tests' },
        },
      },
    ],
  ],
  themes: ['docusaurus-theme-openapi-docs'],
};

describe('migrating docusaurus-plugin-openapi-docs', () => {
  const { config, notCarried } = mapDocusaurusConfig({ value: docusaurusConfig, projectDir: '/project', docs: NO_DOC_ROUTES });

  it('carries every description, its outputDir route and its versions into the openapi list', () => {
    expect(config.openapi).toEqual([
      {
        file: 'examples/petstore.yaml',
        productSlug: 'petstore-versioned',
        label: 'petstore_versioned',
        routeBasePath: '/petstore_versioned',
        version: 'v2.0.0',
      },
      {
        file: 'examples/petstore-1.0.0.yaml',
        productSlug: 'petstore-versioned-1-0-0',
        label: 'petstore_versioned',
        routeBasePath: '/petstore_versioned/1.0.0',
        version: 'v1.0.0',
        versionOf: 'petstore-versioned',
      },
      { file: 'examples/food/burgers/openapi.yaml', productSlug: 'burgers', label: 'burgers', routeBasePath: '/food/burgers' },
      { file: 'examples/food/restaurant/openapi.yaml', productSlug: 'restaurant', label: 'restaurant', routeBasePath: '/restaurant' },
    ]);
  });

  it('gives each API (not each version) a navbar item, and the written config is valid', () => {
    expect(config.navbar?.items?.map((item) => ('to' in item ? item.to : item.type))).toEqual([
      '/intro',
      '/petstore_versioned/petstore-versioned-api',
      '/food/burgers/burgers-api',
      '/restaurant/restaurant-api',
    ]);
    const parsed = configSchema.parse(config);
    expect(parsed.openapi.descriptions).toHaveLength(4);
    expect(parsed.openapi.file).toBe('examples/petstore.yaml');
  });

  it('reports what it cannot carry, and no longer the plugin itself', () => {
    expect(notCarried).toContain('openapi description restaurant: sidebarOptions.groupPathsBy "tagGroup" (portal groups operations by tag)');
    expect(notCarried.some((line) => line.includes('examples/tests is a folder'))).toBe(true);
    expect(notCarried.some((line) => line.startsWith('plugin docusaurus-plugin-openapi-docs') || line.startsWith('plugin docusaurus-theme-openapi-docs'))).toBe(
      false,
    );
  });
});
