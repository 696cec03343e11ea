// Preloaded with `node -r`: prints `loaded <package>` on stderr for each bare package required
// (and for zod and yaml when required from their bundles in dist/, vendor-zod.cjs and
// vendor-yaml.cjs), so tests can check which dependencies a command pays for at start-up; and
// `compiled node_modules/<package>` for each package a file of which is compiled from node_modules.
const Module = require('node:module');
const original = Module._load;
const seen = new Set();
const once = (line) => {
  if (!seen.has(line)) {
    seen.add(line);
    process.stderr.write(`${line}\n`);
  }
};
Module._load = function load(request, ...rest) {
  const vendored = /(?:^|\/)vendor-([a-z]+)\.cjs$/.exec(request);
  if (vendored) once(`loaded ${vendored[1]}`);
  else if (!request.startsWith('.') && !request.startsWith('/') && !request.startsWith('node:')) {
    const name = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
    once(`loaded ${name}`);
  }
  return original.call(this, request, ...rest);
};
const compile = Module.prototype._compile;
Module.prototype._compile = function compiled(content, filename, ...rest) {
  const m = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(filename);
  if (m) once(`compiled node_modules/${m[1]}`);
  return compile.call(this, content, filename, ...rest);
};
