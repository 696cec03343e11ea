import { renderProblem } from '../../../../src/cli/report';
import { loadDieMenScenario } from '../../../../src/rulesets/die-men/scenario';

/** Rendered problems, as the CLI prints them (without the `diemen: ` prefix). */
function errors(text: string): string[] {
  const r = loadDieMenScenario(text, 'x.yaml');
  if (r.ok) return [];
  return r.error.map(renderProblem);
}

const codes = (text: string): string[] => {
  const r = loadDieMenScenario(text, 'x.yaml');
  return r.ok ? [] : r.error.map((p) => p.code);
};

const head = `name: t
map:
  cols: 7
  rows: 5
  terrain: { rough: ["2,3"], impassable: ["0,0"] }
sides:
  - id: royal
    units: { "3,2": 4 }
  - id: duke
    units: { "3,1": 5, "4,1": 3 }
`; // 10 lines

describe('positions', () => {
  it('accepts the base', () => {
    expect(errors(head)).toEqual([]);
  });

  it('reports cells off the map, as in the issue', () => {
    expect(errors(head.replace('"4,1": 3', '"9,9": 3'))).toEqual([
      'x.yaml:10: sides[1].units["9,9"]: off the 7x5 map',
    ]);
    expect(errors(head.replace('"4,1": 3', '"7,0": 3'))).toEqual([
      'x.yaml:10: sides[1].units["7,0"]: off the 7x5 map',
    ]);
  });

  it('keeps units off impassable cells and two sides out of one hex', () => {
    expect(errors(head.replace('"4,1": 3', '"0,0": 3'))).toEqual([
      'x.yaml:10: sides[1].units["0,0"]: 0,0 is impassable terrain',
    ]);
    expect(errors(head.replace('"4,1": 3', '"3,2": 3'))).toEqual([
      'x.yaml:10: sides[1].units["3,2"]: 3,2 is already held by royal: two sides can\'t share a hex',
    ]);
  });

  it('checks cell names and terrain lists', () => {
    expect(errors(head.replace('"4,1": 3', '"4, 1": 3'))).toEqual([
      'x.yaml:10: sides[1].units["4, 1"]: not a cell: write "col,row", e.g. "3,2" (got "4, 1")',
    ]);
    expect(errors(head.replace('rough: ["2,3"]', 'rough: ["2,3", "0,0", "0,5"]'))).toEqual([
      'x.yaml:5: map.terrain.rough[2]: off the 7x5 map',
      'x.yaml:5: map.terrain.impassable[0]: 0,0 is already listed as rough',
    ]);
    expect(errors(head.replace('rough:', 'swamp:'))).toEqual([
      'x.yaml:5: map.terrain.swamp: unknown field "swamp" (allowed here: rough, impassable, hill, mountain, river, forest, wall, tower, palisade, drawbridge, portcullis)',
    ]);
    // The complications' terrains are known, but off unless switched on (issue 4).
    expect(errors(head.replace('rough:', 'forest:'))).toEqual([
      'x.yaml:5: map.terrain.forest: forest terrain needs the forest terrain complication: set options.complications.terrain to true or a list with forest',
    ]);
  });

  it('wants two sides with distinct ids and some units each', () => {
    expect(errors(head.replace('id: duke', 'id: royal'))).toEqual([
      'x.yaml:9: sides[1].id: side id "royal" is already used by sides[0]',
    ]);
    expect(errors(head.replace('units: { "3,2": 4 }', 'units: {}'))).toEqual([
      'x.yaml:8: sides[0].units: side "royal" has no units',
    ]);
    expect(errors(head.split('  - id: duke')[0] ?? '')).toEqual([
      'x.yaml:6: sides: needs at least 2 items, got 1 item',
    ]);
    expect(errors(head.replace('id: duke', 'id: "2duke"'))).toEqual([
      'x.yaml:9: sides[1].id: not a side id: a letter, then letters, digits, "-" or "_" (at most 32), got "2duke"',
    ]);
  });
});

describe('the schema, strictly', () => {
  it('names missing fields', () => {
    expect(errors('map: { cols: 2, rows: 2 }\n')).toEqual([
      'x.yaml:1: name: missing: expected a string',
      'x.yaml:1: sides: missing: expected a list',
    ]);
    expect(errors('')).toEqual(['x.yaml:1: expected a mapping (key: value), got null']);
  });

  it('catches typos and wrong types', () => {
    expect(errors(`${head}optons: { maxRounds: 5 }\nscale: 12\ngrid: hexes\n`)).toEqual([
      'x.yaml:11: optons: unknown field "optons" (did you mean "options"?)',
      'x.yaml:12: scale: scale is soldiers per unit, one of 1, 2, 5, 10, 20, 50, 100 (got 12)',
      'x.yaml:13: grid: expected one of hex or square, got "hexes"',
    ]);
    expect(errors(head.replace('cols: 7', 'cols: seven'))).toEqual([
      'x.yaml:3: map.cols: expected a number, got "seven"',
    ]);
    // Every unit type is optional in the mapping form (issue 4), so only the typo is reported.
    expect(errors(head.replace('"4,1": 3', '"4,1": { infantri: 3 }'))).toEqual([
      'x.yaml:10: sides[1].units["4,1"].infantri: unknown field "infantri" (did you mean "infantry"?)',
    ]);
  });

  it('checks options', () => {
    expect(errors(`${head}options: { maxRounds: 0, damageCap: per-unit, seed: [1] }\n`)).toEqual([
      'x.yaml:11: options.maxRounds: must be at least 1, got 0',
      'x.yaml:11: options.damageCap: expected one of per-hex or per-attack, got "per-unit"',
      'x.yaml:11: options.seed: expected a string or a number, got a list',
    ]);
  });
});

describe('scripted rounds', () => {
  const round = (body: string) => `${head}rounds:\n  - ${body}\n`; // the round is line 12

  it('accepts a good round', () => {
    expect(
      errors(
        round(`declare: { royal: hold, duke: { strategy: seize, goal: "3,2" } }
    dice: { royal: [10, 10, 2, 5], duke: [9, 9, 10, 10, 10, 10, 10, 4] }
    split: { duke: [ { set: 5x10, into: [2, 3] } ] }
    orders:
      duke:  [ { set: 2x9, attack: { from: "3,1", to: "3,2" } }, { set: 3x10, move: { from: "4,1", to: "5,1", units: 1 } } ]
      royal: [ { set: 2x10, defend: "3,2" } ]
    knock: { royal: [2x10] }
    gobble: { royal: [1] }
    free: { duke: [ { from: "4,1", to: "5,1" } ] }`),
      ),
    ).toEqual([]);
  });

  it('reports unknown side ids wherever they appear', () => {
    expect(
      errors(
        round('declare: { royal: hold, dkue: hold }\n    orders: { ryal: [ { set: 2x9, pass: true } ] }'),
      ),
    ).toEqual([
      'x.yaml:12: rounds[0].declare.dkue: unknown side "dkue" (did you mean "duke"?)',
      'x.yaml:13: rounds[0].orders.ryal: unknown side "ryal" (did you mean "royal"?)',
    ]);
    expect(codes(round('free: { rebels: [] }'))).toEqual(['scenario.unknown-side']);
  });

  it('checks strategies and goals', () => {
    expect(errors(round('declare: { royal: seize, duke: { strategy: deploy } }'))).toEqual([
      'x.yaml:12: rounds[0].declare.royal: seize needs a goal: write { strategy: seize, goal: "3,2" } (or an edge: north, south, east, west)',
      'x.yaml:12: rounds[0].declare.duke: deploy needs a goal: a cell "col,row" or an edge (north, south, east, west)',
    ]);
    expect(
      errors(
        round('declare: { royal: { strategy: hold, goal: north }, duke: { strategy: seize, goal: "8,8" } }'),
      ),
    ).toEqual([
      'x.yaml:12: rounds[0].declare.royal.goal: hold takes no goal',
      'x.yaml:12: rounds[0].declare.duke.goal: off the 7x5 map',
    ]);
    expect(errors(round('declare: { royal: charge, duke: { strategy: seize, goal: up } }'))).toEqual([
      'x.yaml:12: rounds[0].declare.royal: not a strategy: expected hold, retreat, or { strategy, goal } (got "charge")',
      'x.yaml:12: rounds[0].declare.duke.goal: not a goal: write a cell "col,row" or an edge north/south/east/west (got "up")',
    ]);
  });

  it('checks faces: 1 to 10, at most 15', () => {
    expect(errors(round('dice: { royal: [10, 11, 2, 5], duke: [0, 2.5] }'))).toEqual([
      'x.yaml:12: rounds[0].dice.royal[1]: a d10 face is 1 to 10, got 11',
      'x.yaml:12: rounds[0].dice.duke[0]: a d10 face is 1 to 10, got 0 (a die showing 0 is a 10: write 10)',
      'x.yaml:12: rounds[0].dice.duke[1]: expected a whole number, got 2.5',
    ]);
    expect(errors(round(`dice: { royal: [${Array(16).fill(1).join(', ')}] }`))).toEqual([
      'x.yaml:12: rounds[0].dice.royal: holds at most 15 items, got 16 items',
    ]);
  });

  it('checks set names', () => {
    expect(
      errors(
        round(
          'orders: { duke: [ { set: 2y9, pass: true }, { set: 1x9, pass: true }, { set: 2x11, pass: true }, { set: 16x1, pass: true }, { set: "2 x 9", pass: true } ] }',
        ),
      ),
    ).toEqual([
      'x.yaml:12: rounds[0].orders.duke[0].set: not a set name: write width x height, e.g. "2x9" (got "2y9")',
      'x.yaml:12: rounds[0].orders.duke[1].set: 1x9 is not a set: a set is 2 or more matching dice',
      'x.yaml:12: rounds[0].orders.duke[2].set: 2x11: the height is a d10 face, 1 to 10',
      'x.yaml:12: rounds[0].orders.duke[3].set: 16x1 is wider than the 15-die pool',
      'x.yaml:12: rounds[0].orders.duke[4].set: not a set name: write width x height, e.g. "2x9" (got "2 x 9")',
    ]);
  });

  it('checks orders: one tactic, cells on the map, adjoining steps', () => {
    const text = round(`orders:
      duke:
        - { set: 2x9 }
        - { set: 2x9, pass: true, defend: "3,1" }
        - { set: 2x9, atack: { from: "3,1", to: "3,2" } }
        - { set: 2x9, attack: { from: "3,1", to: "5,2" } }
        - { set: 2x9, move: { from: "4,1", to: "0,0" } }
        - { set: 2x9, move: { from: "4,1", to: "4,1" } }
        - { set: 2x9, defend: "7,7" }
        - { set: 2x9, pass: false }`);
    expect(errors(text)).toEqual([
      'x.yaml:14: rounds[0].orders.duke[0]: an order needs one of attack, defend, move or pass',
      'x.yaml:15: rounds[0].orders.duke[1]: an order does one thing: pick one of defend, pass',
      'x.yaml:16: rounds[0].orders.duke[2].atack: unknown field "atack" (did you mean "attack"?)',
      "x.yaml:17: rounds[0].orders.duke[3].attack.to: 5,2 doesn't adjoin 3,1 on the hex grid",
      'x.yaml:18: rounds[0].orders.duke[4].move.to: 0,0 is impassable terrain',
      'x.yaml:19: rounds[0].orders.duke[5].move.to: from and to are the same cell (4,1)',
      'x.yaml:20: rounds[0].orders.duke[6].defend: off the 7x5 map',
      'x.yaml:21: rounds[0].orders.duke[7].pass: expected true, got false',
    ]);
  });

  it('holds splits and orders against scripted dice', () => {
    expect(
      errors(
        round(`dice: { duke: [9, 9, 10, 10, 10, 10, 10, 4] }
    split: { duke: [ { set: 5x10, into: [2, 2] }, { set: 4x4, into: [2, 2] } ] }
    orders: { duke: [ { set: 2x9, pass: true }, { set: 2x9, pass: true }, { set: 2x3, pass: true } ] }
    knock: { duke: [3x3] }`),
      ),
    ).toEqual([
      'x.yaml:13: rounds[0].split.duke[0].into: 2 + 2 = 4, but 5x10 has 5 dice',
      "x.yaml:13: rounds[0].split.duke[1].set: no 4x4 in duke's dice to split (sets: 5x10, 2x9)",
      'x.yaml:14: rounds[0].orders.duke[1].set: more orders for 2x9 than duke has 2x9 sets (1)',
      "x.yaml:14: rounds[0].orders.duke[2].set: no 2x3 among duke's sets (sets: 5x10, 2x9)",
      "x.yaml:15: rounds[0].knock.duke[0]: no 3x3 among duke's sets (sets: 5x10, 2x9)",
    ]);
  });

  it('checks free moves and unknown round fields', () => {
    expect(errors(round('free: { duke: [ { from: "4,1", to: "6,3" } ] }\n  - { foo: 1 }'))).toEqual([
      "x.yaml:12: rounds[0].free.duke[0].to: 6,3 doesn't adjoin 4,1 on the hex grid",
      'x.yaml:13: rounds[1].foo: unknown field "foo" (allowed here: declare, dice, split, orders, knock, gobble, free, casualties, gates, interfere)',
    ]);
  });
});

describe('one pass', () => {
  it('reports schema and position problems together, sorted by line', () => {
    const text = `name: t
scale: 3
map: { cols: 7, rows: 5, terrain: { impassable: ["0,0"] } }
sides:
  - id: royal
    units: { "0,0": 4 }
  - id: duke
    units: { "9,9": 5 }
rounds:
  - dice: { royal: [11] }
`;
    expect(errors(text)).toEqual([
      'x.yaml:2: scale: scale is soldiers per unit, one of 1, 2, 5, 10, 20, 50, 100 (got 3)',
      'x.yaml:6: sides[0].units["0,0"]: 0,0 is impassable terrain',
      'x.yaml:8: sides[1].units["9,9"]: off the 7x5 map',
      'x.yaml:10: rounds[0].dice.royal[0]: a d10 face is 1 to 10, got 11',
    ]);
  });
});

describe('square grids', () => {
  it('count diagonals as adjoining', () => {
    const square = head.replace('name: t', 'name: t\ngrid: square');
    const text = `${square}rounds:\n  - orders: { duke: [ { set: 2x9, attack: { from: "4,1", to: "3,2" } }, { set: 2x8, move: { from: "4,1", to: "4,3" } } ] }\n`;
    expect(errors(text)).toEqual([
      "x.yaml:13: rounds[0].orders.duke[1].move.to: 4,3 doesn't adjoin 4,1 on the square grid",
    ]);
  });
});
