/**
 * Deployment played ("Set Up", ruling DF16), by the rules alone: the set-up roll, the loser's
 * choice of its side of the map, the placements in turn (winner first, the side with units left
 * going on alone), the zone two squares in from the side's own edge, and the computer general's
 * sense of where things go. The maps are drawn; each expected square is read off the drawing.
 */
import { computerGeneral } from '../../../src/rulesets/die-fighting/ai/computer';
import { chooseDeployEdge } from '../../../src/rulesets/die-fighting/ai/deploy';
import { deployInPlay, zoneSquares } from '../../../src/rulesets/die-fighting/deployment';
import { dieFighting } from '../../../src/rulesets/die-fighting/ruleset';
import type { BattleState } from '../../../src/rulesets/die-fighting/state';
import type { Decision, UnitSetup } from '../../../src/rulesets/die-fighting/types';
import { begin, ofType, play, refused, setupOf } from './helpers';

//                 0123456789
const OPEN = ['..........', '..........', '..........', '..........', '..........', '..........'];

const unit = (side: string, type: UnitSetup['type'], commander?: UnitSetup['commander']): UnitSetup => ({
  side,
  type,
  ...(commander ? { commander } : {}),
});

const edgeDeploy = { options: { game: 'elimination', maxRounds: 20, deployment: 'edge' } } as const;

/** red: two archers, a captain's heavy infantry and conscripts; blue: light cavalry and archers. */
function battle(rows: readonly string[] = OPEN, placed: Record<string, UnitSetup> = {}): BattleState {
  const setup = setupOf(rows, placed, edgeDeploy);
  return begin(
    deployInPlay(setup, [
      unit('red', 'archers'),
      unit('red', 'heavy-infantry', 'captain'),
      unit('red', 'archers'),
      unit('red', 'conscripts'),
      unit('blue', 'light-cavalry'),
      unit('blue', 'archers'),
    ]),
  ).state;
}

const setupRoll = (red: [number, number], blue: [number, number]): Decision[] => [
  { kind: 'roll', side: 'red', faces: red },
  { kind: 'roll', side: 'blue', faces: blue },
];

const put = (side: string, u: string, at: string): Decision => ({ kind: 'deploy', side, unit: u, at });

describe('deployment ("Set Up", DF16)', () => {
  it('units without squares: the set-up roll is asked first, even without setupRoll', () => {
    const s = battle();
    expect(s.phase).toBe('setup');
    expect(s.awaiting).toMatchObject({ kind: 'roll', purpose: 'setup', side: 'red' });
    expect(s.units).toEqual([]);
  });

  it('the loser of the set-up roll chooses its side of the map; the winner places first', () => {
    const { state, events } = play(battle(), ...setupRoll([6, 5], [1, 2]));
    expect(ofType(events, 'setupRolled')[0]).toMatchObject({ winner: 'red', reason: 'higher' });
    expect(state.awaiting).toEqual({ kind: 'deploy', side: 'blue', round: 0, choose: 'edge' });
    const after = play(state, { kind: 'deploy', side: 'blue', edge: 'north' });
    expect(ofType(after.events, 'edgeChosen')).toEqual([
      { type: 'edgeChosen', side: 'blue', edge: 'north', other: 'south' },
    ]);
    expect(after.state.rules.sides.map((x) => x.edge)).toEqual(['south', 'north']);
    expect(after.state.awaiting).toEqual({ kind: 'deploy', side: 'red', round: 0, choose: 'unit' });
  });

  it("an edge that is neither the side's own nor the one across is refused", () => {
    const s = play(battle(), ...setupRoll([6, 5], [1, 2])).state;
    expect(refused(s, { kind: 'deploy', side: 'blue', edge: 'east' }).code).toBe('deploy.edge');
  });

  it('the sides place one unit each in turn; the side with units left places the rest alone', () => {
    const s = play(battle(), ...setupRoll([1, 1], [6, 6]), { kind: 'deploy', side: 'red', edge: 'north' });
    const { state, events } = play(
      s.state,
      put('blue', 'light-cavalry', '0,5'),
      put('red', 'archers', '3,0'),
      put('blue', 'archers', '4,5'),
      put('red', 'heavy-infantry+captain', '3,1'),
      put('red', 'archers', '4,0'),
      put('red', 'conscripts', '4,1'),
    );
    expect(ofType(events, 'deployed').map((e) => `${e.unit.side} ${e.unit.type} ${e.unit.at}`)).toEqual([
      'blue light-cavalry 0,5',
      'red archers 3,0',
      'blue archers 4,5',
      'red heavy-infantry 3,1',
      'red archers 4,0',
      'red conscripts 4,1',
    ]);
    expect(state.reserve).toEqual([]);
    expect(state.units.find((u) => u.at === '3,1')).toMatchObject({
      id: '3,1',
      commander: 'captain',
      health: 10,
    });
    expect(ofType(events, 'roundStarted')).toEqual([{ type: 'roundStarted', round: 1 }]);
    expect(state.awaiting).toMatchObject({ kind: 'roll', purpose: 'initiative', round: 1 });
  });

  it('a square more than two in, blocking, taken or off the map is refused; so is a unit not left', () => {
    const rows = ['..B.......', ...OPEN.slice(1)];
    const s = play(battle(rows), ...setupRoll([6, 6], [1, 1]), {
      kind: 'deploy',
      side: 'blue',
      edge: 'south',
    });
    const red = s.state;
    expect(refused(red, put('red', 'archers', '3,2')).code).toBe('deploy.outside-zone');
    expect(refused(red, put('red', 'archers', '2,0')).code).toBe('deploy.on-blocking');
    expect(refused(red, put('red', 'archers', '10,0')).code).toBe('deploy.off-map');
    expect(refused(red, put('red', 'light-cavalry', '3,0')).code).toBe('deploy.not-yours');
    expect(refused(red, put('red', 'heavy-infantry', '3,0')).code).toBe('deploy.not-yours');
    const next = play(red, put('red', 'archers', '3,1'), put('blue', 'archers', '3,4')).state;
    expect(refused(next, put('red', 'archers', '3,1')).code).toBe('deploy.taken');
    // The zone is the two rows nearest the edge, less what is blocking or taken.
    expect(zoneSquares(next, 'red')).toHaveLength(2 * 10 - 1 - 1);
  });

  it('a unit the set-up places stays; the edges are then fixed (no choice of edge)', () => {
    const { state } = play(battle(OPEN, { '5,5': unit('blue', 'conscripts') }), ...setupRoll([6, 6], [1, 1]));
    expect(state.awaiting).toEqual({ kind: 'deploy', side: 'red', round: 0, choose: 'unit' });
    expect(state.units.map((u) => u.at)).toEqual(['5,5']);
  });

  it('a tied set-up roll goes to the side with more units, the ones still to place counted', () => {
    const { events } = play(battle(), ...setupRoll([3, 4], [5, 2]));
    expect(ofType(events, 'setupRolled')[0]).toMatchObject({ winner: 'red', reason: 'more units' });
  });

  it('a tie on units too is rolled again', () => {
    const setup = deployInPlay(setupOf(OPEN, {}, edgeDeploy), [
      unit('red', 'archers'),
      unit('blue', 'archers'),
    ]);
    const { state, events } = play(begin(setup).state, ...setupRoll([3, 4], [5, 2]));
    expect(ofType(events, 'setupRolled')[0]).toMatchObject({ winner: null, reason: 'tied' });
    expect(state.awaiting).toMatchObject({ kind: 'roll', purpose: 'setup', side: 'red' });
  });

  it('the default keeps the edge and takes the first free square on the edge rank', () => {
    const s = play(battle(), ...setupRoll([6, 6], [1, 1])).state;
    expect(dieFighting.defaultDecision(s, s.awaiting!)).toEqual({
      kind: 'deploy',
      side: 'blue',
      edge: 'south',
    });
    const red = play(s, { kind: 'deploy', side: 'blue', edge: 'south' }).state;
    expect(dieFighting.defaultDecision(red, red.awaiting!)).toEqual(put('red', 'archers', '0,0'));
  });
});

describe('the computer general deploys', () => {
  /** Plays the whole deployment with the computer on both sides. */
  function deployed(rows: readonly string[]): BattleState {
    let s = play(battle(rows), ...setupRoll([6, 6], [1, 1])).state;
    const ai = computerGeneral();
    while (s.phase === 'edge' || s.phase === 'deploy') s = play(s, ai.decide(s.awaiting!, s)).state;
    return s;
  }

  it('archers on the back rank, foot in front, horse out on a flank', () => {
    const s = deployed(OPEN);
    const at = (side: string, type: string) =>
      s.units.filter((u) => u.side === side && u.type === type).map((u) => u.at.split(',').map(Number));
    // red holds the north edge: row 0 is its back rank, row 1 its front.
    for (const [, row] of at('red', 'archers')) expect(row).toBe(0);
    for (const [, row] of [...at('red', 'heavy-infantry'), ...at('red', 'conscripts')]) expect(row).toBe(1);
    const [[col, row]] = at('blue', 'light-cavalry') as [[number, number]];
    expect(row).toBe(4);
    expect(Math.min(col, 9 - col)).toBe(0);
    for (const [, r] of at('blue', 'archers')) expect(r).toBe(5);
  });

  it('archers take the squares behind blocking terrain (cover against arrows)', () => {
    //              0123456789
    const rows = ['..........', '..........', '.......B..', ...OPEN.slice(3)];
    const s = deployed(rows);
    // The blocking square stands in front of the north zone: blue, choosing, takes that edge.
    const north = s.rules.sides.find((x) => x.edge === 'north')!.id;
    expect(north).toBe('blue');
    const archers = s.units.filter((u) => u.side === north && u.type === 'archers').map((u) => u.at);
    // On the back rank, with 7,2 at most two squares ahead in its own or the next column.
    expect(archers.every((c) => ['6,0', '7,0', '8,0'].includes(c))).toBe(true);
  });

  it('chooses the side of the map with more cover', () => {
    const rows = [...OPEN.slice(0, 3), '...B..B...', ...OPEN.slice(4)];
    const s = play(battle(rows), ...setupRoll([6, 6], [1, 1])).state;
    // Blue's own edge is the south; the blocking squares stand in front of the south zone.
    expect(chooseDeployEdge(s, 'blue')).toBe('south');
    expect(chooseDeployEdge(s, 'red')).toBe('south');
  });

  it('deploys the same way from the same position', () => {
    expect(deployed(OPEN).units).toEqual(deployed(OPEN).units);
  });
});
