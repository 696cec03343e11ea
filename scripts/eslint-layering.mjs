// The layering of src/, checked by eslint (rule `diemen/layering`), so it is a fact and not a claim:
//   - the shared layers (core, dice, grid, engine, scenario, log, sim) import no game and no CLI;
//   - a game's rules (src/rulesets/<game>/) import no other game and no CLI;
//   - a game's face (src/cli/<game>/) imports no other game;
//   - the rest of the CLI names no game: only the registries (src/rulesets/registry.ts,
//     src/cli/games.ts, src/cli/gameCommands.ts) list them.
// Games are the folders of src/rulesets/. Only relative imports are looked at (packages are the
// business of no-restricted-imports).
import { readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const SHARED = new Set(['core', 'dice', 'grid', 'engine', 'scenario', 'log', 'sim']);
const REGISTRIES = new Set(['rulesets/registry.ts', 'cli/games.ts', 'cli/gameCommands.ts']);

function gamesIn(src) {
  try {
    return new Set(
      readdirSync(join(src, 'rulesets'), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name),
    );
  } catch {
    return new Set();
  }
}

/** Where a file under src/ sits: its layer, and the game it belongs to, if any. */
function place(rel, games) {
  const parts = rel.split(sep);
  const layer = parts[0];
  if (layer === 'rulesets' || layer === 'cli') {
    const game = parts.length > 2 && games.has(parts[1]) ? parts[1] : null;
    return { layer, game };
  }
  return { layer, game: null };
}

/** Why `from` may not import `to` (paths relative to src/), or null. */
export function violation(from, to, games) {
  if (REGISTRIES.has(from.split(sep).join('/'))) return null;
  const a = place(from, games);
  const b = place(to, games);
  if (SHARED.has(a.layer)) {
    if (b.layer === 'cli') return `src/${a.layer} is shared and pure: it may not import the CLI`;
    if (b.layer === 'rulesets') return `src/${a.layer} is shared: it may not import a game (src/rulesets)`;
    return null;
  }
  if (a.layer === 'rulesets') {
    if (b.layer === 'cli') return 'the rules are pure: they may not import the CLI';
    if (b.layer === 'rulesets' && b.game !== a.game) {
      return a.game
        ? `the game ${a.game} may not import ${b.game ? `another game (${b.game})` : 'rulesets/ outside its folder'}`
        : `src/rulesets/ outside a game's folder may not import a game (only registry.ts lists them)`;
    }
    return null;
  }
  if (a.layer === 'cli') {
    if (b.game && b.game !== a.game) {
      return a.game
        ? `the face of ${a.game} may not import another game (${b.game})`
        : `shared CLI code may not name a game (${b.game}): go through the registry (src/cli/games.ts)`;
    }
  }
  return null;
}

export const layering = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const src = resolve(context.cwd, 'src');
    const rel = relative(src, file);
    if (rel.startsWith('..')) return {};
    const games = gamesIn(src);
    const check = (node, spec) => {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = relative(src, resolve(dirname(file), spec));
      if (target.startsWith('..')) return;
      const why = violation(rel, target, games);
      if (why) context.report({ node, message: `${why} ('${spec}').` });
    };
    return {
      ImportDeclaration: (n) => check(n.source, n.source.value),
      ExportNamedDeclaration: (n) => n.source && check(n.source, n.source.value),
      ExportAllDeclaration: (n) => check(n.source, n.source.value),
      ImportExpression: (n) => n.source.type === 'Literal' && check(n.source, n.source.value),
    };
  },
};
