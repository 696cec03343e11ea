/**
 * The body of `diemen step`: load a scenario, resolve its rounds through the generic battle loop
 * with the script as the decision source (documented defaults for what it leaves out), and print
 * each round as it ends. Loaded on demand: it brings the scenario loader (zod, yaml).
 */
import { createInterface } from 'node:readline/promises';
import { problem, type Problem } from '../../core/problem';
import { defaultSource, runBattleAsync } from '../../engine';
import type { BaseEvent } from '../../engine/ruleset';
import { dieMen, terrainNow, type BattleState, type Event, type Request } from '../../rulesets/die-men';
import { loadDieMenScenario, scriptedSource, toBattleSetup } from '../../rulesets/die-men/scenario';
import type { StepOptions } from '../commands/step';
import { readScenarioFile } from '../commands/validate';
import { EXIT_OK, isInteractive, type Io } from '../io';
import { renderBattleMap } from './render/renderBattleMap';
import { renderEvent } from './render/renderEvent';
import { renderScale } from './render/renderScale';
import { renderQueue } from './render/renderQueue';
import { sideNames } from './render/names';
import { reportProblems } from '../report';
import { newSeed } from '../seed';
import { styleFor } from '../style';
import { finalPosition, groupByRound } from './stepJson';
import { sortUnused } from './sortUnused';

export async function runStep(io: Io, file: string, opts: StepOptions): Promise<number> {
  const read = await readScenarioFile(file);
  if ('problem' in read) return reportProblems(io, [read.problem]);
  const loaded = loadDieMenScenario(read.text, file);
  if (!loaded.ok) return reportProblems(io, loaded.error);
  const { scenario, script } = loaded.value;

  let limit = script.rounds.length;
  if (opts.rounds !== undefined) {
    const n = Number(opts.rounds);
    if (!Number.isInteger(n) || n < 1 || n > scenario.options.maxRounds) {
      return reportProblems(io, [
        problem(
          'step.bad-rounds',
          `--rounds must be a whole number from 1 to ${scenario.options.maxRounds}`,
          {
            facts: { given: opts.rounds },
          },
        ),
      ]);
    }
    limit = n;
  }
  if (limit === 0) {
    return reportProblems(io, [
      problem(
        'step.no-rounds',
        'has no scripted rounds: give --rounds N to resolve N rounds with default choices',
        {
          file,
        },
      ),
    ]);
  }

  const setup = toBattleSetup(scenario, { seed: opts.seed, defaultSeed: newSeed() });
  const style = styleFor(io, Boolean(opts.json));
  const names = sideNames(setup.sides, style);
  const interactive = isInteractive(io) && !opts.all && !opts.json;
  const events: Event[] = [];
  if (!opts.json) io.out(style.dim(`seed: ${setup.seed}\n${renderScale(setup.scale)}`));

  const print = (batch: readonly BaseEvent[], state: unknown): void => {
    for (const raw of batch) {
      const e = raw as Event;
      // The last decision of a round also opens the next one; a stopped run doesn't show it.
      if ('round' in e && e.round > limit && e.type !== 'battleEnded') continue;
      events.push(e);
      if (opts.json) continue;
      const line = renderEvent(e, names, style);
      if (line !== null) io.out(line);
      if (e.type === 'queue') io.out(renderQueue(e.queue, e.groups, names, style));
      if (e.type === 'roundEnded' && opts.map !== false) {
        const s = state as BattleState;
        io.out(renderBattleMap(s.rules.grid, terrainNow(s), s.occupants, names, style));
      }
    }
  };

  // At a terminal, wait for Enter before each new round; `q` stops.
  let stopped = false;
  let shownRound = 1;
  const rl = interactive ? createInterface({ input: process.stdin, output: process.stdout }) : null;
  const scripted = scriptedSource<BattleState>(script, defaultSource(dieMen));
  const source = {
    decide: async (req: Request, state: BattleState) => {
      if (rl && req.kind === 'declare' && req.round > shownRound) {
        shownRound = req.round;
        const answer = await rl.question(style.dim(`Enter for round ${req.round}, q to stop: `));
        if (answer.trim().toLowerCase().startsWith('q')) stopped = true;
      }
      return scripted.decide(req, state);
    },
  };
  const result = await runBattleAsync(dieMen, setup, source, {
    onEvents: print,
    stopBefore: (req) => stopped || (req as Request).round > limit,
  });
  rl?.close();

  const problems: Problem[] = [];
  if (!result.ok) {
    const { decision } = result.error;
    for (const p of result.error.problems) problems.push(decision ? scripted.locate(decision, p) : p);
  } else if (!stopped) {
    const { errors, notices } = sortUnused(scripted.unused(limit), scripted.unusedProblems(limit), events);
    problems.push(...errors);
    if (!opts.json) for (const n of notices) io.out(style.warn(n));
  }
  const state = result.ok ? result.value.state : result.error.run?.state;
  if (opts.json) {
    io.out(
      JSON.stringify(
        {
          name: scenario.name,
          file,
          seed: setup.seed,
          ruleset: dieMen.id,
          rules: dieMen.version,
          ...groupByRound(events),
          final: state ? finalPosition(state, events) : null,
          ...(problems.length ? { problems } : {}),
        },
        null,
        2,
      ),
    );
  }
  if (problems.length) return reportProblems(io, problems);
  return EXIT_OK;
}
