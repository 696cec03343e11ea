/**
 * The seats don't matter (docs/computer-general.md, "Seen from its own edge"). On a table that is
 * the same seen from either side (turned half round), with the same army on both sides, the
 * computer general playing both must play the same battle from the north and from the south: the
 * fixture played as it is and with its edges swapped gives battles that are each other turned
 * half round, square for square. Before the generals saw the table from their own edges, both
 * leaned toward the table's west, and the two battles went apart (dw-battle's mirror match went
 * 58% to 37% to the north).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runBattle } from '../../../src/engine';
import { turnCell } from '../../../src/rulesets/dice-wars/ai/seat';
import type { Event } from '../../../src/rulesets/dice-wars/events';
import { diceWarsGame } from '../../../src/rulesets/dice-wars/game';
import { loadDiceWarsScenario } from '../../../src/rulesets/dice-wars/scenario';

const FILE = join(__dirname, '../../fixtures/scenarios/dice-wars/seats.yaml');
const TEXT = readFileSync(FILE, 'utf8');
/** The same file with the edges swapped: red on the south, blue on the north. */
const SWAPPED = TEXT.replace(/edge: north/g, 'edge: X')
  .replace(/edge: south/g, 'edge: north')
  .replace(/edge: X/g, 'edge: south');

function play(text: string, seed: string) {
  const loaded = loadDiceWarsScenario(text, FILE);
  if (!loaded.ok) throw new Error(loaded.error.map((p) => p.message).join('\n'));
  const r = runBattle(
    diceWarsGame.ruleset,
    loaded.value.setup({ seed, fallback: seed }),
    diceWarsGame.computer(seed),
  );
  if (!r.ok) throw new Error(r.error.problems[0]!.message);
  return r.value;
}

/** Where each unit went down, and where each model ended, as `key` of the squares. */
function positions(
  events: readonly Event[],
  units: readonly { id: string; models: readonly string[] }[],
  key: (c: string) => string,
) {
  return {
    deployed: events.flatMap((e) =>
      e.type === 'deployed' ? [`${e.unit.id}@${e.at.map(key).join(' ')}`] : [],
    ),
    final: units.map((u) => `${u.id}@${u.models.map(key).join(' ')}`),
  };
}

describe('the computer general from either seat', () => {
  it('the fixture is the same table seen from either side', () => {
    const loaded = loadDiceWarsScenario(TEXT, FILE);
    if (!loaded.ok) throw new Error('setup');
    const { table } = loaded.value.setup({ seed: 's', fallback: 's' });
    const squares = table.pieces.flatMap((p) => p.cells.map((c) => `${c}:${p.height}`)).sort();
    const turned = table.pieces
      .flatMap((p) => p.cells.map((c) => `${turnCell(table.cols, table.rows, c)}:${p.height}`))
      .sort();
    expect(turned).toEqual(squares);
  });

  it.each(['a', 'b', 'c'])(
    'plays the same battle, turned half round, with the edges swapped (seed %s)',
    (seed) => {
      const north = play(TEXT, seed);
      const south = play(SWAPPED, seed);
      const { cols, rows } = north.state.rules.table;
      // Both deploy and fight: a battle that ended at once would prove nothing.
      expect(north.events.filter((e) => e.type === 'deployed')).toHaveLength(6);
      expect(north.events.filter((e) => e.type === 'attacked').length).toBeGreaterThan(3);
      expect(positions(south.events, south.state.units, (c) => turnCell(cols, rows, c))).toEqual(
        positions(north.events, north.state.units, (c) => c),
      );
      expect(south.outcome).toEqual(north.outcome);
    },
  );
});
