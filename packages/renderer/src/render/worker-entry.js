// A render worker run from the sources: registers tsx (hooks do not cross into worker threads), then runs the worker.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../../../../tsconfig.json', import.meta.url)) });
await import('./render-worker.ts');
