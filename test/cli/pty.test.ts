/**
 * End to end at a real terminal: the built binary runs under `script`, which gives it a
 * pseudo-terminal, so inquirer's prompts work as they do for a player. The test answers like a
 * player: it waits until the program is idle at a prompt, then types keys (arrow up and Enter to
 * Seize, Enter for every default). Run `npm run build` first when running this file alone.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { atTerminal, DOWN, ENTER, hasScript, ROOT, UP } from '../helpers/pty';

/**
 * The hex to defend and a target start on `← back`, first in the list (Enter alone gives no Die,
 * Men! order): the first hex is a key down.
 */
const firstHex = (): [RegExp, string[]] => [
  /(defend|into) which hex\?/,
  Array<string>(60).fill(`${DOWN}${ENTER}`),
];

(hasScript ? describe : describe.skip)('play at a real terminal (script(1) pseudo-terminal)', () => {
  if (!hasScript)
    console.warn('skipped: script(1) (util-linux) is not installed, so there is no pseudo-terminal');

  it("roll's Master Die question works with the code cache on (the bundle that imports inquirer is never restored from it), and a stray Ctrl+D at it loses nothing", async () => {
    const cached = readdirSync(join(ROOT, 'dist', 'code-cache'), { recursive: true }).map(String);
    // The question is asked from the main bundle, whose cache is the one a roll restores.
    expect(cached.some((f) => f.endsWith('diemen.cjs.v8'))).toBe(true);
    expect(cached.some((f) => f.includes('loadInquirer'))).toBe(false);
    const r = await atTerminal(
      ['roll', '5d+MD', '--seed', '3'],
      // Ctrl+D first: it used to end the question, and the roll with it ("diemen: cancelled").
      [[/Set the Master Die/, [`\x04${DOWN}${ENTER}`]]],
      null,
      10000,
    );
    expect(r.out).not.toContain('internal error');
    expect(r.out).not.toContain('cancelled');
    expect(r.out).toContain('Rolled 4 4 1 6 2. Set the Master Die to:');
    expect(r.out).toMatch(/dice\s+4 4 1 6 2 {2}MD 6/);
    expect(r.code).toBe(0);
  }, 15000);

  it('a person plays red against the computer by typing keys, and the log replays', async () => {
    const log = join(mkdtempSync(join(tmpdir(), 'diemen-pty-')), 'duel.jsonl');
    const r = await atTerminal(
      ['play', 'test/fixtures/scenarios/pty-duel.yaml', '--ai', 'blue', '--seed', 'pty', '--log', log],
      // Strategy: from the default (Hold) one up is Seize; its goal: the enemy hex, the default.
      [
        [/strategy for round/, [`${UP}${ENTER}`, `${UP}${ENTER}`, `${UP}${ENTER}`, `${UP}${ENTER}`]],
        firstHex(),
      ],
      null,
      15000,
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain('Red Company: you, Blue Levy: computer');
    expect(r.out).toMatch(/Red Company: strategy for round 1\?/);
    expect(r.out).toContain('Red Company: declares Seize → 2,1');
    expect(r.out).toMatch(/Victory for .* after 2 rounds|Draw after 2 rounds/);
    const first = JSON.parse(readFileSync(log, 'utf8').split('\n')[1]!) as { decision: unknown };
    expect(first.decision).toEqual({
      kind: 'declare',
      side: 'red',
      declaration: { strategy: 'seize', goal: { kind: 'cell', at: '2,1' } },
    });
    const verify = spawnSync(process.execPath, [join(ROOT, 'bin', 'diemen.js'), 'replay', log, '--verify'], {
      encoding: 'utf8',
    });
    expect(verify.status).toBe(0);
  }, 20000);

  it('hot-seat: each secret declaration is made on the alternate screen, then both are revealed', async () => {
    const log = join(mkdtempSync(join(tmpdir(), 'diemen-pty-')), 'hotseat.jsonl');
    const r = await atTerminal(
      ['play', 'test/fixtures/scenarios/pty-duel.yaml', '--seed', 'hot', '--log', log],
      [],
      null,
      15000,
    );
    expect(r.code).toBe(0);
    // The scrollback is never cleared.
    expect(r.out).not.toContain('\x1b[3J');
    const round1 = r.out.slice(0, r.out.indexOf('declares'));
    // Pass the keyboard to red, red chooses on the alternate screen; the same for blue; the reveal.
    const parts = round1.split('\x1b[?1049h');
    expect(parts).toHaveLength(3);
    expect(parts[0]).toMatch(/pass the keyboard to Red Company, then press Enter/);
    expect(parts[1]).toMatch(/strategy for round 1\?[\s\S]*\x1b\[\?1049l[\s\S]*Red Company: declared\./);
    expect(parts[1]).toMatch(/pass the keyboard to Blue Levy, then press Enter/);
    // What red chose stays on the alternate screen: nothing of it on the main one.
    const mainRed = parts[1]!.slice(parts[1]!.indexOf('\x1b[?1049l'));
    expect(mainRed).not.toMatch(/strategy for round 1\?/);
    expect(r.out).toContain('Red Company: declares Hold\r\nBlue Levy: declares Hold');
  }, 20000);

  it('Ctrl+D at a question is no key: the battle goes on (it stopped it, one key ending the session)', async () => {
    const log = join(mkdtempSync(join(tmpdir(), 'diemen-pty-')), 'ctrl-d.jsonl');
    const r = await atTerminal(
      ['play', 'test/fixtures/scenarios/pty-duel.yaml', '--ai', 'blue', '--seed', 'pty', '--log', log],
      // Ctrl+D, then Enter in the same keystrokes: Enter takes the pre-selected Hold.
      [[/strategy for round 1/, [`\x04${ENTER}`]], firstHex()],
      null,
      15000,
    );
    expect(r.out).not.toContain('diemen: stopped');
    expect(r.out).toContain('Red Company: declares Hold');
    expect(r.out).toMatch(/Victory for .* after 2 rounds|Draw after 2 rounds/);
    expect(r.code).toBe(0);
  }, 20000);

  it('Ctrl+C at a question stops the battle: it says the battle is saved and the command to go on', async () => {
    const log = join(mkdtempSync(join(tmpdir(), 'diemen-pty-')), 'ctrl-c.jsonl');
    const r = await atTerminal(
      ['play', 'test/fixtures/scenarios/pty-duel.yaml', '--ai', 'blue', '--seed', 'pty', '--log', log],
      [],
      /strategy for round 1/,
      15000,
    );
    expect(r.code).toBe(130);
    expect(r.out.replace(/\r/g, '')).toContain(
      `diemen: stopped. The battle is saved; go on with:\n  diemen play --resume ${log}`,
    );
  }, 20000);
});
