import { chromium } from 'playwright-core';
import { createServer } from 'node:http';
import { startServe } from '/work/main/packages/cli/src/serve/start-serve.ts';
