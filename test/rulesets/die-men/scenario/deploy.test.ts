/**
 * A scenario side's units to place in play (`deploy:`, its `zone:`), ruling 33: they reach the
 * battle's set-up and the summary; a type switched off, a side with neither units nor deploy, and a
 * side with both an army and units are refused at their lines; an army never read is said too.
 */
import {
  loadDieMenScenario,
  toBattleSetup,
  describeSummary,
} from '../../../../src/rulesets/die-men/scenario';

const file = (red: string, extra = '') => `name: Placed in play
map: { cols: 6, rows: 4 }
sides:
  - id: red
${red}
  - id: blue
    units: { "5,1": 3 }
${extra}`;

const problems = (text: string) => {
  const r = loadDieMenScenario(text, 'x.yaml');
  if (r.ok) throw new Error('expected problems');
  return r.error.map((p) => `${p.line}: ${(p.path ?? []).join('.')}: ${p.message}`);
};

describe('a side with units to place in play', () => {
  it('reaches the set-up (units by type, its zone) and the summary', () => {
    const r = loadDieMenScenario(
      file(
        '    deploy: { infantry: 4, archer: 1 }\n    zone: north',
        'options: { complications: { unitTypes: [archer] } }\n',
      ),
      'x.yaml',
    );
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const setup = toBattleSetup(r.value.scenario, { defaultSeed: 's' });
    expect(setup.deploy).toEqual({ red: { infantry: 4, archer: 1 } });
    expect(setup.zones).toEqual({ red: 'north' });
    expect(setup.occupants).toEqual({ '5,1': { side: 'blue', units: { infantry: 3 } } });
    expect(describeSummary(r.value.summary)).toBe(
      '6x4 hex, 2 sides, 8 units, 0 scripted rounds; complications: archer',
    );
  });

  it('refuses a switched-off type, a bad zone, a side with no units, and units beside an army, at their lines', () => {
    expect(problems(file('    deploy: { infantry: 4, cavalry: 2 }\n    zone: up'))).toEqual([
      '5: sides.0.deploy.cavalry: cavalry units need the cavalry unit type: set options.complications.unitTypes to true or a list with cavalry',
      '6: sides.0.zone: expected one of north, south, east, or west, got "up"',
    ]);
    expect(problems(file('    name: Red'))).toEqual([
      '4: sides.0: red: give its units, or army: an army file',
    ]);
    expect(problems(file('    army: mine.yaml\n    deploy: 3'))).toEqual([
      '5: sides.0.army: red: give units or army, not both',
    ]);
    expect(problems(file('    army: mine.yaml'))).toEqual([
      '5: sides.0.army: red: the army file mine.yaml was not read',
    ]);
  });

  it('names a side whose id is mistyped by its place, not "[object Object]" (found by the fuzz test)', () => {
    const text = `name: Mistyped
map: { cols: 6, rows: 4 }
sides:
  - id: { a: 1 }
  - id: blue
    units: { "5,1": 3 }
`;
    const said = problems(text);
    expect(said.join('\n')).not.toMatch(/\[object Object\]/);
    expect(said).toContainEqual(expect.stringMatching(/sides\.0: side 1: give its units, or army/));
  });
});
