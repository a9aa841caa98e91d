import path from 'node:path';
import { PortalError } from '../diagnostics.ts';
import { confine, describeRefusal } from '../safety/confine.ts';
import { refusedScheme, urlScheme } from '../safety/url-scheme.ts';

/**
 * A post's `image:` front matter, checked like a Markdown image: an http(s) URL or a site path
 * (`/img/x.png`) is kept; a relative path must stay inside the changelog folder (through
 * safety/confine.ts); a script URL (`javascript:`) or another scheme is refused.
 */
export function checkPostImage(
  image: string | undefined,
  post: { file: string; changelogDir: string; where: { file: string; line: number } },
): string | undefined {
  if (image === undefined) return undefined;
  const hint = 'use an https: URL, a path from the site root (/img/cover.png), or a path beside the post that stays inside the changelog folder';
  const scheme = urlScheme(image);
  if (scheme === 'http:' || scheme === 'https:') return image;
  if (scheme || refusedScheme(image)) throw new PortalError(`\`image\` with a \`${scheme}\` URL is refused`, { ...post.where, hint });
  if (image.startsWith('/') && !image.startsWith('//')) return image;
  const checked = confine({ roots: [post.changelogDir], from: path.dirname(post.file), target: image, relativeOnly: true });
  if (!checked.ok)
    throw new PortalError(`\`image\` "${image}" is refused: ${describeRefusal(checked.reason, 'the changelog folder')}`, { ...post.where, hint });
  return image;
}
