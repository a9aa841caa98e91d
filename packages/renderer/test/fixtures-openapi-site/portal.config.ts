export default { title: 'API Fixture Portal', url: 'https://api-fixture.example' };
