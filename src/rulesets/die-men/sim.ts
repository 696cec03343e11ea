/**
 * Die, Men! in the simulator: units are what a side has left; a run may compare scales
 * (`--scale 10,50`) and fixed strategies (`--strategy duke=seize@3,2`), every listed scale crossed
 * with every listed strategy per side. The computer general plays whatever a plan leaves open.
 */
import { fail, ok, problem, type Problem, type Result } from '../../core/problem';
import type { SyncDecisionSource } from '../../engine/decisionSource';
import type { SimSpec } from '../../engine/defineGame';
import type { SimPlan, SimPlanOptions } from '../../engine/game';
import { gridFor } from '../../grid/grid';
import { computerGeneral, plan as aiPlan } from './ai';
import { fastSupports, playFastTrial } from './fast/trial';
import { needsGoal, STRATEGIES } from './declare';
import { isScale, SCALES } from './scale';
import { DIE_MEN_SIM_OPTIONS } from './simOptions';
import type { BattleState } from './state';
import type { BattleSetup, Declaration, DieMenKinds, Request, Decision, Scale, Strategy } from './types';
import { totalUnits } from './units';

/** What a plan fixes: the declared strategy of some sides (the goal, when left out, is the computer's). */
type Fixed = Readonly<Record<string, Declaration>>;

const bad = (option: string, message: string, given: unknown): Problem =>
  problem('sim.bad-option', `${option}: ${message}`, { facts: { option, given } });

/** `--scale 10,50`: the scales to compare, or null to keep the scenario's. */
export function parseScales(text: string | undefined): Result<Scale[] | null, Problem[]> {
  if (text === undefined) return ok(null);
  const scales: Scale[] = [];
  for (const part of text.split(',')) {
    const n = Number(part.trim());
    if (part.trim() === '' || !isScale(n)) {
      return fail([
        bad(
          '--scale',
          `a scale is one of ${SCALES.join(', ')} (comma-separated to compare), not ${part.trim() || '""'}`,
          text,
        ),
      ]);
    }
    if (!scales.includes(n)) scales.push(n);
  }
  return ok(scales);
}

/** `--strategy side=strategy[@goal]` against the scenario's sides and map. */
// eslint-disable-next-line max-lines-per-function -- one check per sim option, in the order the command reads them
export function checkStrategies(
  raw: readonly string[],
  setup: BattleSetup,
): Result<Map<string, Declaration[]>, Problem[]> {
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
  return problems.length > 0 ? fail(problems) : ok(strategies);
}

export const describeDeclaration = (d: Declaration): string =>
  d.goal ? `${d.strategy}@${d.goal.kind === 'cell' ? d.goal.at : d.goal.edge}` : d.strategy;

/** Every listed scale crossed with every listed strategy per side, in the order given. */
export function plansOf(
  setup: BattleSetup,
  scales: readonly Scale[] | null,
  strategies: ReadonlyMap<string, readonly Declaration[]>,
): SimPlan<BattleSetup>[] {
  let out: { scale: Scale; fixed: Record<string, Declaration>; parts: string[] }[] = (
    scales ?? [setup.scale]
  ).map((scale) => ({ scale, fixed: {}, parts: scales && scales.length > 0 ? [`scale ${scale}`] : [] }));
  for (const [side, list] of strategies) {
    out = out.flatMap((v) =>
      list.map((d) => ({
        scale: v.scale,
        fixed: { ...v.fixed, [side]: d },
        parts: [...v.parts, `${side}=${describeDeclaration(d)}`],
      })),
    );
  }
  return out.map((v) => ({
    label: v.parts.join(', '),
    setup: { ...setup, scale: v.scale },
    report: { scale: v.scale, strategies: { ...v.fixed } },
    fixed: v.fixed,
  }));
}

type Source = SyncDecisionSource<BattleState, Request, Decision>;

/** The computer general for every side, with any fixed declarations put in front of it. */
export function planSource(fixed: Fixed, seed: string): Source {
  const general = computerGeneral({ seed });
  if (Object.keys(fixed).length === 0) return general;
  return {
    decide(request, state) {
      const decl = request.kind === 'declare' ? fixed[request.side] : undefined;
      if (!decl) return general.decide(request, state);
      if (!needsGoal(decl.strategy) || decl.goal)
        return { kind: 'declare', side: request.side, declaration: decl };
      const own = general.decide(request, state);
      const goal =
        own.kind === 'declare' && own.declaration.goal
          ? own.declaration.goal
          : {
              kind: 'cell' as const,
              at: aiPlan(state, request.side).target ?? Object.keys(state.occupants)[0]!,
            };
      return { kind: 'declare', side: request.side, declaration: { strategy: decl.strategy, goal } };
    },
  };
}

function unitsBySide(setup: BattleSetup, occupants: BattleState['occupants']): number[] {
  return setup.sides.map((s) => {
    let n = 0;
    for (const k in occupants) {
      const o = occupants[k]!;
      if (o.side === s.id) n += totalUnits(o.units);
    }
    return n;
  });
}

export const dieMenSim: SimSpec<BattleSetup, BattleState, DieMenKinds> = {
  measure: 'units',
  // Units placed in play before round 1 (ruling 33) are the army's too.
  start: (setup) =>
    unitsBySide(setup, setup.occupants).map((n, i) => n + totalUnits(setup.deploy?.[setup.sides[i]!.id])),
  left: (setup, state) => unitsBySide(setup, state.occupants),
  maxRounds: (setup) => setup.options.maxRounds,
  map: (setup) => ({ cols: setup.grid.cols, rows: setup.grid.rows }),
  // 50x50 hexes: a round's cost grows faster than the hexes held (docs/sim.md).
  maxCells: 2_500,
  options: DIE_MEN_SIM_OPTIONS,
  plans(setup, options: SimPlanOptions) {
    const scales = parseScales(options.scale as string | undefined);
    const strategies = checkStrategies((options.strategy as readonly string[] | undefined) ?? [], setup);
    const problems = [...(scales.ok ? [] : scales.error), ...(strategies.ok ? [] : strategies.error)];
    if (!scales.ok || !strategies.ok) return fail(problems);
    return ok(plansOf(setup, scales.value, strategies.value));
  },
  source: (plan, seed) => planSource(plan.fixed as Fixed, seed),
  // The fast path (fast/trial.ts) for the battles it covers; the reference plays the rest.
  // It plays to the end: a run with a decision limit (a test's) plays the reference.
  fastTrial: (plan, setup, maxDecisions) =>
    maxDecisions === undefined && fastSupports(setup, plan.fixed) ? playFastTrial(setup, setup.seed) : null,
};
