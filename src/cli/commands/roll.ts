/**
 * `diemen roll`: rolls (or reads dice already rolled) and reads a One Roll Engine pool, optionally
 * against a blocker's roll whose chosen set becomes gobble dice. See docs/dice.md.
 */
import type { Command } from 'commander';
import { problem, type Problem, type Result } from '../../core/problem';
import { RNG_ID, seedRng, type RngState } from '../../core/rng';
import { newSeed } from '../seed';
import {
  blockerMasterDie,
  formatPool,
  formatSet,
  masterDieChoices,
  parseFaces,
  parsePool,
  preparePool,
  readRoll,
  resolveOpposed,
  rollPool,
  type Pool,
  type ReadRoll,
  type SplitSpec,
  type SquishSpec,
} from '../../dice/ore';
import { EXIT_OK, isInteractive, type Io } from '../io';
import type { RollReport, SideReport, VsReport } from '../render/renderRoll';
import { reportProblems } from '../report';
import { styleFor } from '../style';
import { looksOrdinary, readingLine } from '../dice/dispatch';
import { collect, intOption, parseSetText, parseSplit, parseSquish } from './diceOptions';
import type { Register } from '../register';

interface RollOpts {
  dice?: string;
  md?: string;
  difficulty?: string;
  penalty?: string;
  actions?: string;
  cap?: string;
  split: string[];
  squish: string[];
  vs?: string;
  vsDice?: string;
  vsMd?: string;
  vsSet?: string;
  untimed?: boolean;
  seed?: string;
  json?: boolean;
  target?: string;
  mod?: string;
  times?: string;
}

class Bad extends Error {
  constructor(readonly problem: Problem) {
    super(problem.message);
  }
}
/** Unwraps a Result inside the action; a Problem ends the command with exit code 2. */
const need = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Bad(r.error);
  return r.value;
};

/** The pool as written, or one ordinary die per face given with `--dice`. */
function poolFrom(text: string | undefined, faces: number[] | null, what: string): Pool {
  if (text !== undefined) return need(parsePool(text));
  if (faces) return { dice: faces.length, expert: null, master: false };
  throw new Bad(problem('roll.no-pool', `give a pool to roll (e.g. 6d) or the dice rolled with ${what}`));
}

function side(pool: Pool, rolledPool: Pool, read: ReadRoll): SideReport {
  return {
    pool: formatPool(pool),
    rolledPool: formatPool(rolledPool),
    dice: read.dice,
    rolled: read.rolled,
    expertDie: read.expertDie,
    masterDie: read.masterDie,
    read: read.read,
    waste: read.waste,
  };
}

async function askMasterDie(rolled: number[], difficulty: number): Promise<number | undefined> {
  const choices = masterDieChoices(rolled, difficulty);
  if (choices.length < 2) return undefined;
  const { default: inquirer } = await import('inquirer');
  const answer = await inquirer
    .prompt<{ face: number }>([
      {
        type: 'select',
        name: 'face',
        message: `Rolled ${rolled.join(' ')}. Set the Master Die to:`,
        choices: choices.map((c) => ({
          name: `${c.face}  → ${formatSet(c.set)}${c.counts ? '' : ' (below difficulty)'}   sets: ${c.sets.map(formatSet).join(', ')}`,
          value: c.face,
        })),
      },
    ])
    .catch((e: unknown) => {
      // Ctrl+C at the prompt: stop quietly rather than as an internal error.
      if (e instanceof Error && e.name === 'ExitPromptError')
        throw new Bad(problem('roll.cancelled', 'cancelled'));
      throw e;
    });
  return answer.face;
}

// eslint-disable-next-line max-lines-per-function -- the roll command's whole flow in order (read options, pick the dice, roll, show); its split by step is open in #26
async function roll(poolText: string | undefined, o: RollOpts, io: Io): Promise<RollReport> {
  const given = o.dice === undefined ? null : need(parseFaces(o.dice, '--dice'));
  const pool = poolFrom(poolText, given, '--dice');
  const difficulty = need(intOption(o.difficulty, '--difficulty')) ?? 0;
  const cap = need(intOption(o.cap, '--cap'));
  const prepared = need(
    preparePool(pool, {
      penalty: need(intOption(o.penalty, '--penalty')),
      actions: need(intOption(o.actions, '--actions')),
      cap,
    }),
  );
  const md = need(intOption(o.md, '--md'));
  if (md !== undefined && !pool.master) {
    throw new Bad(
      problem('roll.md-without-master', `--md ${md}: the pool ${formatPool(pool)} has no Master Die`),
    );
  }
  const splits: SplitSpec[] = o.split.map((s) => need(parseSplit(s)));
  const squishes: SquishSpec[] = o.squish.map((s) => need(parseSquish(s)));
  const opposed = o.vs !== undefined || o.vsDice !== undefined;
  if (!opposed && (o.vsMd !== undefined || o.vsSet !== undefined || o.untimed)) {
    throw new Bad(
      problem('roll.vs-missing', '--vs-md, --vs-set and --untimed need a blocker: --vs <pool> or --vs-dice'),
    );
  }
  const vsGiven = o.vsDice === undefined ? null : need(parseFaces(o.vsDice, '--vs-dice'));
  const vsPool = opposed ? poolFrom(o.vs, vsGiven, '--vs-dice') : null;
  const vsMd = need(intOption(o.vsMd, '--vs-md'));
  if (vsMd !== undefined && !vsPool?.master) {
    throw new Bad(problem('roll.md-without-master', `--vs-md ${vsMd}: the blocker's pool has no Master Die`));
  }
  const vsSet = o.vsSet === undefined ? undefined : need(parseSetText(o.vsSet, '--vs-set'));

  // One seed drives every random die of the command, the active roll first, then the blocker.
  const random = given === null || (vsPool !== null && vsGiven === null);
  const seed = random ? (o.seed ?? newSeed()) : undefined;
  let rng: RngState | null = seed === undefined ? null : seedRng(seed);
  const draw = (p: Pool): number[] => {
    const r = rollPool(p, rng!);
    rng = r.rng;
    return r.faces;
  };

  if (given && given.length !== prepared.rolled.dice) {
    const n = prepared.rolled.dice;
    const how =
      formatPool(prepared.rolled) === formatPool(pool)
        ? ''
        : ` (after penalty, actions and cap: ${formatPool(prepared.rolled)})`;
    throw new Bad(
      problem(
        'dice.count-mismatch',
        `--dice: ${formatPool(pool)}${how} rolls ${n} ${n === 1 ? 'die' : 'dice'}, but ${given.length} were given`,
        {
          facts: { expected: n, given: given.length },
        },
      ),
    );
  }
  const rolled = given ?? draw(prepared.rolled);
  let masterDie = md;
  if (
    prepared.rolled.master &&
    md === undefined &&
    !o.json &&
    isInteractive(io) &&
    rolled.length === prepared.rolled.dice
  ) {
    masterDie = await askMasterDie(rolled, difficulty);
  }
  const read = need(
    readRoll(prepared.rolled, rolled, { difficulty, masterDie, splits, squishes, actions: prepared.actions }),
  );

  let vs: VsReport | undefined;
  let sets = read.sets;
  if (vsPool) {
    const timed = !o.untimed;
    const vsRolled = vsGiven ?? draw(vsPool);
    const vsMaster = vsPool.master ? (vsMd ?? blockerMasterDie(read.sets, vsRolled, timed)) : undefined;
    const vsRead = need(readRoll(vsPool, vsRolled, { masterDie: vsMaster }));
    const res = need(resolveOpposed(read.sets, vsRead.sets, { timed, gobbleSet: vsSet }));
    sets = res.survivors;
    vs = {
      ...side(vsPool, vsPool, vsRead),
      sets: vsRead.sets,
      timed,
      outcome: res.outcome,
      gobbleSet: res.gobbleSet,
      gobbleUses: res.gobble?.uses ?? [],
      spoiled: res.spoiled,
    };
  }
  return {
    ...side(pool, prepared.rolled, read),
    penalty: prepared.penalty,
    removed: prepared.removed,
    cap: cap ?? null,
    capped: prepared.capped,
    difficulty,
    sets,
    chosen: read.sets,
    tooLow: read.tooLow,
    changes: read.notes,
    actions: read.actions,
    success: sets.length > 0,
    ...(vs ? { vs } : {}),
    ...(seed !== undefined ? { seed, rng: RNG_ID } : {}),
  };
}

// eslint-disable-next-line max-lines-per-function -- one commander definition: the options and their help, read top to bottom
export const registerRoll: Register = (program: Command, io: Io, setExit) => {
  program
    .command('roll')
    .description(
      'roll a One Roll Engine pool and show its sets, or ordinary dice (2d6+1, 4d6kh3, 5d6 --target 4)',
    )
    .argument(
      '[pool]',
      'ORE pool: 12d, 6d+ED7 (Expert Die set to 7), 4d+MD (Master Die); default: one die per --dice face; ' +
        "or ordinary dice: 2d6+1, d20, D3, d%, 4d6kh3, '5d6>=4' quoted (see docs/dice.md)",
    )
    .option('--dice <faces>', 'dice already rolled, e.g. 1,1,4,5,7,7 (ORE: not the Expert or Master Die)')
    .option(
      '--md <face>',
      'set the Master Die (default: ask in a terminal, else the widest, then highest set)',
    )
    .option('-d, --difficulty <n>', 'sets lower than this do not count')
    .option('-p, --penalty <n>', 'take N dice out of the pool (Expert/Master Die first)')
    .option('--actions <n>', 'attempt N actions at once: -1d per extra action, N sets wanted')
    .option('--cap <n>', 'roll at most N dice (e.g. 15 in Die, Men!)')
    .option('--split <spec>', 'split a wide set, e.g. 10=2+3 or 5x10=2+3 (repeatable)', collect, [])
    .option('--squish <spec>', 'squish a set, e.g. 4x5=2x7 (repeatable)', collect, [])
    .option(
      '--vs <pool>',
      "a blocker's pool (its chosen set becomes gobble dice); ordinary dice: the other side's roll",
    )
    .option('--vs-dice <faces>', "the blocker's (other side's) dice already rolled")
    .option('--vs-md <face>', "set the blocker's Master Die (default: the most harmful)")
    .option('--vs-set <WxH>', "the blocker's set to turn into gobble dice (default: the most harmful)")
    .option('--untimed', 'timing does not limit the gobble dice (e.g. social contests)')
    .option('--seed <seed>', 'reproduce a roll exactly')
    .option('--json', 'print one JSON object')
    .option(
      '--target <n+>',
      "ordinary dice: count dice meeting a target, e.g. 4 (4 or more), or quoted: '<3', '=6'",
    )
    .option('--mod <n>', 'ordinary dice: add to each die before the target, e.g. -1 (4+ becomes 5+)')
    .option('--times <n>', 'ordinary dice: roll the expression N times')
    .action(async (poolText: string | undefined, o: RollOpts) => {
      const ordinaryOnly = o.target !== undefined || o.mod !== undefined || o.times !== undefined;
      if (ordinaryOnly || (poolText !== undefined && looksOrdinary(poolText))) {
        // Ordinary dice load their own code; the ORE roll below stays as it was.
        const { runOrdinaryRoll } = await import('../dice/runOrdinaryRoll');
        setExit(await runOrdinaryRoll(poolText, { ...o }, io));
        return;
      }
      try {
        const report = await roll(poolText, o, io);
        if (o.json) io.out(JSON.stringify(report));
        else {
          const reading = readingLine(poolText, false);
          if (reading) io.out(styleFor(io).dim(reading));
          // The table renderer (cli-table3) loads only when a table is drawn.
          const { renderRoll } = await import('../render/renderRoll');
          io.out(renderRoll(report, styleFor(io)));
        }
        setExit(EXIT_OK);
      } catch (e) {
        if (!(e instanceof Bad)) throw e;
        setExit(reportProblems(io, [e.problem]));
      }
    });
};
