/**
 * `@docusaurus/useGlobalData` on portal: Docusaurus plugins' global data does not exist here, so the
 * hooks say so by name instead of returning undefined for a component to crash on. A component that
 * calls one fails its page with this message (compile-mdx.ts names the page and the component).
 */

function noPluginData(hook: string, name?: string, id?: string): never {
  throw new Error(
    `${hook}(${[name, id]
      .filter(Boolean)
      .map((v) => JSON.stringify(v))
      .join(', ')}): portal does not carry Docusaurus plugins' global data; pass the data to the component as props, or import it from a JSON file of the site`,
  );
}

/** All plugins' global data: none (an empty object, as for a site without plugins). */
export function useGlobalData(): Record<string, never> {
  return {};
}

/** One plugin instance's global data: there is none to give. */
export function usePluginData(name: string, id?: string): never {
  return noPluginData('usePluginData', name, id);
}

/** Every instance's global data of one plugin: there is none to give. */
export function useAllPluginInstancesData(name: string): never {
  return noPluginData('useAllPluginInstancesData', name);
}
