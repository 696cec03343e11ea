/**
 * What to offer when a shell asks `diemen __complete WORDS... CURRENT`: commands, a command's
 * options, the values an option takes, bundled scenario names where a command takes a scenario
 * file. Worked out from commander's own description of the program, never a second list of
 * commands. Words that need a scenario read (the sides after --ai) come from a callback.
 */

export interface CommandShape {
  readonly name: string;
  /** Long flags (`--seed`) and whether each takes a value. */
  readonly options: readonly {
    readonly flag: string;
    readonly takesValue: boolean;
    /** The value's name in the help (`<file>`, `<seed>`): file-like names get file completion. */
    readonly valueName?: string;
  }[];
  /** Its positional arguments' names, in order (`file`, `files`, `log`). */
  readonly args: readonly string[];
  /** Commands under it (`diemen df attack`), completed like the top level. */
  readonly subcommands?: readonly CommandShape[];
}

export interface CompletionSources {
  readonly scenarioNames: () => readonly string[];
  /**
   * The ready-made armies' names: of the game of the scenario `file` (a path or a bundled name)
   * after --army, of the game whose `command` (`df`) takes an `army` argument, else of every game.
   */
  readonly armyNames: (scope: { file?: string; command?: string }) => Promise<readonly string[]>;
  readonly games: () => Promise<readonly string[]>;
  /** The side ids of the scenario named by `file` (a path or a bundled name), if it loads. */
  readonly sides: (file: string) => Promise<readonly string[]>;
}

/** Candidates, and whether the shell should offer file names too. */
export interface Completions {
  readonly words: readonly string[];
  readonly files: boolean;
}

const FIXED_VALUES: Readonly<Record<string, readonly string[]>> = {
  '--grid': ['hex', 'square'],
};

const SCENARIO_ARGS = new Set(['file', 'files', 'scenario']);

/** The words after the command that are positional, skipping options and their values. */
function positionals(cmd: CommandShape, words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w.startsWith('-')) {
      const takes = cmd.options.find((o) => o.flag === w.split('=')[0])?.takesValue ?? false;
      if (takes && !w.includes('=')) i++;
      continue;
    }
    out.push(w);
  }
  return out;
}

/**
 * `--army SIDE=ARMY`: first the scenario's sides (`legion=`), then after the `=` (and after each
 * comma, for sim's list) the ready-made armies of the scenario's game; files too, for one's own.
 */
async function armyValue(
  cmd: CommandShape,
  rest: readonly string[],
  current: string,
  sources: CompletionSources,
): Promise<Completions> {
  const eq = current.indexOf('=');
  const file = positionals(cmd, rest)[0];
  if (eq < 0) {
    const sides = file ? await sources.sides(file) : [];
    return { words: sides.map((s) => `${s}=`).filter((w) => w.startsWith(current)), files: false };
  }
  const head = current.slice(0, Math.max(eq, current.lastIndexOf(',')) + 1);
  const words = (await sources.armyNames({ file })).map((a) => head + a);
  return { words: words.filter((w) => w.startsWith(current)), files: true };
}

export async function complete(
  program: readonly CommandShape[],
  words: readonly string[],
  sources: CompletionSources,
  /** The command whose subcommands `program` are (`df` for `diemen df army`). */
  parent?: string,
): Promise<Completions> {
  const current = words[words.length - 1] ?? '';
  const before = words.slice(0, -1);
  const keep = (xs: readonly string[]) => xs.filter((x) => x.startsWith(current));
  if (before.length === 0) return { words: keep(program.map((c) => c.name)), files: false };
  const cmd = program.find((c) => c.name === before[0]);
  if (!cmd) return { words: [], files: true };
  if (cmd.subcommands && !(before.length === 1 && current.startsWith('-'))) {
    return complete(cmd.subcommands, words.slice(1), sources, cmd.name);
  }
  const rest = before.slice(1);
  const previous = rest[rest.length - 1];
  const option = cmd.options.find((o) => o.flag === previous);
  if (option?.takesValue) {
    if (option.flag === '--ai') {
      const file = positionals(cmd, rest)[0];
      return { words: keep(['all', ...(file ? await sources.sides(file) : [])]), files: false };
    }
    if (option.flag === '--army') return armyValue(cmd, rest, current, sources);
    if (option.flag === '--ruleset') return { words: keep(await sources.games()), files: false };
    const fixed = FIXED_VALUES[option.flag];
    if (fixed) return { words: keep(fixed), files: false };
    return { words: [], files: /file|log|dir|path/.test(option.valueName ?? '') };
  }
  if (current.startsWith('-')) {
    return { words: keep([...cmd.options.map((o) => o.flag), '--help']), files: false };
  }
  const arg = cmd.args[positionals(cmd, rest).length] ?? cmd.args[cmd.args.length - 1];
  if (cmd.name === 'completion') return { words: keep(['bash', 'zsh', 'fish']), files: false };
  if (arg === 'army') return { words: keep(await sources.armyNames({ command: parent })), files: true };
  if (arg !== undefined && SCENARIO_ARGS.has(arg) && cmd.name !== 'new') {
    return { words: keep(sources.scenarioNames()), files: true };
  }
  return { words: [], files: arg !== undefined };
}
