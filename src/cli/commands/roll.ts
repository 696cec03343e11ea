/**
 * `diemen roll`: rolls (or reads dice already rolled) and reads a One Roll Engine pool, optionally
 * against a blocker's roll whose chosen set becomes gobble dice. See docs/dice.md.
 */
import type { Command } from 'commander';
import { problem } from '../../core/problem';
import { RNG_ID, seedRng, type RngState } from '../../core/rng';
import { newSeed } from '../seed';
import {
  blockerMasterDie,
  formatPool,
  readRoll,
  resolveOpposed,
  rollPool,
  type DiceSet,
  type Pool,
  type ReadRoll,
} from '../../dice/ore';
import { EXIT_OK, isInteractive, type Io } from '../io';
import type { RollReport, SideReport, VsReport } from '../render/renderRoll';
import { reportProblems } from '../report';
import { styleFor } from '../style';
import { looksOrdinary, readingLine } from '../dice/dispatch';
import {
  Bad,
  checkGivenCount,
  need,
  readRequest,
  type Blocker,
  type OreRequest,
  type RollOpts,
} from '../dice/oreRequest';
import { collect } from './diceOptions';
import type { Register } from '../register';

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

/** The Master Die's face, asked at a terminal (its own bundle: inquirer loads only then). */
async function askMasterDie(rolled: number[], difficulty: number): Promise<number | undefined> {
  const question = await import('../dice/masterDieQuestion');
  const face = await question.askMasterDie(rolled, difficulty);
  // Ctrl+C, or a terminal gone: one clear line, not an internal error.
  if (face === 'stopped')
    throw new Bad(problem('roll.cancelled', 'cancelled before the Master Die was set (--md FACE sets it)'));
  return face;
}

/** One seed drives every random die of the command, the active roll first, then the blocker. */
function diceFrom(seed: string | undefined): (p: Pool) => number[] {
  let rng: RngState | null = seed === undefined ? null : seedRng(seed);
  return (p) => {
    const r = rollPool(p, rng!);
    rng = r.rng;
    return r.faces;
  };
}

/** The active side's dice, rolled or given, read into sets (the Master Die asked at a terminal). */
async function rollActive(req: OreRequest, draw: (p: Pool) => number[], json: boolean, io: Io) {
  const { prepared, md, difficulty } = req;
  const rolled = req.given ?? draw(prepared.rolled);
  let masterDie = md;
  if (prepared.rolled.master && md === undefined && !json && isInteractive(io)) {
    if (rolled.length === prepared.rolled.dice) masterDie = await askMasterDie(rolled, difficulty);
  }
  const { splits, squishes } = req;
  return need(
    readRoll(prepared.rolled, rolled, { difficulty, masterDie, splits, squishes, actions: prepared.actions }),
  );
}

/** The blocker's roll against the active sets: what survives its gobble dice, and its side of the report. */
function oppose(b: Blocker, read: ReadRoll, draw: (p: Pool) => number[]): { sets: DiceSet[]; vs: VsReport } {
  const { pool, timed } = b;
  const vsRolled = b.given ?? draw(pool);
  const vsMaster = pool.master ? (b.md ?? blockerMasterDie(read.sets, vsRolled, timed)) : undefined;
  const vsRead = need(readRoll(pool, vsRolled, { masterDie: vsMaster }));
  const res = need(resolveOpposed(read.sets, vsRead.sets, { timed, gobbleSet: b.set }));
  const vs: VsReport = {
    ...side(pool, pool, vsRead),
    sets: vsRead.sets,
    timed,
    outcome: res.outcome,
    gobbleSet: res.gobbleSet,
    gobbleUses: res.gobble?.uses ?? [],
    spoiled: res.spoiled,
  };
  return { sets: res.survivors, vs };
}

function reportOf(
  req: OreRequest,
  read: ReadRoll,
  seed: string | undefined,
  vs?: VsReport,
  sets = read.sets,
): RollReport {
  const { prepared } = req;
  return {
    ...side(req.pool, prepared.rolled, read),
    penalty: prepared.penalty,
    removed: prepared.removed,
    cap: req.cap ?? null,
    capped: prepared.capped,
    difficulty: req.difficulty,
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

/** The roll command's flow: read the options, roll (a seed only when a die is random), read, oppose. */
async function roll(poolText: string | undefined, o: RollOpts, io: Io): Promise<RollReport> {
  const req = readRequest(poolText, o);
  const b = req.blocker;
  const random = req.given === null || (b !== null && b.given === null);
  const seed = random ? (o.seed ?? newSeed()) : undefined;
  const draw = diceFrom(seed);
  checkGivenCount(req);
  const read = await rollActive(req, draw, Boolean(o.json), io);
  if (!b) return reportOf(req, read, seed);
  const { sets, vs } = oppose(b, read, draw);
  return reportOf(req, read, seed, vs, sets);
}

/** Shows the report: one JSON object, or the reading taken and the sets' table. */
async function show(report: RollReport, poolText: string | undefined, json: boolean, io: Io): Promise<void> {
  if (json) {
    io.out(JSON.stringify(report));
    return;
  }
  const reading = readingLine(poolText, false);
  if (reading) io.out(styleFor(io).dim(reading));
  // The table renderer (cli-table3) loads only when a table is drawn.
  const { renderRoll } = await import('../render/renderRoll');
  io.out(renderRoll(report, styleFor(io)));
}

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
        await show(await roll(poolText, o, io), poolText, Boolean(o.json), io);
        setExit(EXIT_OK);
      } catch (e) {
        if (!(e instanceof Bad)) throw e;
        setExit(reportProblems(io, [e.problem]));
      }
    });
};
