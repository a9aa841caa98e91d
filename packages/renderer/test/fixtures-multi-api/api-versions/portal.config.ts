export default {
  title: 'API versions',
  url: 'https://api-versions.example',
  productSlug: 'pay',
  openapi: [
    { file: 'v1/openapi.yml', version: 'v1' },
    { file: 'v2/openapi.yml', productSlug: 'pay-v2', label: 'REST API v2', routeBasePath: '/api/v2', version: 'v2', versionOf: 'pay' },
  ],
};
