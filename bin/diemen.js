#!/usr/bin/env node
'use strict';
// Thin launcher: the real program is the bundle built by `npm run build` (run by `npm install`).
import('../dist/diemen.mjs').catch((err) => {
  if (err && err.code === 'ERR_MODULE_NOT_FOUND' && String(err.message).includes('dist')) {
    process.stderr.write('diemen: not built yet; run `npm run build` (npm install does it for you)\n');
  } else {
    process.stderr.write(`diemen: internal error: ${err && err.message ? err.message : err}\n`);
  }
  process.exitCode = 70;
});
