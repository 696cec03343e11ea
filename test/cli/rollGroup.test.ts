/**
 * Roll groups through the real binary (`npm run build` first when run alone): `roll` keeps the
 * better result and says which was dropped, `odds` gives the better of two sums exactly, a table
 * session rolls and checks them, and options a group doesn't take are refused by name.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../helpers/runCli';
import { runMain } from '../helpers/runMain';

interface GroupJson {
  total: number;
  parts: { expression: string; total: number; kept: boolean; dice: { value: number }[] }[];
}

describe('roll groups', () => {
  it('roll keeps the highest result, shown as rpg-dice-roller shows it', async () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const json = JSON.parse(
        runCli(['roll', '{2d6, 3d4}kh1+1', '--seed', seed, '--json']).stdout,
      ) as GroupJson;
      const totals = json.parts.map((p) => p.dice.reduce((s, d) => s + d.value, 0));
      expect(json.parts.map((p) => p.total)).toEqual(totals);
      expect(json.total).toBe(Math.max(...totals) + 1);
      const text = (await runMain(['roll', '{2d6, 3d4}kh1+1', '--seed', seed])).stdout;
      const shown = json.parts.map((p) => {
        const dice = `[${p.dice.map((d) => d.value).join(', ')}]`;
        return p.kept ? dice : `(${dice})d`;
      });
      expect(text).toBe(`{2d6, 3d4}kh1+1: {${shown.join(', ')}}+1 = ${json.total}\nseed: ${seed}\n`);
    }
  });

  it('odds of the better of two 2d6 sums: at most x is P(2d6 <= x) squared', async () => {
    const r = JSON.parse((await runMain(['odds', '{2d6, 2d6}kh1', '--json'])).stdout) as {
      outcomes: string;
      distribution: { value: number; atMostFraction: string }[];
    };
    expect(r.outcomes).toBe('1296');
    const ways = (x: number) =>
      [...Array(36).keys()].filter((i) => (i % 6) + Math.floor(i / 6) + 2 <= x).length;
    const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
    for (const line of r.distribution) {
      const n = ways(line.value) ** 2;
      const g = gcd(n, 1296);
      expect(line.atMostFraction).toBe(n === 1296 ? '1' : `${n / g}/${1296 / g}`);
    }
  });

  it('a table session rolls a saved group, and --show checks it', async () => {
    const input = 'save adv {d20, d20}kh1\nadv\nadv\n';
    const dir = join(mkdtempSync(join(tmpdir(), 'diemen-group-')), 'adv.jsonl');
    const r = runCli(['table', '--seed', 'g', '--log', dir], { input });
    expect(r.stdout).toMatch(
      /\{d20,d20\}kh1: \{(\(\[\d+\]\)d|\[\d+\]), (\(\[\d+\]\)d|\[\d+\])\} = \d+\n#2 · adv · seed g\.2/,
    );
    expect(runCli(['table', '--show', dir]).stdout).toContain('all 2 rolls come out as written from seed g');
  });

  it('refuses options a group does not take, in one line', async () => {
    const t = await runMain(['roll', '{2d6, 2d6}kh1', '--target', '4']);
    expect(t).toMatchObject({
      code: 2,
      stderr: 'diemen: --target is not read with a roll group ({2d6, 2d6}kh1) yet\n',
    });
  });

  it('a group of one expression keeps among its dice, in roll and odds', async () => {
    const r = await runMain(['roll', '{d20+d12}kh1', '--seed', 'one']);
    expect(r.code).toBe(0);
    // One die kept, the other marked d; the total is the kept die.
    const m = /^\{d20\+d12\}kh1: \{\[(\d+)(d?)\]\+\[(\d+)(d?)\]\} = (\d+)$/m.exec(r.stdout);
    expect(m).not.toBeNull();
    const [a, aDropped, b, bDropped, total] = m!.slice(1);
    expect([aDropped, bDropped].sort()).toEqual(['', 'd']);
    expect(Number(total)).toBe(aDropped ? Number(b) : Number(a));
    const o = await runMain(['odds', '{d20+d12}kh1']);
    expect(o.code).toBe(0);
    expect(o.stdout).toContain('out of 240 equally likely rolls');
    const bad = await runMain(['odds', '{d20+d12}kh3']);
    expect(bad).toMatchObject({ code: 2, stderr: 'diemen: {d20+d12}kh3: kh3: keep 1 to 2 of its 2 dice\n' });
  });
});
