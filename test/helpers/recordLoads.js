// Preloaded with `node -r`: prints `loaded <package>` on stderr for each bare package required,
// so tests can check which dependencies a command pays for at start-up.
const Module = require('node:module');
const original = Module._load;
const seen = new Set();
Module._load = function load(request, ...rest) {
  if (!request.startsWith('.') && !request.startsWith('/') && !request.startsWith('node:')) {
    const name = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
    if (!seen.has(name)) {
      seen.add(name);
      process.stderr.write(`loaded ${name}\n`);
    }
  }
  return original.call(this, request, ...rest);
};
