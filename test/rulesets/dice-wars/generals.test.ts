/**
 * The generals, the log adapter, the final position and the simulator's measure: the computer
 * general beats the random one; every face the battle rolls is in the log's outcomes, so typing
 * them back in replays the same battle.
 */
import { runBattle } from '../../../src/engine';
import type { Event } from '../../../src/rulesets/dice-wars/events';
import { diceWarsGame } from '../../../src/rulesets/dice-wars/game';
import { diceWars } from '../../../src/rulesets/dice-wars/ruleset';
import type { BattleState } from '../../../src/rulesets/dice-wars/state';
import type { BattleSetup, Decision, Request } from '../../../src/rulesets/dice-wars/types';
import { setupOf, unit } from './battle';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadDiceWarsScenario } from '../../../src/rulesets/dice-wars/scenario';

/** The same army on both sides, face to face across a 24" table. */
function mirrored(seed: string): BattleSetup {
  const army = (side: string, row: number, dir: number) => [
    unit(`${side}-tank`, side, [`10,${row}`], {
      core: 3,
      passive: { kind: 'armor', dice: 3 },
      equipment: { melee: [], ranged: [3], indirect: [2] },
    }),
    unit(
      `${side}-squad`,
      side,
      [14, 15, 16, 17, 18].map((c) => `${c},${row + dir}`),
      { core: 1, passive: { kind: 'armor', dice: 1 }, equipment: { melee: [], ranged: [1], indirect: [] } },
    ),
    unit(`${side}-blade`, side, [`4,${row}`], {
      core: 2,
      passive: { kind: 'speed', dice: 2 },
      equipment: { melee: [4], ranged: [], indirect: [] },
    }),
  ];
  return setupOf([...army('red', 1, 1), ...army('blue', 30, -1)], {
    table: { cols: 24, rows: 32, pieces: [] },
    seed,
  });
}

describe('the computer general', () => {
  it('beats the random general over mirrored battles, playing either side', () => {
    let computer = 0;
    let random = 0;
    for (let i = 0; i < 6; i++) {
      const smart = diceWarsGame.computer('c');
      const dumb = diceWarsGame.random(`r${i}`);
      const redSmart = i % 2 === 0;
      const source = {
        decide: (req: Request, s: BattleState) =>
          ((req.side === 'red') === redSmart ? smart : dumb).decide(req, s),
      };
      const r = runBattle(diceWarsGame.ruleset, mirrored(`m${i}`), source);
      if (!r.ok) throw new Error(r.error.problems[0]!.message);
      const w = r.value.outcome!.winner;
      if (w !== null && (w === 'red') === redSmart) computer++;
      else if (w !== null) random++;
    }
    expect(computer).toBeGreaterThan(random);
  });

  it('decides the same way for the same request and state', () => {
    const s = diceWars.init(mirrored('x'));
    if (!s.ok) throw new Error('setup');
    const a = diceWarsGame.computer('a');
    expect(a.decide(s.value.state.awaiting!, s.value.state)).toEqual(
      diceWarsGame.computer('b').decide(s.value.state.awaiting!, s.value.state),
    );
  });
});

/** The faces the next events of the battle rolled for `decision`, typed into it. */
function typed(d: Decision, events: readonly Event[], later: readonly Event[]): Decision {
  if (d.kind === 'roll') {
    const off = later.find((e) => e.type === 'firstRolled' || e.type === 'edgesRolled') as Extract<
      Event,
      { type: 'firstRolled' }
    >;
    return { ...d, faces: [off.rolls[d.side]!] };
  }
  if (d.kind === 'save')
    return {
      ...d,
      faces: (events.find((e) => e.type === 'saved') as Extract<Event, { type: 'saved' }>).faces,
    };
  if (d.kind === 'act' && (d.action.type === 'melee' || d.action.type === 'equipment')) {
    const a = events.find((e) => e.type === 'attacked') as Extract<Event, { type: 'attacked' }>;
    // Damage dice only where the weapon rolled some (D3 or D6 with a hit).
    const damage = a.damageFaces.length > 0 ? { damage: a.damageFaces } : {};
    return { ...d, action: { ...d.action, dice: { hit: a.hitFaces, ...damage } } };
  }
  return d;
}

describe('the log and the final position', () => {
  it('every face rolled is an outcome: typed back in, the battle plays the same', () => {
    const setup = mirrored('log');
    const general = diceWarsGame.computer('c');
    const state = diceWars.init(setup);
    if (!state.ok) throw new Error('setup');
    let s = state.value.state;
    const steps: { d: Decision; events: readonly Event[] }[] = [];
    while (s.awaiting) {
      const d = general.decide(s.awaiting, s);
      const r = diceWars.apply(s, d);
      if (!r.ok) throw new Error(r.error.message);
      steps.push({ d, events: r.value.events });
      s = r.value.state;
    }
    const all = steps.flatMap((x) => x.events);
    const outcomes = all.map((e) => diceWarsGame.log.outcome(e)).filter((o) => o !== null);
    expect(outcomes.length).toBeGreaterThan(10);
    expect(outcomes.length).toBe(
      all.filter((e) => ['firstRolled', 'edgesRolled', 'attacked', 'saved'].includes(e.type)).length,
    );
    const t = diceWars.init({ ...setup, seed: 'another seed' });
    if (!t.ok) throw new Error('setup');
    let replay = t.value.state;
    steps.forEach((x, i) => {
      const d = typed(
        x.d,
        x.events,
        steps.slice(i).flatMap((y) => y.events),
      );
      const r = diceWars.apply(replay, d);
      if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
      replay = r.value.state;
    });
    expect(replay.units).toEqual(s.units);
    expect(replay.outcome).toEqual(s.outcome);
  });

  it("the final position names each unit's models, dice left by kind and pending damage", () => {
    const setup = setupOf(
      [
        unit('a', 'red', ['1,1'], {
          core: 2,
          passive: { kind: 'speed', dice: 1 },
          equipment: { melee: [2], ranged: [], indirect: [] },
        }),
        unit('b', 'blue', ['40,40']),
      ],
      { maxRounds: 1 },
    );
    const r = runBattle(diceWarsGame.ruleset, setup, {
      decide: (req, st) => diceWars.defaultDecision(st, req),
    });
    if (!r.ok) throw new Error('run');
    expect(diceWarsGame.final(r.value.state, r.value.events)).toEqual({
      round: 1,
      units: [
        {
          id: 'a',
          side: 'red',
          name: 'a',
          models: ['1,1'],
          dice: { core: 2, speed: 1, melee: 2 },
          equipment: [{ kind: 'melee', dice: 2 }],
          damage: 0,
          carried: 0,
        },
        {
          id: 'b',
          side: 'blue',
          name: 'b',
          models: ['40,40'],
          dice: { core: 1 },
          equipment: [],
          damage: 0,
          carried: 0,
        },
      ],
      winner: 'red',
      ended: true,
      reason: '5 dice left to 1 after 1 rounds',
    });
    expect(diceWarsGame.sim.tally(setup, r.value.state)).toEqual({
      rounds: 1,
      left: [5, 1],
      byRoundLimit: true,
    });
  });
});

describe('the computer general on a bundled battle', () => {
  it('beats the random general in at least 90% of dw-mek-shop battles, from either side', () => {
    const path = join(__dirname, '..', '..', '..', 'scenarios', 'dw-mek-shop.yaml');
    const loaded = loadDiceWarsScenario(readFileSync(path, 'utf8'), path);
    if (!loaded.ok) throw new Error('dw-mek-shop');
    const setup = loaded.value.setup({ fallback: 'x' });
    const n = 16;
    let won = 0;
    for (let i = 0; i < n; i++) {
      const me = setup.sides[i % 2]!.id;
      const computer = diceWarsGame.computer('c');
      const random = diceWarsGame.random(`r${i}`);
      const r = runBattle(
        diceWarsGame.ruleset,
        { ...setup, seed: `g${i}` },
        {
          decide: (req, st) => (req.side === me ? computer : random).decide(req, st),
        },
      );
      if (!r.ok) throw new Error(r.error.problems.map((p) => p.message).join('; '));
      if (r.value.outcome?.winner === me) won++;
    }
    expect(won / n).toBeGreaterThanOrEqual(0.9);
  });
});
