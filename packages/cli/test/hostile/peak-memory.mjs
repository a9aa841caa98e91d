// Preloaded into a `portal` run (`node --import`): at exit, writes the process's peak resident memory in KB
// (threads included) to the file PORTAL_PEAK_MEMORY_FILE names.
import { writeFileSync } from 'node:fs';

process.on('exit', () => writeFileSync(process.env.PORTAL_PEAK_MEMORY_FILE, String(process.resourceUsage().maxRSS)));
