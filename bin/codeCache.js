'use strict';
// V8's code cache for the bundles in dist/: compiling our code and commander's is a good part of a
// short command's start-up (`diemen roll 12d`), and V8 can skip it with the cache `npm run build`
// writes by running a few commands (scripts/build.mjs). A cache made by another Node version, or
// damaged, is rejected by V8 and the file compiles as usual: never worse than no cache.
const Module = require('node:module');
const { readFileSync, writeFileSync, mkdirSync } = require('node:fs');
const { join, dirname, basename, sep } = require('node:path');

/** Where this Node's caches live: one folder per version and architecture. */
const cacheDir = (dist) => join(dist, 'code-cache', `${process.version}-${process.arch}`);

/**
 * Compiles dist's bundles with their cache from now on. With `write` (the build's warm-up runs),
 * writes each bundle's cache at exit, holding every function the run compiled; `writeNow()` writes
 * it at once (a worker thread that is terminated never sees its exit).
 */
function useCodeCache(dist, write) {
  const dir = cacheDir(dist);
  const prefix = dist + sep;
  const compiled = [];
  let vm;
  const plain = Module.prototype._compile;
  Module.prototype._compile = function compile(content, filename, ...rest) {
    // A bundle with a dynamic import() compiles as usual: on Node 20 a script restored from V8's
    // cache has lost its import callback, so the import would throw (src/cli/prompts/loadInquirer.ts
    // keeps that to one small bundle).
    if (!filename.startsWith(prefix) || !filename.endsWith('.cjs') || content.includes('import('))
      return plain.call(this, content, filename, ...rest);
    const file = join(dir, `${basename(filename)}.v8`);
    let cachedData;
    try {
      cachedData = readFileSync(file);
    } catch {
      if (!write) return plain.call(this, content, filename, ...rest);
    }
    vm ??= require('node:vm');
    const script = new vm.Script(Module.wrap(content), { filename, cachedData });
    if (write) compiled.push({ script, file });
    const fn = script.runInThisContext({ displayErrors: true });
    const mod = this;
    const req = (id) => mod.require(id);
    req.resolve = (request, options) => Module._resolveFilename(request, mod, false, options);
    req.main = require.main;
    req.cache = Module._cache;
    return fn.call(mod.exports, mod.exports, req, mod, filename, dirname(filename));
  };
  const writeNow = () => {
    mkdirSync(dir, { recursive: true });
    for (const { script, file } of compiled) writeFileSync(file, script.createCachedData());
  };
  if (write) process.on('exit', writeNow);
  return { writeNow };
}

module.exports = { useCodeCache, cacheDir };
