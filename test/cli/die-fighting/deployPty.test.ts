/**
 * Die Fighting deployment at a real 80x24 terminal (script(1) gives it a pseudo-terminal), driven
 * by keys as a person would: the zone's map is drawn above the question, its free squares marked
 * and the suggested one too; a square out of the zone is refused with the reason and asked again;
 * Enter takes the suggestion. The battle is stopped at round 1 (Ctrl+C), finished by the computer
 * with --resume, and the log verifies. A map 40 squares wide: the zone map is cropped to the
 * columns around the suggestion, so no line is wider than the terminal's 80 columns. The two run
 * at once, each in its own folder and terminal. Run `npm run build` first when running this file
 * alone.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { atTerminal, diemen, ENTER, hasScript, ROOT } from '../../helpers/pty';

const FIXTURE = join(ROOT, 'test/fixtures/scenarios/die-fighting/deploy.yaml');
const CLEAR_LINE = '\x15';

(hasScript ? describe : describe.skip)('Die Fighting deployment at an 80x24 terminal', () => {
  it.concurrent(
    'shows the zone, refuses a square out of it, takes the suggestion on Enter; the log verifies',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'diemen-pty-deploy-'));
      const file = join(dir, 'deploy.yaml');
      // The fixture without its scripted rounds: red at the keyboard places every unit.
      writeFileSync(file, readFileSync(FIXTURE, 'utf8').replace(/\nrounds:[\s\S]*$/, '\n'));
      const log = join(dir, 'battle.jsonl');
      const r = await atTerminal(
        ['play', file, '--ai', 'blue', '--seed', 's1', '--log', log],
        // Row 3 is in neither zone (rows 0-1 and 4-5 of the 6): refused, then Enter.
        [[/^Place .* on\?/, ['3,3\r', `${CLEAR_LINE}${ENTER}`]]],
        /── Round 1 ──/,
        90000,
      );
      expect(r.out).toContain('+ a free square up to 2 in from your edge');
      expect(r.out).toMatch(/@ \d,\d suggested/);
      expect(r.out).toMatch(/3,3: more than 2 squares in from red's (north|south) edge/);
      // The zone map: a row of free squares (+) with the column numbers above it.
      expect(r.out).toMatch(
        /^ +0 +1 +2 +3 +4 +5 +6 +7\r?\n[0-5] +([+@A-Za-z0-9.SB]+ +){7}[+@A-Za-z0-9.SB]+ [0-5]/m,
      );
      const red = readFileSync(log, 'utf8')
        .split('\n')
        .filter((l) => l.includes('"kind":"deploy"') && l.includes('"side":"red"') && l.includes('"unit"'));
      expect(red).toHaveLength(4);
      expect(r.code).toBe(130);
      const resumed = await diemen('play', '--resume', log, '--ai', 'all');
      expect(resumed.stderr).toBe('');
      expect(resumed.status).toBe(0);
      const verify = await diemen('replay', log, '--verify');
      expect(verify.stdout).toMatch(/^ok: /);
    },
    150000,
  );

  it.concurrent(
    'crops the zone map of a 40-square-wide map to the columns around the suggestion, within 80 columns',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'diemen-pty-wide-'));
      const file = join(dir, 'wide.yaml');
      writeFileSync(
        file,
        `ruleset: die-fighting
name: Wide
mode: skirmish
options: { maxRounds: 1 }
map: { cols: 40, rows: 8, blocking: ["20,1", "21,6"] }
sides:
  - { id: red, edge: north, units: [light-cavalry] }
  - { id: blue, edge: south, units: [conscripts] }
`,
      );
      const r = await atTerminal(
        ['play', file, '--ai', 'blue', '--seed', 's1', '--log', join(dir, 'b.jsonl')],
        [],
        /── Round 1 ──/,
        90000,
      );
      const zone = r.out.slice(r.out.lastIndexOf('? Place light cavalry on?') - 2000);
      const crop = /columns (\d+)-(\d+) of 0-39/.exec(zone);
      expect(crop).not.toBeNull();
      const [lo, hi] = [Number(crop![1]), Number(crop![2])];
      // At 3 characters a square, 25 columns fit beside the row numbers; the suggestion among them.
      expect(hi - lo + 1).toBe(25);
      const suggested = /@ (\d+),(\d+) suggested/.exec(zone);
      expect(Number(suggested![1])).toBeGreaterThanOrEqual(lo);
      expect(Number(suggested![1])).toBeLessThanOrEqual(hi);
      // The column numbers over the crop, and every line within the terminal's width.
      const header = Array.from({ length: hi - lo + 1 }, (_, i) => String(lo + i).padStart(3)).join('');
      expect(zone).toContain(`  ${header}`);
      // The zone map, from its column numbers to the crop's note: every line within 80 columns.
      const map = zone.slice(zone.indexOf(`  ${header}`), zone.indexOf('? Place light cavalry on?'));
      const lines = map.split(/\r?\n/).filter(Boolean);
      expect(lines.length).toBeGreaterThanOrEqual(10);
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
    },
    150000,
  );
});
