// Preloaded into a benchmarked `portal build` (node --import): prints the process's peak memory and
// CPU time as the last line of stderr, worker threads included, since they share the process.
import { writeSync } from 'node:fs';

process.on('exit', () =>
  writeSync(
    2,
    `\n${JSON.stringify({ maxRssKb: process.resourceUsage().maxRSS, cpuMs: (process.resourceUsage().userCPUTime + process.resourceUsage().systemCPUTime) / 1000 })}\n`,
  ),
);
