#!/usr/bin/env node
'use strict';
// Thin launcher: the real program is the bundle built by `npm run build` (run by `npm install`).
// DIEMEN_CODE_CACHE=off compiles without the cache; =write is the build's warm-up (codeCache.js).
const cache = process.env.DIEMEN_CODE_CACHE;
if (cache !== 'off')
  require('./codeCache').useCodeCache(require('node:path').join(__dirname, '..', 'dist'), cache === 'write');
try {
  require('../dist/diemen.cjs');
} catch (e) {
  if (!(e && e.code === 'MODULE_NOT_FOUND' && String(e.message).includes('dist/diemen.cjs'))) throw e;
  process.stderr.write('diemen: not built yet; run `npm run build` (npm install does it for you)\n');
  process.exitCode = 70;
}
