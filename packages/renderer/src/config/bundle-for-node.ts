import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Loader, type Message, type Plugin } from 'esbuild';

/**
 * Bundles a project's JS/TS module (the config, a sidebars file, a Docusaurus config) with what it
 * imports into one ES module for Node, to be imported from a data: URL, so nothing is written
 * beside it. The module keeps its own location (`import.meta.url`, `__dirname`), and `banner`
 * gives it the `require` its CommonJS dependencies use. Gives the module's code and the absolute
 * paths of the files esbuild read for it (the modules of plugins' namespaces are not files).
 */
export async function bundleForNode(
  file: string,
  options: { plugins: Plugin[]; banner: string; loader?: Record<string, Loader> },
): Promise<{ code: string; inputs: string[] }> {
  const dir = path.dirname(file);
  const where = { url: JSON.stringify(pathToFileURL(file).href), file: JSON.stringify(file), dir: JSON.stringify(dir) };
  const result = await build({
    entryPoints: [file],
    absWorkingDir: dir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'silent',
    loader: options.loader,
    define: {
      'import.meta.url': where.url,
      'import.meta.filename': where.file,
      'import.meta.dirname': where.dir,
      __dirname: where.dir,
      __filename: where.file,
    },
    banner: { js: options.banner },
    plugins: options.plugins,
    metafile: true,
  });
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !/^[\w-]+:/.test(input));
  return { code: result.outputFiles[0]!.text, inputs: inputs.map((input) => path.resolve(dir, input)) };
}

/** Where esbuild says a module is wrong: its first message, with the file made absolute and a 1-based column. */
export function bundleProblem(cause: unknown, dir: string): { text: string; file?: string; line?: number; column?: number; lineText?: string } | undefined {
  const message = (cause as { errors?: Message[] }).errors?.[0];
  if (!message) return undefined;
  const at = message.location;
  return { text: message.text, ...(at ? { file: path.resolve(dir, at.file), line: at.line, column: at.column + 1, lineText: at.lineText } : {}) };
}
