// Preloaded with `node -r`: prints `required <request>` on stderr for every module the process
// requires, our own lazy chunks included, so tests can check what a command loads (requiredBy.ts).
const Module = require('node:module');
const original = Module._load;
Module._load = function load(request, ...rest) {
  process.stderr.write(`required ${request}\n`);
  return original.call(this, request, ...rest);
};
