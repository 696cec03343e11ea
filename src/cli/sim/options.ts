/**
 * `diemen sim`'s options, checked before anything runs: each problem is one line naming the option
 * (exit 2). Limits keep absurd requests from running the machine out of memory or time.
 */
import { problem, type Problem } from '../../core/problem';
import { gridFor } from '../../grid/grid';
import { STRATEGIES, needsGoal } from '../../rulesets/die-men/declare';
import { isScale, SCALES } from '../../rulesets/die-men/scale';
import type { BattleSetup, Declaration, Scale, Strategy } from '../../rulesets/die-men/types';
import type { SimOptions } from '../commands/sim';

export const DEFAULT_TRIALS = 1000;
/** Memory does not grow with trials; this only keeps a typo from running for days. */
export const MAX_TRIALS = 10_000_000;
export const MAX_WORKERS = 64;
/** Plans compared in one run (strategies times scales). */
export const MAX_VARIANTS = 16;
/**
 * Cells on the map. The scenario format allows 100x100 for play; a simulation plays thousands of
 * battles, and a round's cost grows faster than the number of hexes held, so sim stops at 50x50.
 */
export const MAX_CELLS = 2_500;
export const MAX_TIMEOUT_S = 7 * 24 * 3600;

export interface SimPlan {
  readonly trials: number;
  readonly workers: number;
  readonly timeoutMs: number | null;
  readonly scales: readonly Scale[] | null;
  /** Per side, the declarations to try, in the order given. */
  readonly strategies: ReadonlyMap<string, readonly Declaration[]>;
}

const bad = (option: string, message: string, given: unknown): Problem =>
  problem('sim.bad-option', `${option}: ${message}`, { facts: { option, given } });

function wholeNumber(
  text: string | undefined,
  option: string,
  min: number,
  max: number,
  dflt: number,
): { value: number } | { problem: Problem } {
  if (text === undefined) return { value: dflt };
  const n = Number(text);
  if (!/^\s*\d+\s*$/.test(text) || !Number.isSafeInteger(n) || n < min || n > max) {
    return {
      problem: bad(option, `a whole number from ${min} to ${max.toLocaleString('en')}, not ${text}`, text),
    };
  }
  return { value: n };
}

/** The options that don't need the scenario. */
export function checkOptions(
  opts: SimOptions,
  cores: number,
): { plan: Omit<SimPlan, 'strategies'>; rawStrategies: readonly string[] } | { problems: Problem[] } {
  const problems: Problem[] = [];
  const trials = wholeNumber(opts.trials, '--trials', 1, MAX_TRIALS, DEFAULT_TRIALS);
  if ('problem' in trials) problems.push(trials.problem);
  const workers = wholeNumber(
    opts.workers,
    '--workers',
    1,
    MAX_WORKERS,
    Math.min(MAX_WORKERS, Math.max(1, cores)),
  );
  if ('problem' in workers) problems.push(workers.problem);
  let timeoutMs: number | null = null;
  if (opts.timeout !== undefined) {
    const s = Number(opts.timeout);
    if (opts.timeout.trim() === '' || !Number.isFinite(s) || s <= 0 || s > MAX_TIMEOUT_S) {
      problems.push(
        bad(
          '--timeout',
          `a number of seconds above 0 and at most ${MAX_TIMEOUT_S}, not ${opts.timeout}`,
          opts.timeout,
        ),
      );
    } else timeoutMs = Math.max(1, Math.round(s * 1000));
  }
  let scales: Scale[] | null = null;
  if (opts.scale !== undefined) {
    scales = [];
    for (const part of opts.scale.split(',')) {
      const n = Number(part.trim());
      if (part.trim() === '' || !isScale(n)) {
        problems.push(
          bad(
            '--scale',
            `a scale is one of ${SCALES.join(', ')} (comma-separated to compare), not ${part.trim() || '""'}`,
            opts.scale,
          ),
        );
        break;
      }
      if (!scales.includes(n)) scales.push(n);
    }
  }
  if (problems.length > 0) return { problems };
  return {
    plan: {
      trials: (trials as { value: number }).value,
      workers: (workers as { value: number }).value,
      timeoutMs,
      scales,
    },
    rawStrategies: opts.strategy ?? [],
  };
}

/** `--strategy side=strategy[@goal]` against the scenario's sides and map. */
export function checkStrategies(
  raw: readonly string[],
  setup: BattleSetup,
): { strategies: Map<string, Declaration[]> } | { problems: Problem[] } {
  const problems: Problem[] = [];
  const strategies = new Map<string, Declaration[]>();
  const grid = gridFor(setup.grid);
  for (const text of raw) {
    const m = /^([^=]+)=([a-z]+)(?:@(.+))?$/.exec(text.trim());
    if (!m) {
      problems.push(
        bad(
          '--strategy',
          `write side=strategy or side=strategy@goal (e.g. duke=seize@3,2), not ${text}`,
          text,
        ),
      );
      continue;
    }
    const [, side, strategy, goalText] = m as unknown as [string, string, string, string | undefined];
    if (!setup.sides.some((s) => s.id === side)) {
      problems.push(
        bad(
          '--strategy',
          `no side is called ${side} (sides: ${setup.sides.map((s) => s.id).join(', ')})`,
          text,
        ),
      );
      continue;
    }
    if (!(STRATEGIES as readonly string[]).includes(strategy)) {
      problems.push(bad('--strategy', `strategy must be ${STRATEGIES.join(', ')}, not ${strategy}`, text));
      continue;
    }
    const s = strategy as Strategy;
    let decl: Declaration = { strategy: s };
    if (goalText !== undefined) {
      if (!needsGoal(s)) {
        problems.push(bad('--strategy', `${s} takes no goal (only deploy and seize do)`, text));
        continue;
      }
      const edge = ['north', 'south', 'east', 'west'].includes(goalText);
      if (!edge && !grid.inBounds(goalText)) {
        problems.push(
          bad(
            '--strategy',
            `the goal must be a cell on the ${setup.grid.cols}x${setup.grid.rows} map or north, south, east or west, not ${goalText}`,
            text,
          ),
        );
        continue;
      }
      decl = {
        strategy: s,
        goal: edge ? { kind: 'edge', edge: goalText as 'north' } : { kind: 'cell', at: goalText },
      };
    }
    const list = strategies.get(side) ?? [];
    list.push(decl);
    strategies.set(side, list);
  }
  return problems.length > 0 ? { problems } : { strategies };
}

export function checkMapSize(setup: BattleSetup, file: string): Problem | null {
  const cells = setup.grid.cols * setup.grid.rows;
  if (cells <= MAX_CELLS) return null;
  return problem(
    'sim.map-too-large',
    `the ${setup.grid.cols}x${setup.grid.rows} map has ${cells} cells; sim plays maps of up to ${MAX_CELLS} cells (50x50)`,
    {
      file,
      facts: { cells, max: MAX_CELLS },
    },
  );
}
