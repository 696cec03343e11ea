// Caches in one place per game (issue 26), the part no-restricted-syntax can't see: state hidden
// in a closure made at module level, so it outlives a battle. `no-restricted-syntax` in
// eslint.config.mjs refuses module-level `let` and `new Map` (and the like); this rule
// (`caches/hidden-state`) refuses the same state one call removed, at module level:
//   - an inline function called there that keeps state: `const f = (() => { const m = new Map(); ... })()`;
//   - a closure factory called there: a function, of this file or imported from a relative path,
//     that declares state (`let`, `new Map`, a scratch buffer...) in its own body and returns a
//     function over it (`const memo = makeMemo()`).
// A factory called inside a function is lawful (a general's memo lives as long as its battle), and
// so is a function that makes a Map and uses it before it returns. caches.ts files are exempt, like
// the rule they extend.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parse } from '@typescript-eslint/typescript-estree';

const STATEFUL =
  /^(Map|WeakMap|WeakSet|RecentCache|BoundedMap|(Big)?(Int|Uint|Float)(8|16|32|64)(Clamped)?Array)$/;
const MESSAGE = "State kept in a closure belongs in this game's caches.ts (issue 26).";

const isFunction = (n) =>
  n &&
  (n.type === 'FunctionExpression' ||
    n.type === 'ArrowFunctionExpression' ||
    n.type === 'FunctionDeclaration');

/** The statements of a function's own body (not of functions nested in it). */
function ownStatements(fn) {
  return fn.body && fn.body.type === 'BlockStatement' ? fn.body.body : [];
}

/** Does the function declare state in its own top scope: `let`, or `new Map(...)` and the like? */
function keepsState(fn) {
  for (const st of ownStatements(fn)) {
    if (st.type !== 'VariableDeclaration') continue;
    if (st.kind === 'let') return true;
    for (const d of st.declarations) {
      const init = d.init;
      if (
        init &&
        init.type === 'NewExpression' &&
        init.callee.type === 'Identifier' &&
        STATEFUL.test(init.callee.name)
      )
        return true;
    }
  }
  return false;
}

/** Does the function hand out a function: `return () => ...`, `return function ...`, `return { get: () => ... }`? */
function returnsClosure(fn) {
  if (fn.body && fn.body.type !== 'BlockStatement') return isFunction(fn.body);
  const found = (node) => {
    if (!node || typeof node.type !== 'string') return false;
    if (node !== fn && isFunction(node)) return false; // a nested function's own returns are its own
    if (node.type === 'ReturnStatement' && node.argument) {
      const a = node.argument;
      if (isFunction(a)) return true;
      if (a.type === 'ObjectExpression') return a.properties.some((p) => p.value && isFunction(p.value));
      return false;
    }
    for (const key of Object.keys(node)) {
      if (key === 'parent') continue;
      const v = node[key];
      if (Array.isArray(v)) {
        if (v.some((c) => c && typeof c.type === 'string' && found(c))) return true;
      } else if (v && typeof v.type === 'string' && found(v)) return true;
    }
    return false;
  };
  return found(fn.body);
}

const atModuleLevel = (node) => {
  let p = node.parent;
  while (p && p.type !== 'Program') {
    if (isFunction(p) || p.type === 'ClassBody') return false;
    p = p.parent;
  }
  return true;
};

/** The function a name stands for in a program: `function f`, `const f = () =>`, exported or not. */
function functionNamed(program, name) {
  for (let st of program.body) {
    if (st.type === 'ExportNamedDeclaration' && st.declaration) st = st.declaration;
    if (st.type === 'FunctionDeclaration' && st.id && st.id.name === name) return st;
    if (st.type === 'VariableDeclaration')
      for (const d of st.declarations)
        if (d.id.type === 'Identifier' && d.id.name === name && isFunction(d.init)) return d.init;
  }
  return null;
}

/** Parsed files the factories were imported from, by path (null: unreadable). */
const parsed = new Map();
function programOf(file) {
  if (!parsed.has(file)) {
    let program = null;
    for (const f of [file, `${file}.ts`, `${file}/index.ts`]) {
      try {
        program = parse(readFileSync(f, 'utf8'), { range: false, loc: false });
        break;
      } catch {
        // not this one
      }
    }
    parsed.set(file, program);
  }
  return parsed.get(file);
}

/**
 * src/core/once.ts: `once(build)` keeps the one value `build` returns, made from no input, so it
 * is a constant built on first use (a game's zod schemas, issue 23), not state a battle could see
 * change. Its `let` is not the memo this rule looks for.
 */
const ONCE_FILE = resolve(dirname(new URL(import.meta.url).pathname), '..', 'src', 'core', 'once');

/** The function `name` is in this file, or in the file it is imported from by a relative path. */
function resolveFunction(program, name, filename) {
  const local = functionNamed(program, name);
  if (local) return local;
  for (const st of program.body) {
    if (st.type !== 'ImportDeclaration' || !st.source.value.startsWith('.')) continue;
    const spec = st.specifiers.find((x) => x.type === 'ImportSpecifier' && x.local.name === name);
    if (!spec) continue;
    const from = resolve(dirname(filename), st.source.value);
    const importedName = spec.imported.name ?? spec.imported.value;
    if (from === ONCE_FILE && importedName === 'once') return null;
    const other = programOf(from);
    return other ? functionNamed(other, importedName) : null;
  }
  return null;
}

const MUTATORS = new Set([
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'sort',
  'reverse',
  'fill',
  'copyWithin',
]);

/** Module-level `const x = []` (or `new Array(...)`): the names of arrays a file might keep state in. */
function moduleArrays(program) {
  const names = new Map();
  for (let st of program.body) {
    if (st.type === 'ExportNamedDeclaration' && st.declaration) st = st.declaration;
    if (st.type !== 'VariableDeclaration') continue;
    for (const d of st.declarations) {
      const init = d.init?.type === 'TSAsExpression' ? d.init.expression : d.init;
      const isArray =
        init &&
        (init.type === 'ArrayExpression' ||
          (init.type === 'NewExpression' &&
            init.callee.type === 'Identifier' &&
            init.callee.name === 'Array'));
      if (d.id.type === 'Identifier' && isArray) names.set(d.id.name, d);
    }
  }
  return names;
}

/** `x.push(...)` and the like, or `x[i] = ...` / `x.length = ...`: the array named `x` is written. */
function writtenArray(node) {
  if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression') {
    const m = node.callee;
    const name = m.property.type === 'Identifier' && !m.computed ? m.property.name : null;
    if (m.object.type === 'Identifier' && name && MUTATORS.has(name)) return m.object.name;
  }
  if (node.type === 'AssignmentExpression' && node.left.type === 'MemberExpression') {
    if (node.left.object.type === 'Identifier') return node.left.object.name;
  }
  return null;
}

/** The declarator that `name` resolves to from `scope`: the nearest enclosing scope that declares it. */
function declaredBy(scope, name) {
  for (let sc = scope; sc; sc = sc.upper) {
    const variable = sc.set.get(name);
    if (variable) return variable.defs[0]?.node ?? null;
  }
  return null;
}

export const hiddenState = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      hidden: MESSAGE,
      array: "A module-level array written to is state: it belongs in this game's caches.ts (issue 26).",
    },
  },
  create(context) {
    // A module-level array the file writes to is a memo or a scratch buffer, as a `new Map` would
    // be (a list of recent answers, say); a constant table (`const NAMES = [...]`) is never written.
    let arrays = null;
    const reported = new Set();
    const written = (node) => {
      arrays ??= moduleArrays(context.sourceCode.ast);
      const name = writtenArray(node);
      const declared = name && arrays.get(name);
      // The name must be the module's own, not a local of the same name in some enclosing scope.
      if (
        declared &&
        !reported.has(declared) &&
        declaredBy(context.sourceCode.getScope(node), name) === declared
      ) {
        reported.add(declared);
        context.report({ node: declared, messageId: 'array' });
      }
    };
    return {
      AssignmentExpression: written,
      CallExpression(node) {
        written(node);
        if (!atModuleLevel(node)) return;
        const c = node.callee;
        const program = context.sourceCode.ast;
        const fn = isFunction(c)
          ? c
          : c.type === 'Identifier'
            ? resolveFunction(program, c.name, context.filename)
            : null;
        if (!fn) return;
        // An inline function keeps its state for good once called here; a named one, when it hands it out.
        if (keepsState(fn) && (fn === c || returnsClosure(fn))) context.report({ node, messageId: 'hidden' });
      },
    };
  },
};
