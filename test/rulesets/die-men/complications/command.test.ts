/**
 * Command Lag, Threat ratings and Command Interference (die-men.txt, "Command Lag", "Threat
 * Rating", boxed "Command Interference" and the scale chart; rulings 25 to 27 in docs/rules.md).
 */
import { dieMen, legalInterference, legalTactics, type Request } from '../../../../src/rulesets/die-men';
import { inRound, loadText, ofType, play, playDuel } from './play';

describe('Command Lag ("Command Lag"; ruling 26)', () => {
  const lagged = (lag: string, scale = 10, rounds = '') =>
    loadText(`name: lag
scale: ${scale}
map: { cols: 5, rows: 5 }
options: { maxRounds: 4, complications: { commandLag: ${lag} } }
sides:
  - { id: a, units: { "1,1": 2 } }
  - { id: b, units: { "3,3": 2 } }
rounds:
${rounds}`);

  it('with lag 1, round 1 declares for rounds 1 and 2, and each later round for the one after next', () => {
    const asked: Request[] = [];
    play(lagged('1', 10, '  - {}'), 3, (req) => {
      if (req.kind === 'declare') asked.push(req);
      return false;
    });
    expect(asked.map((r) => [r.round, r.side, (r as { forRound?: number }).forRound])).toEqual([
      [1, 'a', 1],
      [1, 'b', 1],
      [1, 'a', 2],
      [1, 'b', 2],
      [2, 'a', 3],
      [2, 'b', 3],
      [3, 'a', 4],
      [3, 'b', 4],
    ]);
  });

  it("the scale chart's lag by default (`true`); nothing is declared for a round after the last", () => {
    const asked: number[] = [];
    play(lagged('true', 50, '  - {}'), 4, (req) => {
      if (req.kind === 'declare' && req.side === 'a') asked.push((req as { forRound: number }).forRound);
      return false;
    });
    // Scale 50: lag 2. Round 1: rounds 1-3; round 2: round 4; rounds 3 and 4: none (max 4 rounds).
    expect(asked).toEqual([1, 2, 3, 4]);
  });

  it("a round's scripted strategy is the one in force that round, declared ahead and revealed", () => {
    const { events } = play(
      lagged(
        '1',
        10,
        `  - declare: { a: { strategy: seize, goal: "3,3" }, b: retreat }
  - declare: { a: { strategy: deploy, goal: north }, b: hold }`,
      ),
      2,
    );
    expect(ofType(inRound(events, 1), 'declaredAhead')).toEqual([
      {
        type: 'declaredAhead',
        round: 1,
        forRound: 2,
        declarations: {
          a: { strategy: 'deploy', goal: { kind: 'edge', edge: 'north' } },
          b: { strategy: 'hold' },
        },
      },
    ]);
    expect(ofType(inRound(events, 1), 'declared')[0]!.declarations).toEqual({
      a: { strategy: 'seize', goal: { kind: 'cell', at: '3,3' } },
      b: { strategy: 'retreat' },
    });
    expect(ofType(inRound(events, 2), 'declared')[0]!.declarations.a).toEqual({
      strategy: 'deploy',
      goal: { kind: 'edge', edge: 'north' },
    });
  });
});

describe('Threat ratings ("Threat Rating"; ruling 25)', () => {
  const threat = (b: string, aDice: number[], bDice: number[]) =>
    playDuel({
      comp: 'unitTypes: true, threat: { infantry: 1, cavalry: 6 }',
      a: '"2,1": 4',
      b,
      aDice,
      bDice,
      aOrders: `{ set: 2x${aDice[0]}, attack: { from: "2,1", to: "2,2" } }`,
    }).events;

  it('a set lower than the Threat of every unit in the target fails', () => {
    const events = threat('"2,2": { cavalry: 3 }', [5, 5, 1, 2], [1, 2, 3]);
    expect(ofType(events, 'threatFailed')).toEqual([
      expect.objectContaining({ from: '2,1', to: '2,2', height: 5, threat: 6 }),
    ]);
    expect(ofType(events, 'attacked')).toEqual([]);
    expect(ofType(events, 'knocked')).toEqual([]);
  });
  it('a set as high as the Threat harms them', () => {
    expect(ofType(threat('"2,2": { cavalry: 3 }', [6, 6, 1, 2], [1, 2, 3]), 'attacked')[0]).toMatchObject({
      kills: 2,
    });
  });
  it('against a mixed stack, only the units it can harm die', () => {
    const events = threat('"2,2": { cavalry: 3, infantry: 1 }', [5, 5, 1, 2], [1, 2, 3, 4]);
    expect(ofType(events, 'attacked')[0]).toMatchObject({ damage: 2, targetUnits: 1, kills: 1 });
    expect(ofType(events, 'casualties')[0]).toMatchObject({ losses: { infantry: 1 } });
  });
});

describe('Command Interference (boxed "Command Interference"; ruling 27)', () => {
  // a retreats, so its troops can't attack; the player character in 2,1 rolls for the hex.
  const interfere = (
    scale: number,
    attempt: string,
    order = '{ set: 2x7, attack: { from: "2,1", to: "2,2" }, pc: true }',
  ) =>
    loadText(`name: ci
scale: ${scale}
map: { cols: 5, rows: 5 }
options: { complications: { unitTypes: [pc], commandInterference: true } }
sides:
  - id: a
    units: { "2,1": { pc: 1, infantry: 3 } }
    pcSkills: { tactics: 4, strategy: 3, inspire: 3 }
  - { id: b, units: { "2,2": 6 } }
rounds:
  - declare: { a: retreat, b: hold }
    dice: { a: [7, 7, 1, 2], b: [1, 2, 3, 4, 5, 6] }
    interfere: { a: [ ${attempt} ] }
    orders: { a: [ ${order} ] }
`);

  it("the battle asks after the roll, with the hexes and the scale chart's checks", () => {
    const { state } = play(interfere(10, ''), 1, (req) => req.kind === 'interfere');
    const req = dieMen.pending(state) as Extract<Request, { kind: 'interfere' }>;
    expect(req).toEqual({
      kind: 'interfere',
      side: 'a',
      round: 1,
      hexes: ['2,1'],
      checks: [
        { skill: 'Tactics', difficulty: 5 },
        { skill: 'Strategy', difficulty: 0 },
      ],
      skills: { tactics: 4, strategy: 3, inspire: 3 },
    });
    expect(legalInterference(req)).toHaveLength(4);
  });

  it('a success lets the character take a set for an Attack the Retreat forbids', () => {
    const { events } = play(interfere(10, '{ at: "2,1", skill: tactics, dice: [5, 5, 1, 2] }'), 1);
    expect(ofType(events, 'interference')[0]).toMatchObject({
      skill: 'Tactics',
      difficulty: 5,
      needed: 5,
      set: { width: 2, height: 5 },
      success: true,
    });
    expect(ofType(events, 'commandTaken')[0]).toMatchObject({ at: '2,1', set: { id: 'a.2x7' } });
    expect(ofType(events, 'attacked')[0]).toMatchObject({ from: '2,1', kills: 3 });
  });

  it('a set below the difficulty fails, and the order is refused', () => {
    const text = interfere(10, '{ at: "2,1", skill: tactics, dice: [4, 4, 1, 2] }');
    expect(() => play(text, 1)).toThrow(/order\.no-command/);
  });

  it("Command+Inspire lowers the difficulty by its widest set's width", () => {
    const { events } = play(
      interfere(20, '{ at: "2,1", skill: strategy, dice: [2, 2, 1], inspire: true, inspireDice: [9, 9, 1] }'),
      1,
    );
    expect(ofType(events, 'interference')[0]).toMatchObject({
      difficulty: 3,
      inspire: { faces: [9, 9, 1], width: 2 },
      needed: 1,
      success: true,
    });
  });

  it('without a success, legalTactics offers no pc orders; with one, only what the strategy forbids', () => {
    const none = play(interfere(10, '', '{ set: 2x7, pass: true }'), 1, (r) => r.kind === 'assign');
    const req = dieMen.pending(none.state) as Extract<Request, { kind: 'assign' }>;
    expect(legalTactics(none.state, req).some((t) => t.type !== 'pass' && t.pc)).toBe(false);
    const won = play(
      interfere(10, '{ at: "2,1", skill: strategy, dice: [1, 1, 2] }', '{ set: 2x7, pass: true }'),
      1,
      (r) => r.kind === 'assign',
    );
    const tactics = legalTactics(
      won.state,
      dieMen.pending(won.state) as Extract<Request, { kind: 'assign' }>,
    );
    expect(tactics).toContainEqual({ type: 'attack', from: '2,1', to: '2,2', pc: true });
    expect(tactics).toContainEqual({ type: 'defend', at: '2,1', pc: true });
    expect(tactics).not.toContainEqual(expect.objectContaining({ type: 'move', pc: true }));
  });
});
