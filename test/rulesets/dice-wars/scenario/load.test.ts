/**
 * The Dice Wars scenario loader in-process: defaults by size, terrain rectangles, problems at the
 * field they concern, and the scripted source turning the file's words into the rules' decisions
 * (a squad's single square moves its formation, `use: ranged` picks the piece, `remove: [ranged]`
 * the die) with the fallback answering what the script leaves out.
 */
import { diceWars } from '../../../../src/rulesets/dice-wars/ruleset';
import type { BattleState } from '../../../../src/rulesets/dice-wars/state';
import type { Decision, Request } from '../../../../src/rulesets/dice-wars/types';
import type { Event } from '../../../../src/rulesets/dice-wars/events';
import { loadDiceWarsScenario } from '../../../../src/rulesets/dice-wars/scenario';

const base = (extra = '', units = '') => `ruleset: dice-wars
name: T
size: skirmish
sides:
  - id: red
    edge: north
    units:
      - { id: gun, name: Gun, core: 2, ranged: [1, 2], at: "1,1" }
      - { id: pack, name: Pack, members: 3, core: 1, at: ["4,1", "5,1", "6,1"] }
${units}  - id: blue
    edge: south
    units:
      - { id: tank, name: Tank, core: 3, armor: 3, at: "10,22" }
${extra}`;

const lineIn = (text: string, needle: string): number =>
  text.split('\n').findIndex((l) => l.includes(needle)) + 1;
const load = (text: string) => loadDiceWarsScenario(text, 't.yaml');
const loaded = (text: string) => {
  const r = load(text);
  if (!r.ok) throw new Error(r.error.map((p) => `${p.line}: ${p.message}`).join('\n'));
  return r.value;
};
const problems = (text: string) => {
  const r = load(text);
  if (r.ok) throw new Error('expected problems');
  return r.error.map((p) => ({ code: p.code, line: p.line, path: (p.path ?? []).join('.') }));
};

describe('Dice Wars scenario files', () => {
  it('take the table from the size ("Table Sizes") unless they give one; points alone pick the smallest size that holds them', () => {
    expect(loaded(base()).setup({ fallback: 's' }).table).toMatchObject({ cols: 24, rows: 24 });
    const free = 'options: { deployment: free }\n';
    const battle = base(free).replace('size: skirmish', 'size: battle\npoints: 60');
    expect(loaded(battle).setup({ fallback: 's' }).table).toMatchObject({ cols: 48, rows: 36 });
    const pts = base(free).replace('size: skirmish', 'points: 100');
    expect(loaded(pts).setup({ fallback: 's' }).table).toMatchObject({ cols: 60, rows: 60 });
    const own = base(`table: { cols: 20, rows: 30 }\n${free}`);
    expect(loaded(own).setup({ fallback: 's' }).table).toMatchObject({ cols: 20, rows: 30 });
  });

  it('read a rectangle of terrain as every square in it, and default to 5 rounds and edge deployment', () => {
    const setup = loaded(
      base('table:\n  terrain:\n    - { id: hut, from: "6,8", to: "4,9", height: 3 }\n'),
    ).setup({
      fallback: 's',
    });
    expect(setup.table.pieces).toEqual([
      { id: 'hut', cells: ['4,8', '4,9', '5,8', '5,9', '6,8', '6,9'], height: 3 },
    ]);
    expect(setup).toMatchObject({ maxRounds: 5, deployment: 'edge', setupRoll: false });
  });

  it("say each problem at its field: no size, a piece both listed and a rectangle, a unit in the other side's zone", () => {
    const text = base(
      'table:\n  terrain:\n    - { id: x, cells: ["1,5"], from: "1,5", to: "2,5", height: 1 }\n',
    )
      .replace('size: skirmish\n', '')
      .replace('at: "10,22"', 'at: "10,2"');
    expect(problems(text)).toEqual([
      { code: 'scenario.no-size', line: 1, path: 'size' },
      { code: 'scenario.outside-deployment', line: lineIn(text, '"10,2"'), path: 'sides.1.units.0.at' },
      { code: 'scenario.piece-shape', line: lineIn(text, 'id: x'), path: 'table.terrain.0' },
    ]);
  });

  it("say an army over its pool at that side's units", () => {
    const text = base(
      '',
      '      - { id: big, name: Big, core: 4, armor: 4, melee: 4, ranged: [4, 4], at: "8,1" }\n',
    ).replace('size: skirmish', 'points: 20');
    expect(problems(text)).toEqual([
      { code: 'scenario.over-total', line: lineIn(text, 'units:'), path: 'sides.0.units' },
    ]);
  });

  it('check scripts against the file: sides, units and whose they are, one thing an action, edges only in round 1', () => {
    const text = base(`options: { setupRoll: true }
rounds:
  - activations:
      - { side: red, unit: tank }
      - side: red
        unit: gun
        actions:
          - { move: "1,2", melee: tank }
          - { use: ranged }
          - { end: true, dice: { hit: [6] } }
  - edges: { red: 3 }
    damage:
      - { unit: pack, remove: [core] }
`);
    expect(problems(text).map((p) => `${p.line} ${p.code}`)).toEqual([
      '17 scenario.not-yours',
      '21 scenario.action-shape',
      '22 scenario.action-shape',
      '23 scenario.dice-unused',
      '24 scenario.edges-not-first',
      '26 scenario.entry-shape',
    ]);
  });
});

describe('the scripted source', () => {
  const fallback = { decide: (r: Request, s: BattleState): Decision => diceWars.defaultDecision(s, r) };

  /** Runs the battle to its end, or to the first refusal; every decision given, in order. */
  function run(text: string) {
    const l = loaded(text);
    const source = l.scripted(fallback);
    const init = diceWars.init(l.setup({ fallback: 's' }));
    if (!init.ok) throw new Error('init');
    let state = init.value.state;
    const given: Decision[] = [];
    for (let n = 0; n < 500; n++) {
      const request = diceWars.pending(state);
      if (!request) break;
      const decision = source.decide(request, state) as Decision;
      given.push(decision);
      const next = diceWars.apply(state, decision);
      if (!next.ok) return { given, state, refused: source.locate(decision, next.error) };
      state = next.value.state;
    }
    return { given, state, refused: null };
  }

  it("moves a squad's formation to a single square, picks the first unused piece of a kind, and ends the activation after its actions", () => {
    const { given, refused } = run(
      base(`options: { deployment: free }
rounds:
  - first: { red: 4, blue: [4, 1] }
    activations:
      - { side: red, unit: pack, actions: [{ freeMove: "4,3" }] }
      - { side: blue, rest: idle }
      - side: red
        unit: gun
        actions:
          - { use: ranged, target: tank, dice: { hit: [1] } }
          - { use: ranged, target: tank, dice: { hit: [1] } }
`).replace('at: "10,22"', 'at: "2,8"'),
    );
    expect(refused).toBeNull();
    const acts = given.filter((d) => d.kind === 'act').map((d) => (d as { action: unknown }).action);
    expect(acts.slice(0, 4)).toEqual([
      { type: 'freeMove', to: ['4,3', '5,3', '6,3'] },
      { type: 'end' },
      { type: 'equipment', piece: 0, target: 'tank', dice: { hit: [1] } },
      { type: 'equipment', piece: 1, target: 'tank', dice: { hit: [1] } },
    ]);
    // The tie (4 against 4) took blue's second face.
    expect(given.filter((d) => d.kind === 'roll').slice(0, 4)).toEqual([
      { kind: 'roll', side: 'red', faces: [4] },
      { kind: 'roll', side: 'blue', faces: [4] },
      { kind: 'roll', side: 'red' },
      { kind: 'roll', side: 'blue', faces: [1] },
    ]);
  });

  it('gives the roll-off for edges (round 0 to the rules) from round 1, a face a roll through a tie', () => {
    const { given, refused } = run(
      base(`options: { setupRoll: true }
rounds:
  - edges: { red: [2, 6], blue: [2, 5] }
`),
    );
    expect(refused).toBeNull();
    expect(given.slice(0, 5)).toEqual([
      { kind: 'roll', side: 'red', faces: [2] },
      { kind: 'roll', side: 'blue', faces: [2] },
      { kind: 'roll', side: 'red', faces: [6] },
      { kind: 'roll', side: 'blue', faces: [5] },
      { kind: 'roll', side: 'red' },
    ]);
  });

  it('a refused action is located at its line with its round', () => {
    const text = base(`rounds:
  - activations:
      - { side: red, unit: gun, actions: [{ melee: tank }] }
`);
    const { refused } = run(text);
    expect(refused).toMatchObject({
      file: 't.yaml',
      line: lineIn(text, 'melee: tank'),
      facts: { round: 1, side: 'red' },
    });
    expect(refused!.message).toMatch(/^round 1, red's scripted action 1 of gun: /);
  });

  it('judges unused damage entries: losses for a unit never hit are an error, a round never reached a note', () => {
    const text = base(`options: { maxRounds: 1 }
rounds:
  - damage:
      - { unit: tank, remove: [core] }
  - first: { red: 3, blue: 4 }
`);
    const l = loaded(text);
    const source = l.scripted(fallback);
    const init = diceWars.init(l.setup({ fallback: 's' }));
    if (!init.ok) throw new Error('init');
    let state = init.value.state;
    const events: Event[] = [...init.value.events];
    for (let request = diceWars.pending(state); request; request = diceWars.pending(state)) {
      const next = diceWars.apply(state, source.decide(request, state) as Decision);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value.state;
      events.push(...next.value.events);
    }
    const judged = source.leftovers(2, events, state);
    expect(judged.errors.map((p) => [p.code, p.line])).toEqual([
      ['scenario.unused-losses', lineIn(text, 'remove: [core]')],
    ]);
    expect(judged.warnings.map((p) => [p.code, p.line])).toEqual([
      ['scenario.round-not-reached', lineIn(text, 'first: { red: 3')],
      ['scenario.round-not-reached', lineIn(text, 'first: { red: 3')],
    ]);
  });
});
