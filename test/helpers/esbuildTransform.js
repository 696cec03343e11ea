/**
 * Jest's transform (test/helpers/jestShared.js): TypeScript, and the packages that ship ES modules
 * only (chalk, inquirer), to CommonJS with esbuild, which builds the bundle too. It strips the types
 * and checks none: `npm run lint` type-checks (tsc).
 *
 * Why not ts-jest: in a fresh clone (CI) every module is compiled once per run, and ts-jest's
 * compile cost more CPU than the tests: ten test files took 28.9 s of CPU cold with ts-jest, 12.9 s
 * with esbuild, and about 10 s either way once compiled (each worker loads the TypeScript compiler,
 * then compiles every module it meets). ts-jest's cache key also holds the whole jest config, so
 * `npm run test:heavy` compiled every module again after `npm test` had; this key is the file's
 * name and text and this transform's own version, so the heavy project reuses the fast one's work.
 *
 * `jest.mock(...)` at the top level of a test is run before the file's imports, as babel-jest and
 * ts-jest hoist it: esbuild puts every import first, so the call is moved up after the compile.
 */
const { transformSync } = require('esbuild');
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');

const OPTIONS = {
  format: 'cjs',
  target: 'node20',
  sourcemap: 'inline',
  // `await import('inquirer')` becomes a require(): jest's CommonJS runtime has no import().
  supported: { 'dynamic-import': false },
  tsconfigRaw: { compilerOptions: { useDefineForClassFields: true } },
};
const VERSION = createHash('sha256')
  .update(readFileSync(__filename))
  .update(require('esbuild/package.json').version)
  .digest('hex');

/** The index just past the `)` that closes the `(` at `open`, skipping strings and comments. */
function closing(code, open) {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    const c = code[i];
    if (c === '"' || c === "'" || c === '`') {
      for (i++; i < code.length && code[i] !== c; i++) if (code[i] === '\\') i++;
    } else if (c === '/' && code[i + 1] === '/') {
      i = code.indexOf('\n', i);
      if (i < 0) break;
    } else if (c === '/' && code[i + 1] === '*') {
      i = code.indexOf('*/', i) + 1;
      if (i <= 0) break;
    } else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i + 1;
  }
  throw new Error('esbuildTransform: unbalanced jest.mock( call');
}

/**
 * Each top-level `jest.mock(...);` (at the start of a line: esbuild indents anything nested) is
 * moved to the first line, its line breaks left where it was so that the source map still holds.
 */
function hoistMocks(code) {
  const calls = [];
  let out = code;
  for (let at = out.search(/^jest\.mock\(/m); at >= 0; at = out.search(/^jest\.mock\(/m)) {
    let end = closing(out, at + 'jest.mock'.length);
    if (out[end] === ';') end++;
    const call = out.slice(at, end);
    if (call.includes('//')) throw new Error('esbuildTransform: a line comment in a jest.mock( call');
    calls.push(call.replace(/\n/g, ' '));
    out = out.slice(0, at) + call.replace(/[^\n]/g, '') + out.slice(end);
  }
  return calls.length === 0 ? code : `${calls.join(' ')} ${out}`;
}

module.exports = {
  getCacheKey(source, filename) {
    return createHash('sha256').update(VERSION).update(filename).update('\0').update(source).digest('hex');
  },
  process(source, filename) {
    const loader = /\.[cm]?ts$/.test(filename) ? 'ts' : 'js';
    const { code } = transformSync(source, { ...OPTIONS, loader, sourcefile: filename });
    return { code: source.includes('jest.mock(') ? hoistMocks(code) : code };
  },
};
