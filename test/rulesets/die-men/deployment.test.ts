/**
 * Deployment played (ruling 33, "Setting Up"): a d10 roll-off, then the sides take turns, each
 * putting one or more of its units left in an empty hex of its zone; refused placements say why;
 * the documented default (the computer's) lays a line of stacks across the zone's front; then
 * round 1, with the units in place.
 */
import { sensibleDeploy, mixedShare } from '../../../src/rulesets/die-men/deployPlan';
import { inZone, zoneDepth } from '../../../src/rulesets/die-men/deployment';
import { dieMen, type BattleSetup, type BattleState, type Request } from '../../../src/rulesets/die-men';
import { apply, makeSetup, ofType, start } from './helpers';

type DeployRequest = Extract<Request, { kind: 'deploy' }>;

type Extra = Parameters<typeof makeSetup>[1] & Pick<BattleSetup, 'deploy' | 'zones'>;

/** makeSetup with units to place in play (and zones). */
const withDeploy = (occupants: Parameters<typeof makeSetup>[0], extra: Extra): BattleSetup => ({
  ...makeSetup(occupants, extra),
  ...(extra.deploy ? { deploy: extra.deploy } : {}),
  ...(extra.zones ? { zones: extra.zones } : {}),
});

const setup = (extra: Omit<Extra, 'deploy'> = {}) =>
  withDeploy(
    {},
    {
      deploy: { a: { infantry: 5, archer: 2 }, b: { infantry: 6 } },
      ...extra,
      options: { complications: { unitTypes: ['archer'] } },
    },
  );

const pending = (s: BattleState): DeployRequest => {
  const r = dieMen.pending(s);
  if (!r || r.kind !== 'deploy') throw new Error(`expected a deploy request, got ${JSON.stringify(r)}`);
  return r;
};

describe('Die, Men! deployment (ruling 33)', () => {
  it('opens with a d10 roll-off whose winner places first, in round 0', () => {
    const { state, events } = start(setup());
    expect(state.round).toBe(0);
    const rolled = ofType(events, 'deployRolled')[0]!;
    const last = rolled.rolls[rolled.rolls.length - 1]!;
    const best = Math.max(...last.map((t) => t.face));
    expect(last.filter((t) => t.face === best).map((t) => t.side)).toEqual([rolled.first]);
    for (const round of rolled.rolls.slice(0, -1)) expect(round[0]!.face).toBe(round[1]!.face);
    expect(pending(state).side).toBe(rolled.first);
    expect(ofType(events, 'battleStarted')[0]!.units).toEqual({ a: 7, b: 6 });
  });

  it('zones are the third of the map along each side’s edge: west for the first side, east for the second', () => {
    const { state } = start(setup());
    expect(zoneDepth(state.rules, 'west')).toBe(3);
    const a = dieMen.pending(state)!.side === 'a' ? pending(state) : null;
    const cells = (a ?? pending(state)).cells;
    const edge = (a ?? pending(state)).side === 'a' ? 'west' : 'east';
    expect(cells.length).toBe(21);
    for (const c of cells) expect(inZone(state.rules, edge, c)).toBe(true);
  });

  it('refuses a hex outside the zone, more units than are left and none, saying why', () => {
    const { state } = start(setup({ zones: { a: 'west', b: 'east' } }));
    const req = pending(state);
    const side = req.side;
    const far = side === 'a' ? '6,3' : '0,3';
    const own = side === 'a' ? '1,3' : '5,3';
    const out = dieMen.apply(state, { kind: 'deploy', side, at: far, units: { infantry: 1 } });
    expect(!out.ok && out.error.code).toBe('deploy.cell');
    expect(!out.ok && out.error.message).toMatch(
      /outside .*'s zone \(the 3 columns along the (west|east) edge\)/,
    );
    const many = dieMen.apply(state, { kind: 'deploy', side, at: own, units: { infantry: 9 } });
    expect(!many.ok && many.error.code).toBe('deploy.not-left');
    const none = dieMen.apply(state, { kind: 'deploy', side, at: own, units: {} });
    expect(!none.ok && none.error.code).toBe('deploy.no-units');
    const placed = apply(state, { kind: 'deploy', side, at: own, units: { infantry: 2 } });
    expect(placed.state.occupants[own]).toEqual({ side, units: { infantry: 2 } });
    // Now the other side's turn.
    expect(pending(placed.state).side).not.toBe(side);
  });

  it('alternates, lets a side with units left place the rest, then starts round 1', () => {
    let { state } = start(setup());
    const order: string[] = [];
    while (state.phase === 'deploy') {
      const req = pending(state);
      order.push(req.side);
      // a puts everything in one hex; b one unit a turn.
      const units = req.side === 'a' ? req.left : { infantry: 1 };
      state = apply(state, { kind: 'deploy', side: req.side, at: req.cells[0]!, units }).state;
    }
    expect(order.filter((s) => s === 'a')).toHaveLength(1);
    expect(order.filter((s) => s === 'b')).toHaveLength(6);
    // After a's one turn, b places the rest on its own.
    expect(order.slice(order.indexOf('a') + 1).every((s) => s === 'b')).toBe(true);
    expect(state.round).toBe(1);
    expect(state.phase).not.toBe('deploy');
    expect(state.deployment).toBeNull();
    expect(dieMen.pending(state)!.kind).toBe('declare');
  });

  it('the default lays a line of mixed stacks across the front of the zone, the last hex taking the rest', () => {
    const { state } = start(setup({ zones: { a: 'west', b: 'east' } }));
    const req = pending(state);
    const d = sensibleDeploy(state, req);
    // Deepest into the zone (column 2 or 4), the middle row.
    expect(d.at).toBe(req.side === 'a' ? '2,3' : '4,3');
    expect(Object.values(d.units).reduce((x, y) => x + (y ?? 0), 0)).toBe(req.side === 'a' ? 2 : 2);
    expect(mixedShare({ infantry: 5, archer: 2 }, 3)).toEqual({ infantry: 2, archer: 1 });
    const last = sensibleDeploy(state, { ...req, cells: [req.cells[0]!] });
    expect(last.units).toEqual(req.left);
  });

  it('keeps out the units of a side whose zone has no hex left for them', () => {
    const s = withDeploy(
      {},
      {
        grid: { kind: 'hex', cols: 3, rows: 1 },
        deploy: { a: { infantry: 3 }, b: { infantry: 2 } },
        terrain: { '2,0': 'impassable' },
      },
    );
    const { state, events } = start(s);
    // b's zone (column 2) is impassable: only a places.
    let st = state;
    const all = [...events];
    while (st.phase === 'deploy') {
      const r = apply(st, dieMen.defaultDecision(st, dieMen.pending(st)!));
      st = r.state;
      all.push(...r.events);
    }
    expect(ofType(all, 'notDeployed')).toEqual([
      { type: 'notDeployed', round: 0, side: 'b', units: { infantry: 2 } },
    ]);
    expect(st.round).toBe(1);
  });

  it('a set-up without units to place starts at round 1 as before', () => {
    const { state, events } = start(makeSetup({ '1,1': ['a', 3], '5,5': ['b', 3] }));
    expect(state.round).toBe(1);
    expect(state.deployment).toBeNull();
    expect(events.map((e) => e.type)).toEqual(['battleStarted', 'roundStarted']);
  });
});
