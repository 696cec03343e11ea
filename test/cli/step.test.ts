/**
 * `diemen step`: the first test through the real binary (run `npm run build` first when running this
 * file alone), the rest through the same main() in-process (helpers/runMain.ts).
 */
import { runCli } from '../helpers/runCli';
import { runMain } from '../helpers/runMain';

const fx = (name: string) => `test/fixtures/scenarios/${name}`;

interface StepJson {
  seed: string;
  rounds: { round: number; events: { type: string; kills?: number; encirclement?: number }[] }[];
  final: {
    round: number;
    hexes: { at: string; side: string; units: { infantry?: number } }[];
    winner: string | null;
  };
}

const stepJson = async (args: string[]): Promise<StepJson> => {
  const r = await runMain(['step', ...args, '--json']);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as StepJson;
};

describe('diemen step', () => {
  it('resolves the Encirclement example: 2×9 kills 4, the three-unit hexes 3 each', () => {
    // Through the real binary (step's smoke test); the rest run the same main() in-process.
    const r = runCli(['step', 'scenarios/reserve-cut-off.yaml', '--all']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('2×9 from 3,1 → 3,2: width 2 + encirclement 2 = 4 killed');
    expect(r.stdout).toMatch(/2×7 from 2,2 → 3,2: width 2 \+ encirclement 2 = 4, capped .*: 3 killed/);
    expect(r.stdout).toMatch(/^seed: \S+/m);
    // The command complications are off: the header names neither lag nor interference (ruling 26).
    expect(r.stdout).toMatch(/^scale: 10 soldiers a unit, hexes 60 ft, rounds of 10 min$/m);
    // The map after the round shows the five royal units left in 3,2.
    expect(r.stdout).toContain('R5');
    expect(r.stdout).not.toMatch(/\u001b\[/); // no colour when piped
  });

  it('--json gives rounds with events and the final position', async () => {
    const doc = await stepJson(['scenarios/reserve-cut-off.yaml']);
    expect(doc.rounds.map((r) => r.round)).toEqual([1]);
    const kills = doc.rounds[0]!.events.filter((e) => e.type === 'attacked').map((e) => e.kills);
    expect(kills).toEqual([4, 3, 3]);
    expect(doc.final.round).toBe(1);
    expect(doc.final.winner).toBeNull();
    expect(doc.final.hexes).toContainEqual({ at: '3,2', side: 'royal', units: { infantry: 5 } });
    expect(doc.final.hexes).toContainEqual({ at: '3,1', side: 'duke', units: { infantry: 5 } });
  });

  it('caps damage by the attacking units and splits a 5×10 (two units can only kill two)', async () => {
    const doc = await stepJson(['scenarios/two-units-surround.yaml']);
    const events = doc.rounds[0]!.events as {
      type: string;
      kills?: number;
      encirclement?: number;
      into?: unknown[];
    }[];
    expect(events.find((e) => e.type === 'split')?.into).toHaveLength(2);
    const attacks = events.filter((e) => e.type === 'attacked');
    expect(attacks.map((e) => [e.encirclement, e.kills])).toEqual([
      [7, 2],
      [7, 1],
    ]);
    expect(doc.final.hexes).toContainEqual({ at: '2,2', side: 'blue', units: { infantry: 7 } });
  });

  it("prints the complications' rulebook examples with their bonuses (cavalry, mountain, siege on a hill)", async () => {
    const run = (name: string) => runMain(['step', fx(`rulebook/${name}.yaml`), '--all', '--no-map']);
    const cavalry = await run('cavalry');
    expect(cavalry.code).toBe(0);
    expect(cavalry.stdout).toContain(
      '4×10 from 2,1 → 2,2, 3 gobbled (10 10 10): width 4 → 1: spoiled, no damage',
    );
    expect(cavalry.stdout).toContain('width 2 + encirclement 1 + cavalry 1 = 4 killed');
    const mountain = await run('mountain');
    expect(mountain.stdout).toMatch(
      /2×8 defends 2,2: gobble dice 9 9 10 \[\+1 height, free 10 \(mountain\)\]/,
    );
    expect(mountain.stdout).toContain('3×1 from 2,1 → 2,2: width 3 → 3 killed');
    const siege = await run('siege-hill');
    expect(siege.stdout).toContain('2×8 from 2,0 → 2,2 (siege engines, no cap): width 2 + hill 1 = 3 killed');
  });

  it('is deterministic: the same file and seed give the same battle', async () => {
    const a = await stepJson(['scenarios/skirmish.yaml', '--rounds', '4', '--seed', 'table-7']);
    const b = await stepJson(['scenarios/skirmish.yaml', '--rounds', '4', '--seed', 'table-7']);
    const c = await stepJson(['scenarios/skirmish.yaml', '--rounds', '4', '--seed', 'table-8']);
    expect(a).toEqual(b);
    expect(a.seed).toBe('table-7');
    expect(a.rounds).toHaveLength(4);
    expect(c.rounds).not.toEqual(a.rounds);
  });

  it('rejects an order the strategy forbids, naming file, line, round, side and order', async () => {
    const r = await runMain(['step', fx('step-deploy-attacks.yaml'), '--all']);
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe(
      `diemen: ${fx('step-deploy-attacks.yaml')}:14: rounds[0].orders.red[0]: round 1, red's scripted order 1 (2x7): an army that declared deploy can't attack`,
    );
  });

  it('reports an order for a set the roll did not make', async () => {
    const r = await runMain(['step', fx('step-unrolled-set.yaml'), '--all']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /step-unrolled-set\.yaml:14: rounds\[0\]\.orders\.red\[0\]: round 1, red's scripted order 1 \(5x10\) was not used/,
    );
    expect(r.stderr).not.toMatch(/at .*\.js:\d+/);
  });

  it('skips and reports an order whose set was spoiled by a knock before its turn', async () => {
    const r = await runMain(['step', fx('bench-15v15.yaml'), '--all', '--no-map']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    // a's 2x2 and 2x4 lose a die to b's hits (the defender's default knock), then b's 2x1. The
    // lines are wrapped at the width: read as one.
    const said = r.stdout.replace(/\n\s*/g, ' ');
    expect(said).toContain(
      "round 1, a's scripted order 5 (2x2) was skipped: the set was spoiled before its turn",
    );
    expect(said).toContain(
      "round 1, b's scripted order 5 (2x1) was skipped: the set was spoiled before its turn",
    );
  });

  it('says what to do with a scenario that has no scripted rounds, and rejects a bad --rounds', async () => {
    const none = await runMain(['step', 'scenarios/skirmish.yaml']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('--rounds');
    const bad = await runMain(['step', 'scenarios/skirmish.yaml', '--rounds', 'lots']);
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('reports a missing file in one line', async () => {
    const r = await runMain(['step', 'no/such.yaml']);
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe('diemen: no/such.yaml: cannot read: no such file');
  });
});
