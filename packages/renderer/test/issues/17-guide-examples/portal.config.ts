export default { title: 'Examples', url: 'https://examples.example', openapi: { file: 'openapi/openapi.yml' } };
