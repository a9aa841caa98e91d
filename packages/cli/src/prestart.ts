// Imported first by main.ts, so this runs before the rest of portal is loaded: a build's or watch's
// config is evaluated in a thread of its own (evaluate-config.ts), which starts now and is ready by
// the time the config is read, instead of starting then (60-80 ms of a warm build).
import { setFlagsFromString } from 'node:v8';
import { prestartConfigThread } from '@portal/renderer/config-thread';

const command = process.argv[2];
if (command === 'build' || command === 'watch') prestartConfigThread();

// A build's render threads make garbage fast and keep little (about 100 MB each on a large site): by
// default V8 lets a heap grow to two or three times what it keeps before it collects the old
// generation. Growing it by half at most (the flag is read at each collection, in every thread):
// 1,000 guides + 495 operations peaked at 544–562 MB instead of 709–835 MB, for 3–8 % more CPU; the
// real site (one thread) peaks the same (233–247 MB) either way.
if (command === 'build') setFlagsFromString('--heap-growing-percent=50');
