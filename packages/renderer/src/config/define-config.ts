import type { PortalConfigInput } from './schema.ts';

export type { PortalConfigInput, PortalConfig } from './schema.ts';

/** Types `portal.config.ts`; validation happens when the build loads it. */
export function defineConfig(config: PortalConfigInput): PortalConfigInput {
  return config;
}
