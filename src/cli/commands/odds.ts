/** `diemen odds`: exact chances for a pool (no sampling), optionally over a range of pool sizes. */
import { ORE_NUMBER_OPTIONS, ORE_ONLY_OPTIONS } from '../dice/oreOptions';
import type { Command } from 'commander';
import { fail, ok, problem, type Result } from '../../core/problem';
import {
  formatPool,
  MAX_POOL,
  odds,
  parsePool,
  preparePool,
  type Pool,
  type PoolOptions,
  vsOdds,
} from '../../dice/ore';
import { EXIT_OK, type Io } from '../io';
import type { OddsReport, OddsRow } from '../render/renderOdds';
import { reportProblems } from '../report';
import { styleFor } from '../style';
import { looksOrdinary, readingLine } from '../dice/dispatch';
import { intOption } from './diceOptions';
import type { Register } from '../register';

interface OddsOpts {
  difficulty?: string;
  penalty?: string;
  actions?: string;
  cap?: string;
  width?: string;
  height?: string;
  table?: string | boolean;
  json?: boolean;
  vs?: string;
  target?: string;
  mod?: string;
  save?: string;
  autoSaves?: string;
  untimed?: boolean;
  depth?: string;
}

const MAX_TABLE_ROWS = 100;

/** `--table` alone: 1 to max(15, pool); `--table 20`: 1-20; `--table 5-12`. */
function tableRange(value: string | boolean, pool: Pool): Result<[number, number]> {
  if (value === true) return ok([1, Math.max(15, pool.dice)]);
  const m = /^\s*(\d{1,4})\s*(?:-\s*(\d{1,4}))?\s*$/.exec(String(value));
  const [lo, hi] = m ? (m[2] === undefined ? [1, Number(m[1])] : [Number(m[1]), Number(m[2])]) : [NaN, NaN];
  if (!m || lo > hi || hi > MAX_POOL) {
    return fail(
      problem('odds.bad-table', `--table: "${value}" should be a number of dice or a range like 5-15`),
    );
  }
  if (hi - lo + 1 > MAX_TABLE_ROWS) {
    return fail(
      problem('odds.table-too-long', `--table: at most ${MAX_TABLE_ROWS} rows (asked for ${hi - lo + 1})`),
    );
  }
  return ok([lo, hi]);
}

function oddsReport(poolText: string, o: OddsOpts): Result<OddsReport> {
  const parsed = parsePool(poolText);
  if (!parsed.ok) return parsed;
  const nums: Record<string, number | undefined> = {};
  for (const [key, flag] of ORE_NUMBER_OPTIONS) {
    const r = intOption(o[key], flag);
    if (!r.ok) return r;
    nums[key] = r.value;
  }
  const poolOptions: PoolOptions = { penalty: nums.penalty, actions: nums.actions, cap: nums.cap };
  const row = (pool: Pool): Result<OddsRow & { prepared: ReturnType<typeof preparePool> }> => {
    const prepared = preparePool(pool, poolOptions);
    if (!prepared.ok) return prepared;
    const r = odds(prepared.value.rolled, {
      width: nums.width,
      height: nums.height,
      difficulty: nums.difficulty,
      sets: prepared.value.actions,
    });
    if (!r.ok) return r;
    return ok({
      pool: formatPool(pool),
      rolledPool: formatPool(prepared.value.rolled),
      odds: r.value,
      prepared,
    });
  };
  const main = row(parsed.value);
  if (!main.ok) return main;
  const prepared = main.value.prepared.ok ? main.value.prepared.value : null;
  let table: OddsRow[] | undefined;
  if (o.table !== undefined && o.table !== false) {
    const range = tableRange(o.table, parsed.value);
    if (!range.ok) return range;
    table = [];
    for (let n = range.value[0]; n <= range.value[1]; n++) {
      const r = row({ ...parsed.value, dice: n });
      if (!r.ok) return r;
      table.push({ pool: r.value.pool, rolledPool: r.value.rolledPool, odds: r.value.odds });
    }
  }
  return ok({
    pool: main.value.pool,
    rolledPool: main.value.rolledPool,
    odds: main.value.odds,
    penalty: prepared?.penalty ?? 0,
    actions: prepared?.actions ?? 1,
    cap: nums.cap ?? null,
    capped: prepared?.capped ?? 0,
    ...(table ? { table } : {}),
  });
}

/** The JSON shape: `probability` first, the rest flattened for scripts. */
function toJson(r: OddsReport): unknown {
  const flat = (row: OddsRow) => ({ pool: row.pool, rolledPool: row.rolledPool, ...row.odds });
  const { probability, ...rest } = flat(r);
  return {
    probability,
    ...rest,
    penalty: r.penalty,
    actions: r.actions,
    cap: r.cap,
    capped: r.capped,
    ...(r.table ? { table: r.table.map(flat) } : {}),
  };
}

/** `odds 5d --vs 3d`: both written the ORE way, and no option only ordinary dice have. */
function isOreVs(poolText: string, o: OddsOpts): boolean {
  if ([o.target, o.mod, o.save, o.autoSaves].some((v) => v !== undefined)) return false;
  return !looksOrdinary(poolText) && !looksOrdinary(o.vs!);
}

async function runOreVs(poolText: string, vsText: string, o: OddsOpts, io: Io): Promise<number> {
  const given = ORE_ONLY_OPTIONS.find(([key]) => o[key] !== undefined && o[key] !== false);
  if (given) {
    return reportProblems(io, [
      problem('odds.vs-option', `${given[1]} isn't worked out with --vs yet; leave it out`, {
        facts: { option: given[1] },
      }),
    ]);
  }
  const first = parsePool(poolText);
  if (!first.ok) return reportProblems(io, [first.error]);
  const second = parsePool(vsText);
  if (!second.ok) return reportProblems(io, [second.error]);
  const r = vsOdds(first.value, second.value, !o.untimed);
  if (!r.ok) return reportProblems(io, [r.error]);
  const { renderVsOdds, vsOddsJson } = await import('../render/renderVsOdds');
  io.out(o.json ? JSON.stringify(vsOddsJson(r.value)) : renderVsOdds(r.value, styleFor(io)));
  return EXIT_OK;
}

export const registerOdds: Register = (program: Command, io: Io, setExit) => {
  program
    .command('odds')
    .description(
      'exact chances for an ORE pool (sets, widths, heights) or for ordinary dice (totals, successes, vs, saves)',
    )
    .argument(
      '<pool>',
      "ORE pool: 12d, 6d+ED7, 4d+MD; or ordinary dice: 2d6+1, 5d6 --target 4, '5d6>=4' quoted; or damage with --save",
    )
    .option('-d, --difficulty <n>', 'sets lower than this do not count')
    .option('-p, --penalty <n>', 'take N dice out of the pool (Expert/Master Die first)')
    .option('--actions <n>', 'N actions at once: -1d per extra action; also the chance of N sets')
    .option('--cap <n>', 'roll at most N dice')
    .option('--width <w>', 'ask for a set at least this wide (default 2)')
    .option('--height <h>', 'ask for a set at least this high (default 1)')
    .option('--table [sizes]', 'also a table over pool sizes, e.g. 15 or 5-20 (default 1-15)')
    .option('--json', 'print one JSON object: { "probability": p, ... }')
    .option(
      '--vs <dice>',
      "ORE (5d --vs 3d): the chance each side's sets survive the other's gobble dice; ordinary dice: the chance the first roll is higher, a tie, or lower",
    )
    .option('--target <n+>', 'ordinary dice: count dice meeting a target, e.g. 4+')
    .option('--mod <n>', 'ordinary dice: add to each die before the target, e.g. -1 (4+ becomes 5+)')
    .option(
      '--depth <n>',
      'ordinary dice: explosions (or unique re-rolls, u) followed per die (default: until 1e-9 is left)',
    )
    .option('--save <n+>', 'the argument is damage, one save die (d6) each on this target, e.g. 5+')
    .option('--auto-saves <n>', 'with --save: the first N damage are saved without rolling')
    .option('--untimed', 'ORE --vs: timing does not limit the gobble dice (e.g. social contests)')
    .action(async (poolText: string, o: OddsOpts) => {
      if (o.vs !== undefined && isOreVs(poolText, o)) {
        setExit(await runOreVs(poolText, o.vs, o, io));
        return;
      }
      const ordinaryOnly = [o.vs, o.target, o.mod, o.save, o.autoSaves, o.depth].some((v) => v !== undefined);
      if (ordinaryOnly || looksOrdinary(poolText)) {
        const { runOrdinaryOdds } = await import('../dice/runOrdinaryOdds');
        setExit(await runOrdinaryOdds(poolText, { ...o }, io));
        return;
      }
      const r = oddsReport(poolText, o);
      if (!r.ok) {
        setExit(reportProblems(io, [r.error]));
        return;
      }
      if (o.json) io.out(JSON.stringify(toJson(r.value)));
      else {
        const reading = readingLine(poolText, false);
        if (reading) io.out(styleFor(io).dim(reading));
        const { renderOdds } = await import('../render/renderOdds');
        io.out(renderOdds(r.value, styleFor(io)));
      }
      setExit(EXIT_OK);
    });
};
