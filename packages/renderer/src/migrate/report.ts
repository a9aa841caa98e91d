/** One group of what `portal migrate` did not carry over, with what the team should do about it. */
export interface NotCarriedGroup {
  title: string;
  todo: string;
  items: string[];
}

/** The groups, in the order the report prints them; an item goes to the first whose pattern matches it. */
const GROUPS: { title: string; todo: string; match: RegExp }[] = [
  {
    title: 'Navigation (navbar and footer)',
    todo: 'add these items to `navbar.items` or `footer` in portal.config.ts by hand (links, dropdowns and icon links are supported), or leave them out',
    match: /^(in dropdown |navbar|footer)/,
  },
  {
    title: 'Docs instances and docs options',
    todo: 'move the guides into a docs instance (`docsInstances` in portal.config.ts) or the content folder, and set the options by hand where portal has them',
    match: /^(docs[ .:]|docs plugin|plugin @docusaurus\/plugin-content-docs)/,
  },
  { title: 'Blog', todo: "move the posts into changelog/ beside the content folder (portal's blog is the changelog)", match: /blog/ },
  {
    title: 'Plugins and presets',
    todo: 'portal runs none of these: rebuild what each gave (pages, data, scripts) as guides or site components, or leave it out',
    match: /^(plugin |preset|not installed)/,
  },
  {
    title: 'Look: theme, styles, components, pages',
    todo: 'swizzled components are not built: keep their content as guides or MDX components, their styles in `stylesheets`',
    match: /^(swizzled|pages in src|prism|theme\.|themeConfig|stylesheets|scripts|headTags|clientModules)/,
  },
];
const OTHER = { title: 'Other settings', todo: 'portal has no equivalent: check whether the site needs them' };

/** Groups the lines of `notCarried` for the report, each group with what to do; every line lands in one group. */
export function groupNotCarried(lines: readonly string[]): NotCarriedGroup[] {
  const groups = [...GROUPS.map((g) => ({ title: g.title, todo: g.todo, items: [] as string[] })), { ...OTHER, items: [] as string[] }];
  for (const line of lines) {
    const at = GROUPS.findIndex((g) => g.match.test(line));
    groups[at === -1 ? groups.length - 1 : at]!.items.push(line);
  }
  return groups.filter((g) => g.items.length);
}

/** The report's text: a heading per group with its count and what to do, then its lines. */
export function formatNotCarried(lines: readonly string[]): string {
  if (!lines.length) return 'Everything in the config was carried over.\n';
  const out = [`Not carried over (${lines.length}):`];
  for (const group of groupNotCarried(lines)) {
    out.push(``, `${group.title} (${group.items.length}): ${group.todo}.`, ...group.items.map((line) => `  - ${line}`));
  }
  return `${out.join('\n')}\n`;
}
