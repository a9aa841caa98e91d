import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRequestModel } from '@portal/client/request/model.ts';
import { generateCodeSamples, modelToSample } from '../../../src/openapi/code-samples.ts';

// A multipart body as Box describes an upload: a JSON part (`encoding.attributes.contentType`) and a file
// (`format: binary`). Each language's sample sends the part's type and reads the file from its path.
const samplesFor = (origin: string): Map<string, string> => {
  const model = buildRequestModel({
    method: 'post',
    server: { url: origin },
    path: '/upload',
    parameters: [],
    body: {
      mediaType: 'multipart/form-data',
      value: { attributes: { name: 'Photo.png' }, file: '' },
      schema: { type: 'object', properties: { attributes: { type: 'object' }, file: { type: 'string', format: 'binary' } } },
      encoding: [{ property: 'attributes', contentType: 'application/json' }],
    },
  });
  return new Map(generateCodeSamples(modelToSample(model)).map((s) => [s.language, s.source]));
};

describe('a multipart body with a JSON part and a file', () => {
  const samples = samplesFor('https://api.example.com');
  const source = (language: string): string => samples.get(language) ?? '';

  it('gives the JSON part its content type in every language that can set it', () => {
    expect(source('curl')).toContain(`--form 'attributes={"name":"Photo.png"};type=application/json'`);
    expect(source('python')).toContain(`"attributes": (None, "{\\"name\\":\\"Photo.png\\"}", "application/json")`);
    expect(source('csharp')).toContain('ContentType = new MediaTypeHeaderValue("application/json"),');
    expect(source('nodejs')).toContain(`form.append('attributes', new Blob(['{"name":"Photo.png"}'], {type: 'application/json'}));`);
    expect(source('php')).toContain(`'contents' => '{"name":"Photo.png"}',\n        'headers' => ['Content-Type' => 'application/json']`);
    expect(source('java')).toContain('.field("attributes", "{\\"name\\":\\"Photo.png\\"}", "application/json")');
    expect(source('powershell')).toContain(
      `$form.Add([System.Net.Http.StringContent]::new('{"name":"Photo.png"}', [System.Text.Encoding]::UTF8, 'application/json'), 'attributes')`,
    );
    // Go and Ruby write the body themselves: the part's header is in it.
    for (const language of ['go', 'ruby']) expect(source(language), language).toContain('name=\\"attributes\\"\\r\\nContent-Type: application/json\\r\\n');
  });

  it('reads the file from its path in every language', () => {
    expect(source('curl')).toContain('--form file=@path/to/file');
    expect(source('python')).toContain(`"file": open('path/to/file', 'rb')`);
    expect(source('csharp')).toContain('new StreamContent(File.OpenRead("path/to/file"))');
    expect(source('csharp')).not.toContain('new StringContent("")');
    expect(source('go')).toContain('file, _ := os.ReadFile("path/to/file")');
    expect(source('go')).toContain('filename=\\"file\\"\\r\\n\\r\\n" + string(file) + "\\r\\n');
    expect(source('nodejs')).toContain("import { openAsBlob } from 'node:fs';");
    expect(source('nodejs')).toContain("form.append('file', await openAsBlob('path/to/file'), 'file');");
    expect(source('ruby')).toContain(`filename=\\"file\\"\\r\\n\\r\\n" + File.binread('path/to/file') + "\\r\\n`);
    expect(source('php')).toContain("'contents' => fopen('path/to/file', 'r')");
    expect(source('java')).toContain('.field("file", new File("path/to/file"))');
    expect(source('powershell')).toContain("$file = [System.Net.Http.StreamContent]::new((Get-Item 'path/to/file').OpenRead())");
    expect(source('powershell')).toContain("$form.Add($file, 'file', 'file')");
  });

  it('leaves the Content-Type to the form APIs, which write their own boundary', () => {
    expect(source('java')).not.toContain('Content-Type');
    expect(source('powershell')).not.toContain('-ContentType');
    expect(source('powershell')).toContain('-Method POST -Body $form');
  });
});

describe('a curl form value that curl would read otherwise', () => {
  it('is sent as a quoted word', () => {
    const model = buildRequestModel({
      method: 'post',
      server: { url: 'https://api.example.com' },
      path: '/notes',
      parameters: [],
      body: { mediaType: 'multipart/form-data', value: { a: 'x;y', b: '@etc/passwd', c: '"q" \\' }, schema: { type: 'object' } },
    });
    const curl = generateCodeSamples(modelToSample(model)).find((s) => s.language === 'curl')!.source;
    expect(curl).toContain(`--form 'a="x;y"'`);
    expect(curl).toContain(`--form 'b="@etc/passwd"'`);
    expect(curl).toContain(`--form 'c="\\"q\\" \\\\"'`);
  });
});

// The samples run as written, against a server that reads the multipart body as a server does.
const has = (command: string, ...args: string[]): boolean => spawnSync(command, args).status === 0;
/** The parts of a multipart body by name: each part's Content-Type and bytes. */
function multipartParts(body: Buffer, contentType: string): Map<string, { type?: string; data: Buffer }> {
  const boundary = /boundary=("?)([^";]+)\1/.exec(contentType)?.[2];
  const parts = new Map<string, { type?: string; data: Buffer }>();
  if (!boundary) return parts;
  const text = body.toString('latin1');
  for (const chunk of text.split(`--${boundary}`).slice(1, -1)) {
    const split = chunk.indexOf('\r\n\r\n');
    const head = chunk.slice(0, split);
    const name = /name="([^"]*)"/.exec(head)?.[1];
    if (name !== undefined)
      parts.set(name, { type: /^content-type:\s*(.*)$/im.exec(head)?.[1]?.trim(), data: Buffer.from(chunk.slice(split + 4, -2), 'latin1') });
  }
  return parts;
}

const FILE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff]);

describe('the samples, run', () => {
  let server: Server;
  let origin = '';
  let cwd = '';
  let received: { attributes?: unknown; attributesType?: string; file?: number[] } | undefined;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const parts = multipartParts(Buffer.concat(chunks), req.headers['content-type'] ?? '');
        const attributes = parts.get('attributes');
        received = {
          attributes: attributes && JSON.parse(attributes.data.toString()),
          attributesType: attributes?.type,
          file: parts.get('file') && [...parts.get('file')!.data],
        };
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    cwd = mkdtempSync(path.join(os.tmpdir(), 'portal-multipart-'));
    mkdirSync(path.join(cwd, 'path/to'), { recursive: true });
    writeFileSync(path.join(cwd, 'path/to/file'), FILE);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(cwd, { recursive: true, force: true });
  });

  const runs: [string, boolean, (file: string) => string[], string][] = [
    ['curl', has('curl', '--version'), (file) => ['bash', file], 'sample.sh'],
    ['python', has('python3', '-c', 'import requests'), (file) => ['python3', file], 'sample.py'],
    ['nodejs', true, (file) => [process.execPath, file], 'sample.mjs'],
    ['go', has('go', 'version'), (file) => ['go', 'run', file], 'sample.go'],
  ];
  for (const [language, available, command, name] of runs)
    it.skipIf(!available)(`${language}: sends the JSON part as application/json and the file's bytes`, async () => {
      received = undefined;
      writeFileSync(path.join(cwd, name), samplesFor(origin).get(language)!);
      const [bin, ...args] = command(name);
      // Run asynchronously: the server answering it is in this process.
      const run = await promisify(execFile)(bin!, args, { cwd, timeout: 60_000 }).catch((error: { stdout?: string; stderr?: string }) => error);
      expect(received, `${run.stdout}\n${run.stderr}`).toBeDefined();
      expect(received!.attributes).toEqual({ name: 'Photo.png' });
      expect(received!.attributesType).toBe('application/json');
      expect(received!.file).toEqual([...FILE]);
    });
});
