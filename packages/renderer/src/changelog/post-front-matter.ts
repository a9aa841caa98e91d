import { z } from 'zod';
import { contentUrl } from '../safety/url-scheme.ts';

const author = z.strictObject({
  name: z.string().min(1),
  title: z.string().optional(),
  url: contentUrl.optional(),
  image_url: contentUrl.optional(),
  email: z.string().optional(),
});

const tag = z.strictObject({
  label: z.string().min(1),
  permalink: z.string().min(1).optional(),
  description: z.string().optional(),
});

/** An author written inline, or the key of one in `authors.yml`. */
export type AuthorRef = string | z.infer<typeof author>;
/** A tag written inline, or the key of one in `tags.yml`. */
export type TagRef = string | z.infer<typeof tag>;

/** A `YYYY-MM-DD` date (YAML may also give a Date or a full ISO timestamp). */
const date = z.union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}([T ][0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'a date like 2025-03-01')]);

/** Front matter fields a changelog post honours (Docusaurus's blog names); others are reported as unknown. */
export const postFrontMatterSchema = z.looseObject({
  title: z.string().min(1).optional(),
  description: z.string().optional(),
  slug: z.string().min(1).optional(),
  date: date.optional(),
  authors: z.union([z.string().min(1), author, z.array(z.union([z.string().min(1), author]))]).optional(),
  tags: z.array(z.union([z.string().min(1), tag])).optional(),
  keywords: z.array(z.string()).optional(),
  draft: z.boolean().optional(),
  unlisted: z.boolean().optional(),
  image: z.string().optional(),
  hide_table_of_contents: z.boolean().optional(),
  toc_min_heading_level: z.number().int().min(2).max(6).optional(),
  toc_max_heading_level: z.number().int().min(2).max(6).optional(),
});

export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>;

/** `authors.yml`: key → author. */
export const authorsFileSchema = z.record(z.string(), author);
/** `tags.yml`: key → tag. */
export const tagsFileSchema = z.record(z.string(), z.union([tag, z.null()]));
