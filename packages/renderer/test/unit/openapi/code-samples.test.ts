import { describe, expect, it } from 'vitest';
import { generateCodeSamples, type CodeSample, type SampleRequest } from '../../../src/openapi/code-samples.ts';

const SERVER = 'https://sandbox.api.merchantkit.example';

/** POST /v1/transactions with an API key, an idempotency key and a JSON body. */
const CREATE_TRANSACTION: SampleRequest = {
  method: 'POST',
  url: `${SERVER}/v1/transactions`,
  query: [],
  headers: [
    { name: 'X-Api-Key', value: 'YOUR_API_KEY' },
    { name: 'Idempotency-Key', value: 'order-4711-attempt-1' },
  ],
  body: {
    mediaType: 'application/json',
    example: { amount: { value: 2599, currency: 'EUR' }, orderReference: 'ORD-4711', capture: true },
  },
};

function sample(samples: CodeSample[], language: string): CodeSample {
  const found = samples.find((s) => s.language === language);
  if (!found) throw new Error(`no ${language} sample in ${samples.map((s) => s.language).join(', ')}`);
  return found;
}

/** Parses (without running) JavaScript that may use top-level await. */
function parseJs(source: string): void {
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => unknown;
  new AsyncFunction(source);
}

describe('generateCodeSamples', () => {
  it('generates the nine languages in order, with their labels and highlight languages', () => {
    const samples = generateCodeSamples(CREATE_TRANSACTION);
    expect(samples.map((s) => [s.language, s.label, s.highlight, s.generated])).toEqual([
      ['python', 'Python', 'python', true],
      ['curl', 'cURL', 'bash', true],
      ['csharp', 'C#', 'csharp', true],
      ['go', 'Go', 'go', true],
      ['nodejs', 'Node.js', 'javascript', true],
      ['ruby', 'Ruby', 'ruby', true],
      ['php', 'PHP', 'php', true],
      ['java', 'Java', 'java', true],
      ['powershell', 'PowerShell', 'powershell', true],
    ]);
  });

  it('puts the URL, the auth and idempotency headers and the JSON body into every sample', () => {
    for (const { label, source } of generateCodeSamples(CREATE_TRANSACTION)) {
      expect(source, label).toContain(`${SERVER}/v1/transactions`);
      expect(source, label).toContain('YOUR_API_KEY');
      expect(source, label).toContain('order-4711-attempt-1');
      expect(source, label).toContain('2599');
      expect(source, label).toContain('ORD-4711');
      expect(source, label).toMatch(/POST|Post|post/);
    }
  });

  it('writes the JSON body in each language', () => {
    const samples = generateCodeSamples(CREATE_TRANSACTION);
    expect(sample(samples, 'python').source).toContain('"capture": True');
    expect(sample(samples, 'python').source).toContain('requests.post(url, json=payload, headers=headers)');
    expect(sample(samples, 'csharp').source).toContain('new MediaTypeHeaderValue("application/json")');
    expect(sample(samples, 'go').source).toContain('req.Header.Add("X-Api-Key", "YOUR_API_KEY")');
    expect(sample(samples, 'nodejs').source).toContain('const response = await fetch(url, options);');
    expect(sample(samples, 'ruby').source).toContain('request["Idempotency-Key"] = \'order-4711-attempt-1\'');
    expect(sample(samples, 'php').source).toContain("'X-Api-Key' => 'YOUR_API_KEY',");
    expect(sample(samples, 'java').source).toContain('Unirest.post("https://sandbox.api.merchantkit.example/v1/transactions")');
    expect(sample(samples, 'powershell').source).toContain("Invoke-RestMethod -Uri 'https://sandbox.api.merchantkit.example/v1/transactions' -Method POST");
  });

  it('writes the curl sample in full', () => {
    expect(sample(generateCodeSamples(CREATE_TRANSACTION), 'curl').source).toMatchInlineSnapshot(`
      "curl --request POST \\
        --url https://sandbox.api.merchantkit.example/v1/transactions \\
        --header 'Content-Type: application/json' \\
        --header 'Idempotency-Key: order-4711-attempt-1' \\
        --header 'X-Api-Key: YOUR_API_KEY' \\
        --data '{"amount":{"value":2599,"currency":"EUR"},"orderReference":"ORD-4711","capture":true}'"
    `);
  });

  it('adds the Content-Type of the body once, keeping one the request already has', () => {
    const withoutHeader = sample(generateCodeSamples(CREATE_TRANSACTION), 'go').source;
    expect(withoutHeader.match(/Content-Type/g)).toHaveLength(1);
    const withHeader = sample(
      generateCodeSamples({
        ...CREATE_TRANSACTION,
        headers: [...CREATE_TRANSACTION.headers, { name: 'content-type', value: 'application/json; charset=utf-8' }],
      }),
      'go',
    ).source;
    expect(withHeader).toContain('req.Header.Add("content-type", "application/json; charset=utf-8")');
    expect(withHeader.match(/content-type/gi)).toHaveLength(1);
  });

  it('recognises a JSON body whose media type has parameters', () => {
    const samples = generateCodeSamples({ ...CREATE_TRANSACTION, body: { mediaType: 'application/json; charset=utf-8', example: { capture: false } } });
    expect(sample(samples, 'python').source).toContain('payload = { "capture": False }');
    expect(sample(samples, 'python').source).toContain('json=payload');
    expect(sample(samples, 'curl').source).toContain("--header 'Content-Type: application/json; charset=utf-8'");
  });

  it('puts the query parameters into the URL of every sample', () => {
    const request: SampleRequest = {
      method: 'GET',
      url: `${SERVER}/v1/transactions`,
      query: [
        { name: 'status', value: 'paid' },
        { name: 'created[gte]', value: '2024-05-01' },
      ],
      headers: [{ name: 'Authorization', value: 'Basic WU9VUl9TSE9QX0lEOllPVVJfQVBJX0tFWQ==' }],
    };
    const fullUrl = `${SERVER}/v1/transactions?status=paid&created%5Bgte%5D=2024-05-01`;
    const samples = generateCodeSamples(request);
    expect(samples).toHaveLength(9);
    for (const { language, label, source } of samples) {
      expect(source, label).toContain('Basic WU9VUl9TSE9QX0lEOllPVVJfQVBJX0tFWQ==');
      // requests builds the query string from `params`.
      if (language === 'python') {
        expect(source).toContain('url = "https://sandbox.api.merchantkit.example/v1/transactions"');
        expect(source).toContain('querystring = {"status":"paid","created[gte]":"2024-05-01"}');
        expect(source).toContain('requests.get(url, headers=headers, params=querystring)');
      } else {
        expect(source, label).toContain(fullUrl);
      }
    }
    expect(sample(samples, 'curl').source).toContain(`--url '${fullUrl}'`);
  });

  it('writes a form-urlencoded body as form fields', () => {
    const samples = generateCodeSamples({
      method: 'POST',
      url: `${SERVER}/v1/payment-links`,
      query: [],
      headers: [{ name: 'X-Api-Key', value: 'YOUR_API_KEY' }],
      body: { mediaType: 'application/x-www-form-urlencoded', example: { amount: 1250, currency: 'EUR', description: 'Blue mug' } },
    });
    expect(sample(samples, 'curl').source).toContain("--header 'Content-Type: application/x-www-form-urlencoded'");
    expect(sample(samples, 'curl').source).toContain("--data amount=1250 \\\n  --data currency=EUR \\\n  --data 'description=Blue mug'");
    expect(sample(samples, 'python').source).toContain('"description": "Blue mug"');
    expect(sample(samples, 'python').source).toContain('requests.post(url, data=payload, headers=headers)');
    expect(sample(samples, 'csharp').source).toContain('new FormUrlEncodedContent');
    expect(sample(samples, 'csharp').source).toContain('{ "amount", "1250" },');
    expect(sample(samples, 'nodejs').source).toContain("body: new URLSearchParams({amount: '1250', currency: 'EUR', description: 'Blue mug'})");
    expect(sample(samples, 'php').source).toContain("'form_params' => [");
    for (const language of ['go', 'ruby', 'java', 'powershell']) {
      expect(sample(samples, language).source, language).toContain('amount=1250&currency=EUR&description=Blue%20mug');
    }
  });

  describe('multipart body', () => {
    const multipart = (): CodeSample[] =>
      generateCodeSamples({
        method: 'POST',
        url: `${SERVER}/v1/disputes/dsp_8Kq2/evidence`,
        query: [],
        headers: [{ name: 'X-Api-Key', value: 'YOUR_API_KEY' }],
        body: { mediaType: 'multipart/form-data', example: { purpose: 'dispute_evidence', file: new Uint8Array([37, 80, 68, 70]) } },
      });

    it('sends text fields as fields and binary fields as a file placeholder', () => {
      const samples = multipart();
      expect(sample(samples, 'curl').source).toContain('--form purpose=dispute_evidence \\\n  --form file=@path/to/file');
      expect(sample(samples, 'csharp').source).toContain('FileName = "path/to/file",');
      expect(sample(samples, 'nodejs').source).toContain("form.append('purpose', 'dispute_evidence');");
      expect(sample(samples, 'php').source).toContain("'filename' => 'path/to/file',");
      // go, ruby, java and powershell have no form API in httpsnippet: they send the encoded multipart body.
      expect(sample(samples, 'go').source).toContain('multipart/form-data; boundary=');
      expect(sample(samples, 'go').source).toContain('name=\\"purpose\\"\\r\\n\\r\\ndispute_evidence');
    });

    it('keeps the Content-Type with its boundary for the clients after those that drop it (and that write no form of their own)', () => {
      // python and Node.js delete the header from the request they are given; the later clients still need it.
      const samples = multipart();
      const contentType = 'multipart/form-data; boundary=---011000010111000001101001';
      expect(sample(samples, 'ruby').source).toContain(`request["Content-Type"] = '${contentType}'`);
      // Java and PowerShell send a body with a file through their own form APIs, which write the boundary themselves.
      expect(sample(samples, 'java').source).toContain('.field("file", new File("path/to/file"))');
      expect(sample(samples, 'java').source).not.toContain(`.header("Content-Type", "${contentType}")`);
      expect(sample(samples, 'powershell').source).toContain('-Body $form');
      expect(multipart()).toEqual(samples);
    });

    it('opens the file in Python instead of quoting the open() call', () => {
      const python = sample(multipart(), 'python').source;
      expect(python).toContain(`files = { "file": open('path/to/file', 'rb') }`);
      expect(python).toContain('payload = { "purpose": "dispute_evidence" }');
      expect(python).toContain('requests.post(url, data=payload, files=files, headers=headers)');
    });

    it('separates the multipart array from the headers with a comma in PHP', () => {
      expect(sample(multipart(), 'php').source).toContain("    ]\n  ],\n  'headers' => [\n    'X-Api-Key' => 'YOUR_API_KEY',\n  ],\n]);");
    });
  });

  it("writes Ruby's JSON body as a '…' literal, so that #{…} in it is not interpolated", () => {
    const example = { note: "Tom's #{order} costs #$5", path: 'C:\\orders\\' };
    const samples = generateCodeSamples({
      method: 'POST',
      url: `${SERVER}/v1/orders`,
      query: [],
      headers: [],
      body: { mediaType: 'application/json', example },
    });
    const line = sample(samples, 'ruby')
      .source.split('\n')
      .find((l) => l.startsWith('request.body = '))!;
    const literal = /^request\.body = '((?:[^'\\]|\\.)*)'$/.exec(line)?.[1];
    expect(literal, line).toBeDefined();
    // Ruby's single quotes: \\ is a backslash and \' a quote, nothing else is an escape.
    expect(JSON.parse(literal!.replace(/\\([\\'])/g, '$1'))).toEqual(example);
  });

  it('sends an XML body as text', () => {
    const xml = '<?xml version="1.0" encoding="UTF-8"?>\n<Statement date="2024-05-31"><Total>1250</Total></Statement>';
    const samples = generateCodeSamples({
      method: 'PUT',
      url: `${SERVER}/v1/account-statements/2024-05-31/xml`,
      query: [],
      headers: [{ name: 'X-Api-Key', value: 'YOUR_API_KEY' }],
      body: { mediaType: 'application/xml', example: xml },
    });
    expect(sample(samples, 'curl').source).toContain(`--header 'Content-Type: application/xml' \\\n  --header 'X-Api-Key: YOUR_API_KEY' \\\n  --data '${xml}'`);
    expect(sample(samples, 'python').source).toContain(`payload = ${JSON.stringify(xml)}`);
    expect(sample(samples, 'go').source).toContain(`strings.NewReader(${JSON.stringify(xml)})`);
    expect(sample(samples, 'powershell').source).toContain(`-ContentType 'application/xml' -Body '${xml}'`);
    for (const { label, source } of samples) expect(source, label).toContain('Statement date=');
  });

  describe('quotes and backslashes in example values', () => {
    const tricky = 'Mike\'s "blue" mug \\ 2\nline';

    it('escapes them in the JSON body of Python, Node.js and PowerShell', () => {
      const samples = generateCodeSamples({ ...CREATE_TRANSACTION, body: { mediaType: 'application/json', example: { description: tricky } } });
      expect(sample(samples, 'python').source).toContain('payload = { "description": "Mike\'s \\"blue\\" mug \\\\ 2\\nline" }');
      const node = sample(samples, 'nodejs').source;
      expect(() => parseJs(node)).not.toThrow();
      const body = /body: ('.*')/.exec(node)?.[1];
      expect(JSON.parse(new Function(`return ${body}`)() as string)).toEqual({ description: tricky });
      expect(sample(samples, 'powershell').source).toContain(`-Body '{"description":"Mike''s \\"blue\\" mug \\\\ 2\\nline"}'`);
    });

    it('escapes them in Node.js form fields and percent-encodes quotes in URLs', () => {
      const samples = generateCodeSamples({
        method: 'POST',
        url: `${SERVER}/v1/notes`,
        query: [{ name: 'q', value: "Mike's" }],
        headers: [],
        body: { mediaType: 'multipart/form-data', example: { note: tricky } },
      });
      const node = sample(samples, 'nodejs').source;
      expect(node).toContain("form.append('note', 'Mike\\'s \"blue\" mug \\\\ 2\\nline');");
      expect(() => parseJs(node)).not.toThrow();
      expect(node).toContain(`const url = '${SERVER}/v1/notes?q=Mike%27s';`);
      expect(sample(samples, 'php').source).toContain(`$client->request('POST', '${SERVER}/v1/notes?q=Mike%27s', [`);
    });
  });

  describe('x-codeSamples', () => {
    const PHP_SDK = "<?php\n$refund = $client->refunds->create('trx_2XbK9pQm4L');\n";

    it('replace the sample of their language in place and append other languages', () => {
      const samples = generateCodeSamples(CREATE_TRANSACTION, [
        { lang: 'PHP', label: 'PHP SDK', source: PHP_SDK },
        { lang: 'Kotlin', source: 'val client = MerchantKit("YOUR_API_KEY")' },
      ]);
      expect(samples.map((s) => s.label)).toEqual(['Python', 'cURL', 'C#', 'Go', 'Node.js', 'Ruby', 'PHP SDK', 'Java', 'PowerShell', 'Kotlin']);
      expect(samples[6]).toEqual({ language: 'php', label: 'PHP SDK', highlight: 'php', source: PHP_SDK, generated: false });
      expect(samples[9]).toEqual({
        language: 'kotlin',
        label: 'Kotlin',
        highlight: 'kotlin',
        source: 'val client = MerchantKit("YOUR_API_KEY")',
        generated: false,
      });
      expect(samples.filter((s) => s.generated)).toHaveLength(8);
    });

    it('keep the standard label when they have none', () => {
      const [php] = generateCodeSamples(CREATE_TRANSACTION, [{ lang: 'php', source: PHP_SDK }]).filter((s) => s.language === 'php');
      expect(php).toEqual({ language: 'php', label: 'PHP', highlight: 'php', source: PHP_SDK, generated: false });
    });

    it.each([
      ['PHP', 'php'],
      ['Python', 'python'],
      ['python3', 'python'],
      ['Shell', 'curl'],
      ['curl', 'curl'],
      ['cURL', 'curl'],
      ['bash', 'curl'],
      ['sh', 'curl'],
      ['C#', 'csharp'],
      ['CSharp', 'csharp'],
      ['cs', 'csharp'],
      ['Go', 'go'],
      ['golang', 'go'],
      ['JavaScript', 'nodejs'],
      ['Node', 'nodejs'],
      ['Node.js', 'nodejs'],
      ['node', 'nodejs'],
      ['js', 'nodejs'],
      ['Ruby', 'ruby'],
      ['Java', 'java'],
      ['PowerShell', 'powershell'],
      ['pwsh', 'powershell'],
    ])('match lang %s to %s', (lang, language) => {
      const samples = generateCodeSamples(CREATE_TRANSACTION, [{ lang, source: 'custom' }]);
      expect(samples).toHaveLength(9);
      expect(sample(samples, language)).toMatchObject({ source: 'custom', generated: false });
      expect(samples.filter((s) => s.source === 'custom')).toHaveLength(1);
    });

    it('do not take Kotlin or TypeScript for a generated language', () => {
      const samples = generateCodeSamples(CREATE_TRANSACTION, [
        { lang: 'Kotlin', source: 'kotlin' },
        { lang: 'TypeScript', label: 'TypeScript SDK', source: 'ts' },
      ]);
      expect(samples.map((s) => s.language)).toEqual(['python', 'curl', 'csharp', 'go', 'nodejs', 'ruby', 'php', 'java', 'powershell', 'kotlin', 'typescript']);
      expect(samples.slice(0, 9).every((s) => s.generated)).toBe(true);
      expect(samples[10]).toMatchObject({ label: 'TypeScript SDK', highlight: 'typescript', generated: false });
    });
  });
});
