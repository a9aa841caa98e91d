// Imported first by main.ts, so this runs before the rest of portal is loaded: a build's or watch's
// config is evaluated in a thread of its own (evaluate-config.ts), which starts now and is ready by
// the time the config is read, instead of starting then (60-80 ms of a warm build).
import { prestartConfigThread } from '@portal/renderer/config-thread';

const command = process.argv[2];
if (command === 'build' || command === 'watch') prestartConfigThread();
