/**
 * The Die Fighting computer general on bundled battles: it beats the random general in at least
 * nine battles of ten, from either side; and it plays a battle turned half round (each side
 * deploying on the other edge) as the same battle turned round, so neither edge is favoured by
 * its tie-breaks.
 */
import { readFileSync } from 'node:fs';
import type { SyncDecisionSource } from '../../../src/engine/decisionSource';
import { runBattle } from '../../../src/engine';
import { dieFightingGame } from '../../../src/rulesets/die-fighting/game';
import { loadDieFightingScenario } from '../../../src/rulesets/die-fighting/scenario';
import type { BattleState } from '../../../src/rulesets/die-fighting/state';
import type { BattleSetup, Decision, Request } from '../../../src/rulesets/die-fighting/types';

type Source = SyncDecisionSource<BattleState, Request, Decision>;

function bundled(name: string): BattleSetup {
  const file = `scenarios/${name}.yaml`;
  const loaded = loadDieFightingScenario(readFileSync(file, 'utf8'), file);
  if (!loaded.ok) throw new Error(loaded.error.map((p) => p.message).join('; '));
  return loaded.value.setup({ seed: undefined, fallback: 'strength' });
}

const bySide = (sources: Record<string, Source>): Source => ({
  decide: (request, state) => sources[request.side]!.decide(request, state),
});

describe('the Die Fighting computer general on bundled battles', () => {
  it('beats the random general in at least 90% of 24 battles on df-battle, from either side', () => {
    const setup = bundled('df-battle');
    let won = 0;
    const n = 24;
    for (let i = 0; i < n; i++) {
      const me = i % 2 === 0 ? 'red' : 'blue';
      const them = me === 'red' ? 'blue' : 'red';
      const source = bySide({
        [me]: dieFightingGame.computer(`c${i}`),
        [them]: dieFightingGame.random(`r${i}`),
      });
      const r = runBattle(dieFightingGame.ruleset, { ...setup, seed: `strength-${i}` }, source, {
        keepEvents: false,
      });
      if (!r.ok) throw new Error(r.error.problems.map((p) => p.message).join('; '));
      if (r.value.outcome?.winner === me) won++;
    }
    expect(won / n).toBeGreaterThanOrEqual(0.9);
  });

  it('moves in a battle turned half round as in the battle itself, turned round', () => {
    const setup = bundled('df-ruined-tower');
    const { cols, rows } = setup.grid;
    const turn = (cell: string): string => {
      const [c, r] = cell.split(',').map(Number) as [number, number];
      return `${cols - 1 - c},${rows - 1 - r}`;
    };
    const flipEdge = { north: 'south', south: 'north', east: 'west', west: 'east' } as const;
    const turned: BattleSetup = {
      ...setup,
      slow: setup.slow.map(turn),
      blocking: setup.blocking.map(turn),
      sides: setup.sides.map((s) => ({ ...s, edge: flipEdge[s.edge] })),
      units: Object.fromEntries(Object.entries(setup.units).map(([cell, u]) => [turn(cell), u])),
    };
    // Round 1's Movement phase: the rolls are the same (one seed), so are the requests.
    const firstMoves = (s: BattleSetup): Decision[] => {
      const r = runBattle(dieFightingGame.ruleset, s, dieFightingGame.computer('m'), {
        keepEvents: false,
        stopBefore: (request) => request.kind === 'combat',
      });
      if (!r.ok) throw new Error(r.error.problems.map((p) => p.message).join('; '));
      return r.value.decisions.filter((d) => d.kind === 'move');
    };
    const plain = firstMoves(setup);
    const mirrored = firstMoves(turned);
    expect(plain.length).toBeGreaterThan(3);
    expect(plain.some((d) => d.kind === 'move' && d.unit !== null)).toBe(true);
    expect(mirrored).toEqual(
      plain.map((d) =>
        d.kind === 'move' && d.unit !== null ? { ...d, unit: turn(d.unit), to: turn(d.to!) } : d,
      ),
    );
  });
});
