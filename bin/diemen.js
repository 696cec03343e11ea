#!/usr/bin/env node
'use strict';
// Thin launcher: the real program is the bundle built by `npm run build` (run by `npm install`).
try {
  require('../dist/diemen.cjs');
} catch (e) {
  if (!(e && e.code === 'MODULE_NOT_FOUND' && String(e.message).includes('dist/diemen.cjs'))) throw e;
  process.stderr.write('diemen: not built yet; run `npm run build` (npm install does it for you)\n');
  process.exitCode = 70;
}
