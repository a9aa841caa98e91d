// The fuzz worker's entry: registers tsx (loader hooks do not cross into worker threads), then runs worker.ts.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)) });
await import('./worker.ts');
