import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import v8 from 'node:v8';
import { rendererCodeVersion, siteCachePath } from '../cache/index.ts';
import { replaceCacheFile } from '../cache/replace-file.ts';
import { dependenciesHold } from '../cache/tracked-compile.ts';
import type { Diagnostic } from '../diagnostics.ts';
import type { LayoutLinks } from '../links/page-links.ts';
import type { RenderedPage, RenderJob } from './render-pages.ts';

/** Bump when the kept file changes shape. */
const FORMAT = 1;

/**
 * What a render read besides its job: the URL each image it asked for got (content-hashed; none for a
 * missing file) and the fingerprint of each other input its guides depend on (imported partials and
 * components, packages; guide-compiler.ts `guideDependencies`). The render context asks through
 * `addAsset` and `dependency`, which note each answer, the compile cache's check of a kept guide
 * included.
 */
export class RenderReceipts {
  readonly assets = new Map<string, string | undefined>();
  readonly dependencies = new Map<string, string | undefined>();

  constructor(
    private readonly assetUrl: (abs: string) => string | undefined,
    private readonly fingerprint: (key: string) => string | undefined,
  ) {}

  /** The URL of an image (the render's `addAsset`), noted. */
  readonly addAsset = (abs: string): string | undefined => {
    const url = this.assetUrl(abs);
    this.assets.set(abs, url);
    return url;
  };

  /** The fingerprint of a guide's dependency, noted. */
  readonly dependency = (key: string): string | undefined => {
    const value = this.fingerprint(key);
    this.dependencies.set(key, value);
    return value;
  };

  /**
   * Do the receipts of an earlier render answer the same now (asked unnoted), as a kept compile's
   * are checked (tracked-compile.ts)? An image asked for is registered for this build as a render
   * would register it.
   */
  hold(kept: { assets: [string, string | undefined][]; dependencies: [string, string | undefined][] }): boolean {
    return dependenciesHold({ routes: [], assets: kept.assets, deps: kept.dependencies }, { routeOfFile: () => undefined, addAsset: this.assetUrl, dependency: this.fingerprint });
  }
}

/** A whole site's render as kept: every page's bytes and facts, and what checking its links needs. */
export interface KeptRender {
  pages: RenderedPage[];
  layout: LayoutLinks;
  diagnostics: Diagnostic[];
}

interface MemoFile extends KeptRender {
  key: string;
  assets: [string, string | undefined][];
  dependencies: [string, string | undefined][];
}

/**
 * The last render of a small site (one rendered in the main thread), kept as `render-<site>.bin` in
 * the cache folder: a warm build of a site where nothing changed gives the same pages without
 * rendering them. It is used only when the job is the same (a sha256 of the site model, the assets,
 * the site's components, the working folder (messages name files from it) and `NODE_ENV` (React's
 * build), under portal's code version) and everything else
 * the render read answers as it did: each image gets the same URL (its content) and each dependency
 * of a guide the same fingerprint, asked through the same functions as a render asks them. Any
 * difference renders the site as before (with the other caches). A render that reported an error is
 * never kept.
 */
export class RenderMemo {
  private readonly file: string | undefined;
  private readonly key: string;

  constructor(job: RenderJob) {
    const file = memoFile(job.contentDir);
    this.key = file === undefined ? '' : jobKey(job);
    // A job that cannot be keyed is rendered every time.
    this.file = this.key ? file : undefined;
  }

  /** Is a render of the site of `contentDir` kept (its next build may need nothing rendered)? */
  static exists(contentDir: string): boolean {
    const file = memoFile(contentDir);
    return file !== undefined && existsSync(file);
  }

  /** The kept render when its job is this one and every receipt it kept answers the same to `receipts`. */
  read(receipts: RenderReceipts): KeptRender | undefined {
    if (!this.file) return undefined;
    let kept: MemoFile;
    try {
      kept = v8.deserialize(readFileSync(this.file)) as MemoFile;
    } catch {
      return undefined; // missing, cut short or of another Node
    }
    if (kept.key !== this.key || !receipts.hold(kept)) return undefined;
    return { pages: kept.pages, layout: kept.layout, diagnostics: kept.diagnostics };
  }

  /** Keeps a render and its receipts for the next build (a render with errors is not kept). */
  save(render: KeptRender, receipts: RenderReceipts): void {
    if (!this.file || render.diagnostics.some((d) => d.severity === 'error')) return;
    const kept: MemoFile = { key: this.key, assets: [...receipts.assets], dependencies: [...receipts.dependencies], ...render };
    replaceCacheFile(this.file, (tmp) => writeFileSync(tmp, v8.serialize(kept)));
  }
}

/** Where the render of the site of `contentDir` is kept; none without a cache folder. */
function memoFile(contentDir: string): string | undefined {
  const base = siteCachePath(contentDir, 'render');
  return base && `${base}.bin`;
}

/** The key of a render job: what every page is made from besides the files the receipts name. */
function jobKey(job: RenderJob): string {
  const { site, assets, contentDir, mdx } = job;
  let data: Buffer;
  try {
    data = v8.serialize({ site, assets, contentDir, mdx });
  } catch {
    return ''; // something in it is not data
  }
  return createHash('sha256').update(`${FORMAT}\u0000${rendererCodeVersion()}\u0000${process.cwd()}\u0000${process.env.NODE_ENV ?? ''}\u0000`).update(data).digest('hex');
}
