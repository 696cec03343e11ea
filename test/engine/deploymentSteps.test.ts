/**
 * The engine's deployment steps, on a draft of no game: the roll-off's winner first, the edge
 * asked of the winner or the loser as the game says, no choice of edge once a unit stands on the
 * map, one unit each in turn with a side that has none left passing, and the game's first phase
 * once every unit is placed. Both square-map games play their deployment through these.
 */
import {
  deployStep,
  startDeployment,
  type DeployingDraft,
  type DeploymentRules,
} from '../../src/engine/deploymentSteps';

interface ToyDraft extends DeployingDraft {
  reserve: { side: string }[];
}

const draft = (reserve: string[], units: unknown[] = []): ToyDraft => ({
  phase: 'setup',
  order: ['a', 'b'],
  turn: 0,
  awaiting: null,
  units,
  reserve: reserve.map((side) => ({ side })),
  rules: { sides: [{ id: 'a' }, { id: 'b' }] },
});

const rules = (edgeChooser: 'winner' | 'loser'): DeploymentRules<ToyDraft, string> => ({
  edgeChooser,
  begin: (d, ev) => {
    d.phase = 'battle';
    ev.push('begun');
  },
});

/** Plays the deployment out: each question answered by placing one of that side's units. */
function questions(d: ToyDraft, r: DeploymentRules<ToyDraft, string>): string[] {
  const asked: string[] = [];
  const ev: string[] = [];
  while (!deployStep(d, ev, r)) {
    const q = d.awaiting as { side: string; choose: string };
    asked.push(`${q.side}:${q.choose}`);
    if (q.choose === 'edge') d.phase = 'deploy';
    else {
      d.reserve.splice(
        d.reserve.findIndex((u) => u.side === q.side),
        1,
      );
      d.turn = (d.turn + 1) % d.order.length;
    }
  }
  return [...asked, ...ev];
}

describe('deployment steps (engine)', () => {
  it('nothing to place: no deployment', () => {
    expect(startDeployment(draft([]), 'a')).toBe(false);
  });

  it("the winner places first; the edge is the winner's choice or the loser's as the game says", () => {
    const d = draft(['a', 'b', 'b', 'b']);
    expect(startDeployment(d, 'b')).toBe(true);
    expect(d.order).toEqual(['b', 'a']);
    expect(questions(d, rules('winner'))).toEqual([
      'b:edge',
      'b:unit',
      'a:unit',
      'b:unit',
      'b:unit',
      'begun',
    ]);
    const e = draft(['a', 'b', 'b', 'b']);
    startDeployment(e, 'b');
    expect(questions(e, rules('loser'))).toEqual(['a:edge', 'b:unit', 'a:unit', 'b:unit', 'b:unit', 'begun']);
  });

  it('a unit already on the map fixes the edges: no choice, straight to placing', () => {
    const d = draft(['a', 'a'], [{}]);
    startDeployment(d, 'b');
    expect(d.phase).toBe('deploy');
    expect(questions(d, rules('loser'))).toEqual(['a:unit', 'a:unit', 'begun']);
  });
});
