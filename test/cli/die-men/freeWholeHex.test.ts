/**
 * Die, Men! ruling 13: a free move that names no units moves the whole hex, so when some of its
 * units may not make it the move is refused at its own line, not carried out for the rest. From a
 * scenario file through the real binary (run `npm run build` first when running this file alone).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMain } from '../../helpers/runMain';

const FILE = 'test/fixtures/scenarios/free/whole-hex.yaml';
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('ruling 13: a free move of the whole hex', () => {
  it('a siege engine among the units: refused at the free move, exit 2', async () => {
    const text = readFileSync(FILE, 'utf8');
    const r = await runMain(['step', FILE]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `diemen: ${FILE}:${lineOf(text, 'a: [{ from: "1,1"')}: rounds[0].free.a: round 1, a's scripted free moves: not every unit in 1,1 may make this free move (siege can't): name the units that go (units:)\n`,
    );
  });

  it('infantry in Rough beside cavalry: refused; naming the cavalry moves them alone', async () => {
    const text = readFileSync(FILE, 'utf8')
      .replace('unitTypes: [siege]', 'unitTypes: [cavalry]')
      .replace('{ siege: 1, infantry: 2 }', '{ cavalry: 1, infantry: 2 }')
      .replace('map: { cols: 7, rows: 3 }', 'map: { cols: 7, rows: 3, terrain: { rough: ["1,1"] } }');
    const dir = mkdtempSync(join(tmpdir(), 'diemen-free-'));
    const whole = join(dir, 'rough.yaml');
    writeFileSync(whole, text);
    const r = await runMain(['step', whole]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("not every unit in 1,1 may make this free move (infantry can't)");
    const named = join(dir, 'named.yaml');
    writeFileSync(named, text.replace('to: "1,0" }', 'to: "1,0", units: { cavalry: 1 } }'));
    const ok = await runMain(['step', named]);
    expect(ok.stderr).toBe('');
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/1 cavalry 1,1 → 1,0/);
  });
});
