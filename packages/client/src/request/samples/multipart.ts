import { type HarParam, type PreparedRequest, multipartPieces } from './prepare.ts';

// A multipart body as each language sends it: a part's own Content-Type (the media type's `encoding`) and a
// file read from its placeholder path. httpsnippet 3.0.10 drops the first in most clients and, lacking the
// file, sends the path as text (fetch) or an empty part (C#, PHP, and the clients that write the body as
// text: Go, Ruby, Java, PowerShell). The `adapt` functions change a client's private copy of the request,
// the others its output; each is a no-op on a body without files or typed parts.

/** The parts of a multipart body. */
const partsOf = (request: PreparedRequest): HarParam[] => (request.postData.mimeType === 'multipart/form-data' && request.postData.params) || [];

/** The parts of a multipart body that sends a file, else undefined. */
function withFiles(request: PreparedRequest): HarParam[] | undefined {
  const parts = partsOf(request);
  return parts.some((part) => part.fileName !== undefined) ? parts : undefined;
}

/** The name a file part is sent under (the base name of its path, as curl and form-data send it). */
const baseName = (path: string): string => path.split('/').at(-1)!;

/** A marker of the part at `index` in a client's output, replaced by the fix-up (no placeholder path looks like it). */
const mark = (index: number): string => `portal:part:${index}`;

/** The bare media type, without parameters. */
const bareType = (type: string): string => type.split(';')[0]!.trim();

/** `text` escaped for a JavaScript '…' literal, without the quotes. */
export function jsSingleQuoted(text: string): string {
  return text.replace(/[\\'\n\r]/g, (c) => JS_ESCAPES[c] ?? c);
}

const JS_ESCAPES: Readonly<Record<string, string>> = Object.freeze({ '\\': '\\\\', "'": "\\'", '\n': '\\n', '\r': '\\r' });

/** The headers of a client's copy without Content-Type: the language's form API writes it with its own boundary. */
function dropContentType(request: PreparedRequest): void {
  for (const headers of [request.headersObj, request.allHeaders])
    for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-type') delete headers[name];
}

/**
 * curl: `name=value;type=…` and `name=@path;type=…`. curl reads `;` as the end of a text value and a leading `"`,
 * `@` or `<` as a quoted word or a file: such a value goes as a quoted word, `"…"` with `\"` and `\\`.
 */
export function curlParts(request: PreparedRequest): void {
  for (const part of partsOf(request)) {
    const type = part.contentType ? `;type=${part.contentType}` : '';
    if (part.fileName !== undefined) part.fileName += type;
    else {
      const value = part.value ?? '';
      part.value = (/;|^["@<]/.test(value) ? `"${value.replace(/[\\"]/g, '\\$&')}"` : value) + type;
    }
  }
}

/** Python requests: a part with a type goes in `files` as a tuple, `(None, value, type)` or `(name, open(…), type)`. */
export function pythonParts(request: PreparedRequest): void {
  partsOf(request).forEach((part, i) => {
    if (!part.contentType) return;
    part.fileName = mark(i);
    delete part.value;
  });
}

/** The tuples of the parts pythonParts marked (`request` is the unadapted request). */
export function pythonTuples(source: string, request: PreparedRequest): string {
  partsOf(request).forEach(({ fileName, value, contentType }, i) => {
    if (!contentType) return;
    const tuple = fileName !== undefined ? `"${baseName(fileName)}", open('${fileName}', 'rb')` : `None, ${JSON.stringify(value ?? '')}`;
    source = source.replace(`"open('${mark(i)}', 'rb')"`, () => `(${tuple}, ${JSON.stringify(contentType)})`);
  });
  return source;
}

/** Node.js fetch: a file as `await openAsBlob(path)`, a part with a type as a Blob of that type (sent with the file name `blob`). */
export function nodeParts(source: string, request: PreparedRequest): string {
  const parts = partsOf(request);
  if (!parts.some((part) => part.fileName !== undefined || part.contentType)) return source;
  const q = (text: string): string => `'${jsSingleQuoted(text)}'`;
  const lines = parts.map(({ name, value = '', fileName, contentType }) => {
    const type = contentType ? `{type: ${q(contentType)}}` : '';
    const sent =
      fileName !== undefined
        ? `await openAsBlob(${q(fileName)}${type && `, ${type}`}), ${q(baseName(fileName))}`
        : type
          ? `new Blob([${q(value)}], ${type})`
          : q(value);
    return `form.append(${q(name)}, ${sent});\n`;
  });
  const out = source.replace(/(?:form\.append\([^\n]*\);\n)+/, () => lines.join(''));
  return withFiles(request) ? `import { openAsBlob } from 'node:fs';\n\n${out}` : out;
}

/** C#: a file part is the file's stream, not an empty StringContent. */
export function csharpFiles(source: string, request: PreparedRequest): string {
  if (!withFiles(request)) return source;
  const lines = source.split('\n');
  lines.forEach((line, i) => {
    if (!line.endsWith('new StringContent("")')) return;
    for (let j = i + 1; j < i + 9 && j < lines.length && !lines[j]!.includes('new StringContent'); j++) {
      const file = /^\s*FileName = "(.*)",$/.exec(lines[j]!)?.[1];
      if (file !== undefined) {
        lines[i] = line.replace('new StringContent("")', `new StreamContent(File.OpenRead("${file}"))`);
        return;
      }
    }
  });
  return lines.join('\n');
}

/** PHP Guzzle: marks the parts whose contents phpParts writes (files, and text with a type). */
export function phpMarks(request: PreparedRequest): void {
  partsOf(request).forEach((part, i) => {
    if (part.fileName !== undefined || part.contentType) part.value = mark(i);
  });
}

/** PHP Guzzle: a file's contents are the opened file, a text part's type is its `headers` entry. */
export function phpParts(source: string, request: PreparedRequest): string {
  partsOf(request).forEach(({ fileName, value = '', contentType }, i) => {
    const contents =
      fileName !== undefined
        ? `fopen('${fileName}', 'r')`
        : `'${value.replace(/[\\']/g, '\\$&')}',\n        'headers' => ['Content-Type' => '${contentType?.replace(/[\\']/g, '\\$&')}']`;
    source = source.replace(`'${mark(i)}'`, () => contents);
  });
  return source;
}

/** Go: the body as httpsnippet writes it, with each file's bytes read into it (`os.ReadFile`). */
export function goFiles(source: string, request: PreparedRequest): string {
  const parts = withFiles(request);
  if (!parts) return source;
  const files = parts.flatMap((part) => (part.fileName !== undefined ? [part.fileName] : []));
  const name = (i: number): string => `file${i ? i + 1 : ''}`;
  const reads = files.map((file, i) => `${name(i)}, _ := os.ReadFile(${JSON.stringify(file)})`).join('\n\t');
  const body = multipartPieces(parts)
    .map((piece, i) => (i ? `string(${name(i - 1)}) + ` : '') + JSON.stringify(piece))
    .join(' + ');
  return source
    .replace(`payload := strings.NewReader(${JSON.stringify(request.postData.text)})`, () => `${reads}\n\n\tpayload := strings.NewReader(${body})`)
    .replace('\t"strings"\n', '\t"os"\n\t"strings"\n');
}

/** Ruby: the pieces of a body with files, each file's bytes read between them (`literal` writes a piece). */
export function rubyBody(request: PreparedRequest, literal: (text: string) => string): string | undefined {
  const parts = withFiles(request);
  if (!parts) return undefined;
  const files = parts.flatMap((part) => (part.fileName !== undefined ? [part.fileName] : []));
  // A piece with other than ASCII is made binary too: Ruby does not join UTF-8 text to arbitrary bytes.
  return multipartPieces(parts)
    .map((piece, i) => (i ? `File.binread('${files[i - 1]}') + ` : '') + literal(piece) + (/[^\x00-\x7f]/.test(piece) ? '.b' : ''))
    .join(' + ');
}

/** Java Unirest and PowerShell: the body goes through the language's form API, which writes Content-Type itself. */
export function formApiParts(request: PreparedRequest): void {
  if (!withFiles(request)) return;
  dropContentType(request);
  request.postData.text = '';
}

/** Java Unirest: `.field(name, value[, type])` and `.field(name, new File(path)[, type])`. */
export function javaFields(source: string, request: PreparedRequest): string {
  const parts = withFiles(request);
  if (!parts) return source;
  const fields = parts.map(({ name, value = '', fileName, contentType }) => {
    const sent = fileName !== undefined ? `new File(${JSON.stringify(fileName)})` : JSON.stringify(value);
    return `  .field(${JSON.stringify(name)}, ${sent}${contentType ? `, ${JSON.stringify(contentType)}` : ''})\n`;
  });
  return source.replace(/\n {2}\.asString\(\);$/, () => `\n${fields.join('')}  .asString();`);
}

/** PowerShell: a MultipartFormDataContent (PowerShell 6+) holding each text and each opened file. */
export function powershellForm(source: string, request: PreparedRequest): string {
  const parts = withFiles(request);
  if (!parts) return source;
  const q = (text: string): string => `'${text.replace(/['\u2018-\u201b]/g, '$&$&')}'`;
  const lines = ['$form = [System.Net.Http.MultipartFormDataContent]::new()'];
  for (const { name, value = '', fileName, contentType } of parts) {
    if (fileName === undefined) {
      const type = contentType ? `, [System.Text.Encoding]::UTF8, ${q(bareType(contentType))}` : '';
      lines.push(`$form.Add([System.Net.Http.StringContent]::new(${q(value)}${type}), ${q(name)})`);
    } else {
      lines.push(`$file = [System.Net.Http.StreamContent]::new((Get-Item ${q(fileName)}).OpenRead())`);
      if (contentType) lines.push(`$file.Headers.ContentType = ${q(bareType(contentType))}`);
      lines.push(`$form.Add($file, ${q(name)}, ${q(baseName(fileName))})`);
    }
  }
  return source.replace(/^\$response = Invoke-RestMethod .*$/m, (call) => `${lines.join('\n')}\n${call.trimEnd()} -Body $form`);
}
