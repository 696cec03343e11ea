/**
 * Die Fighting's army kit in-process: which sides name an army, `--army` putting one in a side's
 * place, the army's units written in on their default squares, and the loader's word on a side
 * whose army was never read or that gives neither units nor army.
 */
import { parse } from 'yaml';
import { formatPath, type Problem } from '../../../../src/core/problem';
import { loadDieFightingScenario } from '../../../../src/rulesets/die-fighting/scenario';
import { dieFightingArmies } from '../../../../src/rulesets/die-fighting/scenario/armies';

const DOC = parse(`ruleset: die-fighting
name: t
mode: skirmish
map: { cols: 6, rows: 6, blocking: ["2,0"] }
sides:
  - { id: red, edge: north, army: mine }
  - { id: blue, edge: south, name: Blue, units: { "2,5": conscripts } }
rounds: [{ initiative: { red: [6, 6], blue: [1, 1] } }]
`) as unknown;
const ARMY = 'ruleset: die-fighting\nname: Mine\nmode: skirmish\nunits: [archers, archers, conscripts]\n';
const at = (p: Problem) => `${p.line}: ${formatPath(p.path ?? [])}: ${p.code}`;

describe("Die Fighting's army kit", () => {
  it('finds the sides that name an army and list no units', () => {
    expect(dieFightingArmies.refs(DOC)).toEqual([{ side: 0, army: 'mine' }]);
  });

  it('writes the army in: its name, its units on their default squares, around blocking ground', () => {
    const r = dieFightingArmies.expand(DOC, [
      { ref: { side: 0, army: 'mine' }, file: 'mine.yaml', text: ARMY },
    ]);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const red = (r.value as { sides: Record<string, unknown>[] }).sides[0]!;
    expect(red.army).toBeUndefined();
    expect(red.name).toBe('Mine');
    // 6 wide: the middle is 2 then 3; 2,0 is blocking, so the archers take 3,0 and then 1,0.
    expect(red.units).toEqual({ '3,0': 'archers', '1,0': 'archers', '2,1': 'conscripts' });
    const loaded = loadDieFightingScenario(JSON.stringify(r.value), 't.json');
    expect(loaded.ok).toBe(true);
  });

  it("puts an army in a side's place for --army, dropping the units, name and scripted rounds", () => {
    const r = dieFightingArmies.assign(DOC, 'blue', 'theirs.yaml');
    if (!r.ok) throw new Error(r.error.message);
    const doc = r.value as { sides: Record<string, unknown>[]; rounds?: unknown };
    expect(doc.sides[1]).toEqual({ id: 'blue', edge: 'south', army: 'theirs.yaml' });
    expect(doc.rounds).toBeUndefined();
    const none = dieFightingArmies.assign(DOC, 'green', 'x');
    expect(none.ok).toBe(false);
    if (!none.ok) expect(none.error.message).toBe('the battle has no side green (its sides: red, blue)');
  });

  it('the loader says an army left unread, and a side with neither units nor army, at their lines', () => {
    const text = `ruleset: die-fighting
name: t
mode: skirmish
map: { cols: 6, rows: 6 }
sides:
  - id: red
    edge: north
    army: mine
  - id: blue
    edge: south
`;
    const r = loadDieFightingScenario(text, 't.yaml');
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error.map(at)).toEqual([
        '8: sides[0].army: scenario.army-unread',
        '9: sides[1]: scenario.no-units',
      ]);
  });
});
