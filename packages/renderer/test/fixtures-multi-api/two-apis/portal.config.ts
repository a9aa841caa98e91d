export default {
  title: 'Two APIs',
  url: 'https://two-apis.example',
  productSlug: 'pay',
  openapi: [
    { file: 'payments/openapi.yml', label: 'Payments API' },
    { file: 'reporting/swagger.yml', productSlug: 'reporting', label: 'Reporting API', routeBasePath: '/api/reporting', sandboxUrl: 'https://sandbox.reporting.example' },
  ],
};
