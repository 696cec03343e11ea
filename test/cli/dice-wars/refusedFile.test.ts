/**
 * Dice Wars scripted actions the rules refuse, from a scenario file through the real binary (run
 * `npm run build` first when running this file alone): a refused move says its real reason (too far,
 * a climb, a model standing there: "Move Action", DW-G3), and equipment is named as a script names
 * it, counted from 1. The fixture's header works out each case; the test swaps its one action.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMain } from '../../helpers/runMain';

const FILE = 'test/fixtures/scenarios/dice-wars/refused.yaml';
const SCRIPTED = '          - { freeMove: "1,11" }';
const dir = mkdtempSync(join(tmpdir(), 'diemen-dw-refused-'));

/** The fixture with its scripted action replaced by `actions` (one line each); its stderr. */
async function refusal(name: string, ...actions: string[]): Promise<string> {
  const text = readFileSync(FILE, 'utf8');
  expect(text).toContain(SCRIPTED);
  const file = join(dir, `${name}.yaml`);
  writeFileSync(file, text.replace(SCRIPTED, actions.map((a) => `          - ${a}`).join('\n')));
  const r = await runMain(['step', file]);
  expect(r.code).toBe(2);
  expect(r.stderr.trim().split('\n')).toHaveLength(1);
  return r.stderr;
}

describe('Dice Wars: a refused scripted action says why', () => {
  it('too far: the way is 10", more than a 6" move', async () => {
    const e = await refusal('far', '{ freeMove: "1,11" }');
    expect(e).toContain(`Gunner: 1,1 can't move to 1,11: the way there is 10", more than its 6" move`);
    expect(e).not.toContain('another model');
  });

  it('a model stands on the square: no move ends on one', async () => {
    expect(await refusal('onto', '{ freeMove: "1,4" }')).toContain(
      "Gunner: 1,1 can't move to 1,4: another model stands there, and no move ends on one",
    );
  });

  it('a climb: 1" across on level ground, 7" with the 6" tower', async () => {
    expect(await refusal('climb', '{ freeMove: "2,1" }')).toContain(
      `Gunner: 1,1 can't move to 2,1: the way there is 7" with the climbing, more than its 6" move`,
    );
  });

  it('equipment is counted from 1, as a script counts it', async () => {
    const twice = await refusal('twice', '{ use: ranged, target: tank }', '{ use: ranged, target: tank }');
    expect(twice).toContain(
      'scripted action 2 of gunner: Gunner has used its ranged piece 1 this activation',
    );
    expect(await refusal('none', '{ use: ranged, piece: 2, target: tank }')).toContain(
      'Gunner has no such piece of equipment (its card has 1)',
    );
  });
});
