// Imported first by the bench scripts that load React in-process: React reads NODE_ENV when it is
// first loaded, and `portal` (bin/portal.js) runs it as production, so a bench must too.
process.env.NODE_ENV ??= 'production';
