import { launchChromium } from './browser/browser.ts';
import { spawn } from 'node:child_process';
const server = spawn('node', ['packages/cli/bin/portal.js', 'serve', '--dir', '/tmp/mk-build', '--port', '4517'], { stdio: 'ignore' });
for (let i = 0; i < 100; i++) { try { await fetch('http://127.0.0.1:4517/'); break; } catch { await new Promise((r) => setTimeout(r, 200)); } }
const b = await launchChromium();
const [w, h, route, dark, file] = process.argv.slice(2);
const ctx = await b.newContext({ viewport: { width: +w, height: +h }, colorScheme: dark === 'dark' ? 'dark' : 'light' });
const p = await ctx.newPage();
await p.goto(`http://127.0.0.1:4517${route}`);
await p.waitForTimeout(1500);
console.log(await p.evaluate(() => [...document.querySelectorAll('.code-tabs')].map((e) => { const r = e.getBoundingClientRect(); return `${e.closest('[class]')?.parentElement?.className} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`; })));
console.log(await p.evaluate(() => { const m = document.querySelector('.api-op-main')?.getBoundingClientRect(); return m && `${m.x} ${m.width}`; }));
await p.screenshot({ path: file });
await b.close(); server.kill(); process.exit(0);
