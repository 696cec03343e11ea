/**
 * Each game's `play` at a real 80x24 terminal (script(1) gives it a pseudo-terminal; stty sets its
 * size), driven by keys as a person would (issue 20): one Enter at the first movement or
 * spending prompt acts with one unit or set and never ends the phase; undo takes back the last
 * decision and nothing of it reaches the log; the screen and its scrollback are never cleared; at
 * the end of a round the seed and log line and the map are still in what was written. The battle
 * is then stopped (Ctrl+C), finished by the computer with --resume, and the log verifies. Each
 * bundled scenario is played cut to two rounds: the rounds after the stop add nothing to what is
 * checked, and finishing and replaying them was a third of the file's CPU time. The three games
 * play at once (each in its own folder and terminal): most of a game's time is the program waiting
 * (its settle before each question, the computer's turn), so they overlap well.
 * Run `npm run build` first when running this file alone.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { atTerminal, diemen, DOWN, ENTER, hasScript, ROOT, UP } from '../helpers/pty';

/** To the last entry (the list doesn't wrap), then one up: the undo entry, just above the end. */
const UNDO = `${DOWN.repeat(25)}${UP}${ENTER}`;
const LAST = `${DOWN.repeat(25)}${ENTER}`;
// Die Fighting puts undo and the end above its units: undo is first.
const TOP = `${UP.repeat(25)}${ENTER}`;

function decisions(log: string): { kind: string; side: string; [k: string]: unknown }[] {
  return readFileSync(log, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { decision?: { kind: string; side: string } })
    .flatMap((l) => (l.decision ? [l.decision] : []));
}

/** Stopped at a prompt, finished by the computer, verified. */
async function finishesAndVerifies(log: string, code: number | null): Promise<void> {
  expect(code).toBe(130);
  const resumed = await diemen('play', '--resume', log, '--ai', 'all');
  expect(resumed.stderr).toBe('');
  expect(resumed.status).toBe(0);
  const verify = await diemen('replay', log, '--verify');
  expect(verify.stdout).toMatch(/^ok: /);
  expect(verify.status).toBe(0);
}

/** The screen was never cleared, and the seed line and a map came before the end of round 1. */
function boardStayed(out: string, seed: string, mapLine: RegExp, roundEnd: RegExp): void {
  expect(out).not.toContain('\x1b[3J');
  expect(out).not.toContain('\x1b[2J');
  const end = out.search(roundEnd);
  expect(end).toBeGreaterThan(0);
  expect(out.indexOf(`seed: ${seed}`)).toBeGreaterThanOrEqual(0);
  expect(out.slice(0, end)).toMatch(mapLine);
}

const tmp = () => mkdtempSync(join(tmpdir(), 'diemen-pty-games-'));

/** A bundled scenario with its options ended at two rounds, in a folder of its own with its log. */
function twoRounds(name: string): { file: string; log: string } {
  const dir = tmp();
  const text = readFileSync(join(ROOT, 'scenarios', `${name}.yaml`), 'utf8');
  const cut = /^ {2}maxRounds: \d+$/m.test(text)
    ? text.replace(/^ {2}maxRounds: \d+$/m, '  maxRounds: 2')
    : `${text.trimEnd()}\noptions:\n  maxRounds: 2\n`;
  const file = join(dir, `${name}.yaml`);
  writeFileSync(file, cut);
  return { file, log: join(dir, 'battle.jsonl') };
}

(hasScript ? describe : describe.skip)('each game at an 80x24 terminal', () => {
  it.concurrent(
    'Die Fighting: Enter picks a unit, undo takes its move back, the log verifies',
    async () => {
      const { file, log } = twoRounds('df-ruined-tower');
      const r = await atTerminal(
        ['play', file, '--ai', 'blue', '--seed', 's1', '--log', log],
        [
          [/Move which unit\?/, [ENTER, TOP]],
          [/move where\?/, [`${DOWN}${ENTER}`]],
          // Later Enters leave units where they stand: staying is confirmed (Yes) since bd94db9.
          [/stay put, and spend the move\?/, Array<string>(40).fill(`${DOWN}${ENTER}`)],
        ],
        /── Round 2 ──/,
        60000,
      );
      // One Enter chose the first unit and asked where it goes: the phase went on.
      expect(r.typed[1]).toMatch(/^Red Warband: round 1, movement\. Move which unit\? <- "\\r"/);
      expect(r.typed[2]).toMatch(/^light cavalry at 1,1: move where\?/);
      expect(r.out).toContain('↶ undo your last order (1,1 → 0,0)');
      const red = decisions(log).filter((d) => d.side === 'red' && d.kind === 'move');
      expect(red.some((d) => d.unit === '1,1' && d.to === '0,0')).toBe(false);
      boardStayed(r.out, 's1', /^ *0 +1 +2 +3 +4 +5 +6 +7/m, /── Round 2 ──/);
      await finishesAndVerifies(log, r.code);
    },
    120000,
  );

  // Ending the round, or an activation with something left ('Commander: end the activation with ...').
  const ENDING = /^End |^\w+: end the activation with/;
  it.concurrent(
    'Dice Wars: Enter activates a unit, undo takes its free move back, ending the round is confirmed',
    async () => {
      const { file, log } = twoRounds('dw-battle');
      const r = await atTerminal(
        ['play', file, '--ai', 'waaagh', '--seed', 's1', '--log', log],
        [
          [/Activate which unit\?/, [ENTER, LAST]],
          [/What next\?/, [ENTER, UNDO, LAST]],
          [/move where/, [`${DOWN}${DOWN}${ENTER}`]],
          [ENDING, [ENTER, `${DOWN}${ENTER}`]],
        ],
        /── Round 2 ──/,
        90000,
      );
      expect(r.typed[1]).toMatch(/Activate which unit\? <- "\\r"/);
      expect(r.typed[2]).toMatch(/Commander: 4 Core actions left\. What next\?/);
      const undone = /↶ undo your last order \(free move to (\d+,\d+)\)/.exec(r.out)![1]!;
      // Later answers move the Commander again; the square taken back is never in the log.
      const acts = decisions(log).filter((d) => d.side === 'legion' && d.kind === 'act');
      expect(acts.length).toBeGreaterThan(0);
      expect(acts.some((d) => (d.action as { to?: string[] }).to?.[0] === undone)).toBe(false);
      // The first "end" was answered No (the default): asked again, then Yes.
      expect(r.typed.filter((t) => ENDING.test(t))).toHaveLength(2);
      boardStayed(r.out, 's1', /^ *0    5    10   15   20/m, /── Round 2 ──/);
      await finishesAndVerifies(log, r.code);
    },
    150000,
  );

  it.concurrent(
    'Die, Men!: Enter spends a set (never passes it), undo takes the order back',
    async () => {
      const { file, log } = twoRounds('harrow-down');
      const r = await atTerminal(
        ['play', file, '--ai', 'red', '--seed', 's1', '--log', log],
        // Die, Men!'s spending list has no end entry: undo is its last. The hex to defend and the
        // target start on `← back`, first in the list: the first hex is a key away. Enter at "free
        // move from which hex?" lands on the end, whose confirmation has No pre-selected: Yes is a key away.
        [
          [/spend it on\?/, [ENTER, ENTER, LAST]],
          [/(defend|into) which hex\?/, [ENTER, ...Array<string>(40).fill(`${DOWN}${ENTER}`)]],
          [/End Free Movement\?/, [ENTER, `${DOWN}${ENTER}`]],
        ],
        /── Round 2 ──/,
        90000,
      );
      const first = r.typed.findIndex((t) => t.includes('spend it on?'));
      expect(r.typed[first + 1]).toMatch(/defend which hex\?|from which hex\?/);
      // Enter alone at the step that gives the order went back to "spend it on?": no order given.
      const order = r.typed.findIndex((t) => /(defend|into) which hex\? <- "\\r"$/.test(t));
      expect(order).toBeGreaterThan(0);
      expect(r.typed[order + 1]).toContain('spend it on?');
      // The third set's list offered to take the second's order back, and was answered with it:
      // the second set's question came again.
      const undo = r.typed.findIndex((t, i) => i > first && t.includes('spend it on?') && t.includes('[B'));
      expect(r.out).toMatch(/↶ undo your last order \(\d×\d+: (Defend|Move|Attack)/);
      const asked = (i: number) => r.typed[i]!.split(' <- ')[0];
      const second = r.typed.slice(first + 1).findIndex((t) => t.includes('spend it on?')) + first + 1;
      expect(asked(undo + 1)).toBe(asked(second));
      // Enter at "free move from which hex?" planned no move: it asked to end, Enter there (No) asked again.
      const free = r.typed.findIndex((t) => t.includes('free move from which hex?'));
      expect(r.typed[free]).toMatch(/ <- "\\r"$/);
      expect(r.typed[free + 1]).toMatch(/^End Free Movement\? .* <- "\\r"$/);
      expect(r.typed[free + 2]).toContain('free move from which hex?');
      const mine = decisions(log).filter((d) => d.kind === 'free' && d.side !== 'red');
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.every((d) => (d.moves as unknown[]).length === 0)).toBe(true);
      boardStayed(r.out, 's1', /^ {4}0 {4}1 {4}2 {4}3/m, /── Round 2 ──/);
      await finishesAndVerifies(log, r.code);
    },
    150000,
  );
});
