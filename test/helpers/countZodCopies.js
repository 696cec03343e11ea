// Preloaded with `node -r`: counts how many times the program lists the exports of zod's bundle
// (dist/vendor-zod.cjs), as a bundle does each time it copies them into a namespace object, and
// prints `zod copied <n>` on stderr at exit.
const Module = require('node:module');
const original = Module._load;
let copies = 0;
Module._load = function load(request, ...rest) {
  const mod = original.call(this, request, ...rest);
  if (!/(?:^|\/)vendor-zod\.cjs$/.test(request)) return mod;
  return new Proxy(mod, {
    ownKeys(target) {
      copies++;
      return Reflect.ownKeys(target);
    },
  });
};
process.on('exit', () => process.stderr.write(`zod copied ${copies}\n`));
