/** The error a `.mdx` file gets in untrusted content mode. */
export const MDX_REFUSED = {
  message: 'MDX is not built in untrusted content mode (an MDX file is code: it can import modules and run expressions at build time)',
  hint: 'rename the file to .md (it is then read as plain Markdown), or build without --untrusted / `untrusted: true` once the change is reviewed',
};
