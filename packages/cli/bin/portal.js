#!/usr/bin/env node
// Runs the TypeScript sources directly through tsx, so `pnpm install` is the only set-up step.
// The workspace tsconfig is named explicitly so JSX compiles the same from any working directory.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

// React's production build renders several times faster than its development build.
process.env.NODE_ENV ??= 'production';
register({ tsconfig: fileURLToPath(new URL('../../../tsconfig.json', import.meta.url)) });
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv);
