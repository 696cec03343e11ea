/**
 * Die Fighting's army kit in-process: which sides name an army, `--army` putting one in a side's
 * place, the army's units written in as a list without squares (deployed in play, ruling DF21),
 * an army with no room in its zone refused at its units line, and the loader's word on a side
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

  it('writes the army in: its name, and its units as a list without squares, to deploy in play', () => {
    const r = dieFightingArmies.expand(DOC, [
      { ref: { side: 0, army: 'mine' }, file: 'mine.yaml', text: ARMY },
    ]);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const red = (r.value as { sides: Record<string, unknown>[] }).sides[0]!;
    expect(red.army).toBeUndefined();
    expect(red.name).toBe('Mine');
    expect(red.units).toEqual(['archers', 'archers', 'conscripts']);
    const loaded = loadDieFightingScenario(JSON.stringify(r.value), 't.json');
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
    // The army's units wait to be placed; blue's, placed by the file, stand.
    const setup = loaded.value.setup({ seed: 's', fallback: 's' });
    expect(setup.reserve).toEqual([
      { side: 'red', type: 'archers' },
      { side: 'red', type: 'archers' },
      { side: 'red', type: 'conscripts' },
    ]);
    expect(Object.keys(setup.units)).toEqual(['2,5']);
  });

  it('keeps a commander with its unit, counts spread out, in the army order', () => {
    const army = `ruleset: die-fighting\nname: Mine\nmode: skirmish\nunits:\n  - { type: archers, commander: sergeant, count: 2 }\n  - light-infantry\n`;
    const r = dieFightingArmies.expand(DOC, [
      { ref: { side: 0, army: 'mine' }, file: 'mine.yaml', text: army },
    ]);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect((r.value as { sides: Record<string, unknown>[] }).sides[0]!.units).toEqual([
      { type: 'archers', commander: 'sergeant' },
      { type: 'archers', commander: 'sergeant' },
      'light-infantry',
    ]);
  });

  it('refuses an army with more units than free squares in its zone, at its units line', () => {
    // 6x6, north: 12 squares up to two in, one blocking (2,0): 11 free; 12 conscripts (72 points).
    const army =
      'ruleset: die-fighting\nname: Crowd\nmode: battle\nunits:\n  - { type: conscripts, count: 12 }\n';
    const r = dieFightingArmies.expand(DOC, [
      { ref: { side: 0, army: 'mine' }, file: 'crowd.yaml', text: army },
    ]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.map((p) => [p.file, p.line, p.code, p.message])).toEqual([
      [
        'crowd.yaml',
        4,
        'die-fighting.no-room',
        'Crowd: 12 units, but only 11 free squares within 2 squares of the north edge on this 6x6 map',
      ],
    ]);
    // 11 conscripts on a map whose south zone has two blocking squares (10 free there). Blue
    // placed on 2,5 fixes the edges: only red's own north zone counts, and it has room.
    const eleven = army.replace('count: 12', 'count: 11');
    const withMap = (sides: unknown[]) => ({
      ...(DOC as object),
      map: { cols: 6, rows: 6, blocking: ['1,5', '3,4'] },
      sides,
    });
    const red = (DOC as { sides: unknown[] }).sides[0];
    const ref = { ref: { side: 0, army: 'mine' }, file: 'c.yaml', text: eleven };
    const fixed = dieFightingArmies.expand(
      withMap([red, { id: 'blue', edge: 'south', units: { '2,5': 'conscripts' } }]),
      [ref],
    );
    expect(fixed.ok).toBe(true);
    // Blue listed without squares: no unit on the map, the sides may still swap edges, so the
    // zone across must hold the army too.
    const open = dieFightingArmies.expand(
      withMap([red, { id: 'blue', edge: 'south', units: ['conscripts'] }]),
      [ref],
    );
    expect(open.ok).toBe(false);
    if (!open.ok)
      expect(open.error[0]!.message).toBe(
        'Crowd: 11 units, but only 10 free squares within 2 squares of the south edge on this 6x6 map',
      );
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
