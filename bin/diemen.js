#!/usr/bin/env node
'use strict';
// Thin launcher: the real program is the bundle built by `npm run build` (run by `npm install`).
try {
  require.resolve('../dist/diemen.cjs');
} catch {
  process.stderr.write('diemen: not built yet; run `npm run build` (npm install does it for you)\n');
  process.exit(70);
}
require('../dist/diemen.cjs');
