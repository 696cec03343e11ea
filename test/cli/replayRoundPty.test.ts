/**
 * `replay LOG --round N` at a real 80x24 terminal goes straight to round N: the rounds before it
 * show nothing, so no key is asked over them (stepRounds.ts). The first key line offers round
 * N+1 and back to N-1. Each key waits under the board as the round left it. Run `npm run build`
 * first when running this file alone.
 */
import { spawn } from 'node:child_process';
import { BIN, hasScript, ROOT } from '../helpers/pty';

const LOG = 'test/fixtures/logs/castle-siege.jsonl';

/** Runs replay at a pseudo-terminal; at each key line, types the next of `keys` (then q). */
function replayAt(args: string[], keys: string[]): Promise<{ out: string; code: number | null }> {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', TERM: 'xterm' };
  delete env.CI;
  const command = [process.execPath, BIN, 'replay', ...args].map((a) => `'${a}'`).join(' ');
  const child = spawn('script', ['-qfec', `stty cols 80 rows 24; ${command}`, '/dev/null'], {
    cwd: ROOT,
    env,
  });
  let out = '';
  let asked = 0;
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    const lines = out.match(/q stops: $/gm)?.length ?? 0;
    if (lines > asked) {
      asked = lines;
      // A moment after the key line, as a person would: a key sent the instant it is drawn can
      // reach the terminal before replay has switched it to reading single keys.
      setTimeout(() => child.stdin.write(keys.shift() ?? 'q'), 30);
    }
  });
  return new Promise((resolve) => {
    const limit = setTimeout(() => child.kill(), 60000);
    child.on('exit', (code) => {
      clearTimeout(limit);
      resolve({ out, code });
    });
  });
}

(hasScript ? describe : describe.skip)('replay --round N at a terminal', () => {
  it('shows round N first, with no key asked over the rounds before it; b goes back to N-1', async () => {
    const r = await replayAt([LOG, '--round', '6'], ['b']);
    expect(r.code).toBe(0);
    const prompts = [...r.out.matchAll(/^.*q stops: /gm)].map((m) => m[0].trim());
    expect(prompts[0]).toBe('Enter/→ round 7, b/← round 5, q stops:');
    expect(prompts[1]).toBe('Enter/→ round 6, b/← round 4, q stops:');
    expect(prompts).toHaveLength(2);
    // Round 6 is on screen before the first key line; nothing of rounds 1-5 before it.
    const first = r.out.slice(0, r.out.indexOf('q stops: '));
    expect(first).toContain('── Round 6 ──');
    expect(first).not.toMatch(/── Round [1-5] ──/);
    expect(first).toMatch(/end of round 6:/);
    // Going back shows round 5 after all.
    expect(r.out.slice(r.out.indexOf('q stops: '))).toContain('(back to round 5)');
  }, 90000);
});

/** The map's rows in `text`: lines with the same row number at both ends. */
const mapRows = (text: string): string[] =>
  text.split(/\r?\n/).filter((l) =>
    /^\s*(\d+) .*\S (\d+)$/
      .exec(l)
      ?.slice(1, 3)
      .every((n, _, a) => n === a[0]),
  );

(hasScript ? describe : describe.skip)('replay at a terminal: the board at each key', () => {
  it.each(['df-open-field', 'dw-mek-shop'])(
    "%s: the board as round 1 left it is drawn right above the key, and not again under round 2's header",
    async (name) => {
      const r = await replayAt([`test/fixtures/logs/${name}.jsonl`], ['\r']);
      expect(r.code).toBe(0);
      const keys = [...r.out.matchAll(/q stops: /g)].map((m) => m.index);
      expect(keys.length).toBeGreaterThanOrEqual(2);
      const first = r.out.slice(0, keys[0]);
      // After the round's last line, its board: the last 23 lines above the key hold map rows.
      const ended = first.slice(first.lastIndexOf('end of round 1:'));
      expect(mapRows(ended).length).toBeGreaterThan(5);
      expect(mapRows(first.split(/\r?\n/).slice(-24).join('\n')).length).toBeGreaterThan(5);
      // Round 2 begins with its events: the same board isn't drawn a second time.
      const second = r.out.slice(keys[0], keys[1]);
      const header = second.slice(second.indexOf('── Round 2 ──'));
      const firstLine = header.split(/\r?\n/)[1] ?? '';
      expect(mapRows(firstLine)).toEqual([]);
      expect(mapRows(second.slice(second.lastIndexOf('end of round 2:'))).length).toBeGreaterThan(5);
    },
    90000,
  );
});
