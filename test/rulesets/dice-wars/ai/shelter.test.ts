/**
 * The general's per-square tables must give what the plain questions give, to the last bit, at
 * every place it could weigh in whole bundled battles (units moving, taking markers and falling,
 * armour moving beside its friends): cover read off the shelter table (ai/cover.ts coverFrom)
 * against coverOn, and each foe's least and greatest gap worked out in whole squares
 * (UnitContext.spans) against the gaps themselves.
 */
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { runBattle } from '../../../../src/engine';
import { contextOf } from '../../../../src/rulesets/dice-wars/ai/context';
import {
  coverFrom,
  coverOn,
  friendsOf,
  shelterOf,
  terrainCovers,
} from '../../../../src/rulesets/dice-wars/ai/cover';
import { unitById } from '../../../../src/rulesets/dice-wars/board';
import { diceWarsGame } from '../../../../src/rulesets/dice-wars/game';
import { sightOf } from '../../../../src/rulesets/dice-wars/geometry';
import { moveSet } from '../../../../src/rulesets/dice-wars/moves';
import { loadDiceWarsScenario } from '../../../../src/rulesets/dice-wars/scenario';
import type { BattleState } from '../../../../src/rulesets/dice-wars/state';
import type { Decision, Request } from '../../../../src/rulesets/dice-wars/types';

const seen = { places: 0, covered: 0, spans: 0 };

/** Every lawful place of the acting unit: the shelter's cover beside coverOn's, and the spans. */
function compare(s: BattleState): void {
  const u = unitById(s, s.activation!.unit)!;
  const t = sightOf(s.rules.table).index;
  const friends = friendsOf(s, t, u);
  const terrain = terrainCovers(s.rules.table, t, u.height);
  const sh = shelterOf(s.rules.table, t, u.height, friends);
  const ctx = contextOf(s, u);
  const m = moveSet(s, u);
  const places = [m.starts, ...m.deltas.map((d) => m.starts.map((x) => x + d))];
  if (m.gathered) places.push(m.gathered);
  places.forEach((cells, i) => {
    if (i % 3 !== 0) return; // a third of them: enough, and a whole battle stays quick
    const want = coverOn(s, t, u, cells, friends, terrain);
    expect(coverFrom(s, t, u, cells, sh)).toBe(want);
    seen.places++;
    if (want) seen.covered++;
    if (i % 24 !== 0) return;
    const spans = ctx.spans(cells);
    ctx.foes.forEach((foe, f) => {
      let lo = Infinity;
      let hi = -Infinity;
      for (const x of cells)
        for (const y of foe.cells)
          if (x >= 0 && y >= 0) {
            lo = Math.min(lo, ctx.gap(x, y));
            hi = Math.max(hi, ctx.gap(x, y));
          }
      expect([spans[2 * f], spans[2 * f + 1]]).toEqual([lo, hi]);
      seen.spans++;
    });
  });
}

describe('the general per-square tables', () => {
  it.each([
    ['dw-battle', 's1'],
    ['dw-mek-shop', 's2'],
  ])('give the plain answers at every place weighed (%s, seed %s)', (name, seed) => {
    const file = join(__dirname, `../../../../scenarios/${name}.yaml`);
    const loaded = loadDiceWarsScenario(readFileSync(file, 'utf8'), file);
    if (!loaded.ok) throw new Error(`${name} did not load`);
    const general = diceWarsGame.computer(seed);
    const source = {
      decide(request: Request, state: BattleState): Decision {
        if (request.kind === 'act' && !state.activation!.freeMove) compare(state);
        return general.decide(request, state) as Decision;
      },
    };
    const r = runBattle(diceWarsGame.ruleset, loaded.value.setup({ seed, fallback: seed }), source);
    expect(r.ok).toBe(true);
  });

  afterAll(() => {
    // Whole battles: thousands of places, some in cover, and the spans of many.
    expect(seen.places).toBeGreaterThan(500);
    expect(seen.covered).toBeGreaterThan(20);
    expect(seen.spans).toBeGreaterThan(200);
  });
});
