/**
 * Issue 21 with a person at the prompts (scripted, in-process), in each game: red is played through the prompts
 * until the player stops (Ctrl+C at a prompt), then the battle is resumed with `--ai all`. The log
 * gets one `players` line, before the computer's first decision for red; it verifies; the report
 * page names the player for the early rounds and the computer after the resume.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXIT_STOPPED, runPlay } from '../../src/cli/battle/runPlay';
import { runReplay } from '../../src/cli/battle/runReplay';
import { PromptCancelled } from '../../src/cli/prompts/prompter';
import { fakeIo } from '../helpers/fakeIo';
import { ENTER_PLAYING_ON, scriptedPrompter, type Answer } from '../helpers/scriptedPrompter';

const tmp = mkdtempSync(join(tmpdir(), 'diemen-resume-prompts-'));
const rows = (file: string) =>
  readFileSync(file, 'utf8')
    .trimEnd()
    .split('\n')
    .map(
      (l) => JSON.parse(l) as { type: string; round?: number; players?: object; decision?: { side: string } },
    );

/**
 * The Ruined Crossing cut to two rounds (its own five add nothing here: the person stops in round 1
 * and what is checked is the log and report around the resume); the computer's three more rounds
 * were most of this file's time.
 */
const dwTwoRounds = join(tmp, 'dw-battle-2-rounds.yaml');
writeFileSync(
  dwTwoRounds,
  readFileSync('scenarios/dw-battle.yaml', 'utf8').replace(/^ {2}maxRounds: 5$/m, '  maxRounds: 2'),
);

// A side of each game: the first side is the person's.
it.each([
  ['scenarios/skirmish.yaml', 'scenarios/skirmish.yaml', 'red', 'blue'],
  ['scenarios/df-ruined-tower.yaml', 'scenarios/df-ruined-tower.yaml', 'red', 'blue'],
  ['scenarios/dw-battle.yaml (two rounds)', dwTwoRounds, 'legion', 'waaagh'],
])(
  '%s: a person stops, the computer finishes: the log and the report say who played what',
  async (name, scenario, person, computer) => {
    const log = join(tmp, `${name.replace(/\W/g, '-')}.jsonl`);
    // The person takes the defaults for a while, then stops at a prompt.
    let asked = 0;
    const stopLater: Answer = (q) => {
      if (++asked > 12) throw new PromptCancelled();
      return ENTER_PLAYING_ON(q);
    };
    const first = await runPlay(
      fakeIo(),
      scenario,
      { ai: [computer], seed: 'p', log },
      { prompter: scriptedPrompter([], stopLater), interactive: true },
    );
    expect(first).toBe(EXIT_STOPPED);
    const before = rows(log);
    expect(before[0]).toMatchObject({ players: { [person]: 'human', [computer]: 'ai' } });
    expect(before.some((r) => r.type === 'decision' && r.decision?.side === person)).toBe(true);

    const io = fakeIo();
    expect(await runPlay(io, undefined, { ai: ['all'], resume: log }, { interactive: false })).toBe(0);
    const after = rows(log);
    const at = after.findIndex((r) => r.type === 'players');
    expect(at).toBe(before.length);
    expect(after[at]).toMatchObject({ players: { [person]: 'ai', [computer]: 'ai' } });
    expect(after[at + 1]!.type).toBe('decision');
    expect(after.filter((r) => r.type === 'players')).toHaveLength(1);

    const verify = fakeIo();
    expect(await runReplay(verify, log, { verify: true })).toBe(0);
    expect(verify.stdout()).toMatch(/^ok: /);

    const page = join(tmp, 'report.html');
    expect(await runReplay(fakeIo(), log, { html: page })).toBe(0);
    const html = readFileSync(page, 'utf8');
    const red = html.match(/<tbody><tr><td>[^<]*<\/td><td>[^<]*<\/td><td>([^<]*)<\/td>/)![1]!;
    // Which round the computer took over in, from the log: after the rounds ended before the players
    // line, and partway through the next when a decision of it came first.
    const ended = after.slice(0, at).filter((r) => r.type === 'round').length;
    const lastRound = after.slice(0, at).findLastIndex((r) => r.type === 'round');
    const partway = after.slice(lastRound + 1, at).some((r) => r.type === 'decision');
    const to = partway ? `partway through round ${ended + 1}` : `round ${ended}`;
    const from = partway ? `partway through round ${ended + 1}` : `round ${ended + 1}`;
    expect(red).toBe(`a player (to ${to}), computer (from ${from}, after a resume)`);
    expect(html).toMatch(/\(the battle was resumed here; from now on [^:]+: computer, [^:]+: computer\)/);
  },
  60000,
);

it('a person who takes back their first decision after the resume leaves one players line', async () => {
  const log = join(tmp, 'undo.jsonl');
  const seed = { seed: 'u', log };
  expect(
    await runPlay(fakeIo(), 'scenarios/skirmish.yaml', { ai: ['all'], ...seed }, { interactive: false }),
  ).toBe(0);
  // Cut after round 1: the computer played both sides so far.
  const all = readFileSync(log, 'utf8').split('\n');
  const cut = all.findIndex((l) => l.includes('"type":"round"')) + 1;
  writeFileSync(log, all.slice(0, cut).join('\n') + '\n');
  let undone = 0;
  const undoOnce: Answer = (q) => {
    const back = q.kind === 'select' ? q.choices.find((c) => c.startsWith('↶')) : undefined;
    if (back !== undefined && undone === 0) {
      undone++;
      return back;
    }
    return ENTER_PLAYING_ON(q);
  };
  const prompter = scriptedPrompter([], undoOnce);
  expect(
    await runPlay(fakeIo(), undefined, { ai: ['blue'], resume: log }, { prompter, interactive: true }),
  ).toBe(0);
  expect(undone).toBe(1);
  const after = rows(log);
  expect(after.filter((r) => r.type === 'players')).toEqual([
    expect.objectContaining({ players: { red: 'human', blue: 'ai' } }),
  ]);
  expect(after.findIndex((r) => r.type === 'players')).toBe(cut);
  expect(await runReplay(fakeIo(), log, { verify: true })).toBe(0);
}, 60000);
