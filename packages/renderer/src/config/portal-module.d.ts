/** `import { defineConfig } from 'portal'`: what `portal migrate` writes; the build resolves it (load-config.ts), this types it. */
declare module 'portal' {
  export { defineConfig } from '@portal/renderer/config';
}
