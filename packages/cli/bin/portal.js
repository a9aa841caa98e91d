#!/usr/bin/env node
// Runs the TypeScript sources directly through tsx, so `pnpm install` is the only set-up step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv);
