/**
 * Issue #11, item 9: no scripted decision is dropped silently. Each section of a script (declare,
 * dice, split, orders, knock, gobble, free, casualties, gates, interfere) that the battle didn't
 * use is reported with its round, side, file and line: an error when it was wrong for the battle
 * then, a warning when events made it pointless. Battles run as `step` runs them: the script in
 * front of the defaults, up to the scripted rounds (fixtures in test/fixtures/scenarios/leftovers/).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runBattleAsync } from '../../../../src/engine/runBattle';
import { defaultSource } from '../../../../src/engine/sources';
import { dieMen } from '../../../../src/rulesets/die-men';
import type { Event } from '../../../../src/rulesets/die-men/events';
import { dieMenScenarios } from '../../../../src/rulesets/die-men/scenario';

const DIR = join('test', 'fixtures', 'scenarios', 'leftovers');

/** The battle of `name` through its scripted rounds; what its script left unused, line by line. */
async function leftovers(name: string) {
  const file = join(DIR, name);
  const loaded = dieMenScenarios.load(readFileSync(file, 'utf8'), file);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
  const limit = loaded.value.scriptedRounds;
  const scripted = loaded.value.scripted(defaultSource(dieMen));
  const events: Event[] = [];
  const result = await runBattleAsync(
    dieMen,
    loaded.value.setup({ seed: 'left', fallback: 'left' }),
    scripted,
    {
      stopBefore: (r) => r.round > limit,
      onEvents: (batch) => {
        for (const e of batch)
          if (!('round' in e) || e.round <= limit || e.type === 'battleEnded') events.push(e);
      },
    },
  );
  if (!result.ok) throw new Error(JSON.stringify(result.error.problems));
  const { errors, warnings } = scripted.leftovers(limit, events, result.value.state);
  const show = (p: (typeof errors)[number]) => ({ code: p.code, line: p.line, message: p.message });
  for (const p of [...errors, ...warnings]) {
    expect(p.file).toBe(file);
    expect(p.path?.[0]).toBe('rounds');
  }
  return { errors: errors.map(show), warnings: warnings.map(show) };
}

describe('scripted entries the battle did not use', () => {
  it('free: a move out of a hex next to an enemy is an error naming the rule (the issue example)', async () => {
    expect(await leftovers('free-threatened.yaml')).toEqual({
      errors: [
        {
          code: 'scenario.unused-free',
          line: 13,
          message:
            "round 1, royal's scripted free moves were not used: royal had no lawful free move: move 1 (2,2 → 1,2): 2,2 has enemies next to it: it takes a set to move out",
        },
      ],
      warnings: [],
    });
  });

  it('orders, free: overtaken by events (a set spoiled, a side wiped out, a hex emptied) are warnings', async () => {
    expect(await leftovers('overtaken.yaml')).toEqual({
      errors: [],
      warnings: [
        {
          code: 'scenario.order-overtaken',
          line: 15,
          message: "round 1, b's scripted order 1 (2x3) was skipped: the set was spoiled before its turn",
        },
        {
          code: 'scenario.order-overtaken',
          line: 15,
          message: "round 1, b's scripted order 2 (2x2) was skipped: b had no units left when its turn came",
        },
        {
          code: 'scenario.free-overtaken',
          line: 17,
          message:
            "round 1, b's scripted free moves were not used: its units in 2,1 were gone by Free Movement",
        },
      ],
    });
  });

  it('knock: an entry tried when its set was already spent is an error; one never needed a warning', async () => {
    expect(await leftovers('knock.yaml')).toEqual({
      errors: [
        {
          code: 'scenario.unused-knock',
          line: 15,
          message: "round 1, b's scripted knock 1 (3x10) was not used: no 3x10 set of b's could lose the die",
        },
      ],
      warnings: [
        {
          code: 'scenario.order-overtaken',
          line: 14,
          message: "round 1, b's scripted order 3 (2x3) was skipped: the set was spoiled before its turn",
        },
        {
          code: 'scenario.not-needed',
          line: 15,
          message:
            "round 1, b's scripted knock 3 (2x5) was not used: b was not asked that many times which set loses a die",
        },
      ],
    });
  });

  it('gobble and casualties: a casualty entry for another hex is an error; entries never needed are warnings', async () => {
    expect(await leftovers('gobble-casualties.yaml')).toEqual({
      errors: [
        {
          code: 'scenario.unused-casualty',
          line: 19,
          message: "round 1, b's scripted casualty 1 was not used: b never chose casualties there",
        },
      ],
      warnings: [
        {
          code: 'scenario.not-needed',
          line: 18,
          message: "round 1, b's scripted gobble 2 was not used: b was asked fewer times",
        },
        {
          code: 'scenario.not-needed',
          line: 19,
          message:
            "round 1, b's scripted casualty 3 was not used: b was not asked that many times which units die",
        },
      ],
    });
  });

  it('split, gates: entries that could never fit are errors', async () => {
    expect(await leftovers('never-fits.yaml')).toEqual({
      errors: [
        {
          code: 'scenario.unused-split',
          line: 14,
          message: "round 1, b's scripted split 1 (4x5) was not used: b had no 4x5 set to split",
        },
        {
          code: 'scenario.unused-gates',
          line: 15,
          message:
            "round 1, b's scripted gates were not used: b owns no drawbridge or portcullis to open or shut",
        },
      ],
      warnings: [],
    });
  });

  it('interfere: with its player character dead, a later roll is a warning', async () => {
    expect(await leftovers('pc-gone.yaml')).toEqual({
      errors: [],
      warnings: [
        {
          code: 'scenario.not-needed',
          line: 17,
          message: "round 2, a's scripted interference was not used: a had no player characters on the map",
        },
      ],
    });
  });

  it('every section scripted for a side already wiped out is a warning, at its line', async () => {
    const { errors, warnings } = await leftovers('side-gone.yaml');
    expect(errors).toEqual([]);
    expect(warnings.map((w) => [w.line, w.code])).toEqual([
      [15, 'scenario.side-gone'],
      [16, 'scenario.side-gone'],
      [17, 'scenario.side-gone'],
      [18, 'scenario.side-gone'],
      [19, 'scenario.side-gone'],
      [20, 'scenario.side-gone'],
      [21, 'scenario.side-gone'],
      [22, 'scenario.side-gone'],
      [23, 'scenario.side-gone'],
    ]);
    expect(warnings.map((w) => w.message.replace(/ (was|were) not used: .*/, ''))).toEqual([
      "round 2, b's scripted strategy",
      "round 2, b's scripted split 1 (4x5)",
      "round 2, b's scripted order 1 (2x5)",
      "round 2, b's scripted knock 1 (2x5)",
      "round 2, b's scripted gobble 1",
      "round 2, b's scripted free moves",
      "round 2, b's scripted casualty 1",
      "round 3, b's scripted dice",
      "round 3, b's scripted gates",
    ]);
    expect(warnings[0]!.message).toMatch(/: b had no units left by round 2$/);
  });

  it('declare and orders of a round the battle never reached are warnings', async () => {
    expect(await leftovers('not-reached.yaml')).toEqual({
      errors: [],
      warnings: [
        {
          code: 'scenario.round-not-reached',
          line: 13,
          message: "round 2, a's scripted strategy was not used: the battle ended before round 2",
        },
        {
          code: 'scenario.round-not-reached',
          line: 14,
          message: "round 2, a's scripted order 1 (2x5) was not used: the battle ended before round 2",
        },
      ],
    });
  });
});
