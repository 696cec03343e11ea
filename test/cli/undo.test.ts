/**
 * Taking back a decision (issue 20): the trail knows which decision a person may take back (their
 * last, with no dice rolled since), and `play` cuts the log back to before it and goes on; the
 * finished log replays and verifies, and holds nothing of what was taken back.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runPlay } from '../../src/cli/battle/runPlay';
import { runReplay } from '../../src/cli/battle/runReplay';
import { undoTrail } from '../../src/cli/battle/undoTrail';
import { fakeIo } from '../helpers/fakeIo';
import { scriptedPrompter, type Answer } from '../helpers/scriptedPrompter';

const decision = (side: string, extra: object = {}) => ({
  type: 'decision',
  decision: { kind: 'move', side, ...extra },
});
const outcome = { type: 'outcome', outcome: { kind: 'roll' } };

describe('the undo trail', () => {
  it('offers a person their last decision until dice are rolled', () => {
    const t = undoTrail(new Set(['red']));
    t.wrote([decision('red', { unit: 'a' })], 100);
    expect(t.undoable('red')).toEqual({
      side: 'red',
      decision: { kind: 'move', side: 'red', unit: 'a' },
      offset: 100,
    });
    expect(t.undoable('blue')).toBeNull();
    // The computer general's decision after it goes with it: still offered.
    t.wrote([decision('blue')], 180);
    expect(t.undoable('red')?.offset).toBe(100);
    // A decision that rolls dice (its outcome follows it) can't be taken back, nor anything before.
    t.wrote([decision('red', { unit: 'b' }), outcome], 250);
    expect(t.undoable('red')).toBeNull();
    t.wrote([decision('blue'), outcome], 400);
    expect(t.undoable('red')).toBeNull();
  });

  it('hot-seat: a general takes back only their own decision, not the other general’s', () => {
    const t = undoTrail(new Set(['red', 'blue']));
    t.wrote([decision('red')], 10);
    t.wrote([decision('blue')], 60);
    expect(t.undoable('red')).toBeNull();
    expect(t.undoable('blue')?.offset).toBe(60);
  });

  it('reads a log back with the byte offset of each line', () => {
    const lines = [
      { type: 'header' },
      decision('red', { unit: 'é' }),
      decision('blue'),
      decision('red', { unit: 'x' }),
    ];
    const text = lines.map((l) => `${JSON.stringify(l)}\n`).join('');
    const t = undoTrail(new Set(['red']));
    t.read(text);
    const offset = t.undoable('red')!.offset;
    expect(Buffer.from(text).subarray(offset).toString()).toBe(`${JSON.stringify(lines[3])}\n`);
    t.read(`${text}${JSON.stringify(outcome)}\n{"torn`);
    expect(t.undoable('red')).toBeNull();
  });
});

describe('undo in play', () => {
  it('Die Fighting: a move taken back is not in the log; the battle finishes and verifies', async () => {
    const log = join(mkdtempSync(join(tmpdir(), 'diemen-undo-')), 'df.jsonl');
    // (The roll for initiative is a pause: it takes no answer.)
    const answers: Answer[] = [
      '1,1', // move the light cavalry...
      '0,0', // ...to 0,0
      '↶', // take it back
      '1,1',
      '2,1',
    ];
    const prompter = scriptedPrompter(answers);
    const io = fakeIo();
    const code = await runPlay(
      io,
      'scenarios/df-ruined-tower.yaml',
      { ai: ['blue'], seed: 's1', log },
      { prompter, interactive: true },
    );
    expect(code).toBe(0);
    const undo = prompter.asked.find((q) => q.choices.some((c) => c.startsWith('↶')))!;
    expect(undo.choices).toContain('↶ undo your last order (1,1 → 0,0)');
    const moves = readFileSync(log, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { decision?: { unit?: string; to?: string } })
      .filter((l) => l.decision?.unit === '1,1');
    expect(moves[0]!.decision).toEqual({ kind: 'move', side: 'red', unit: '1,1', to: '2,1' });
    expect(moves.some((m) => m.decision?.to === '0,0')).toBe(false);
    const replay = fakeIo();
    expect(await runReplay(replay, log, { verify: true })).toBe(0);
    expect(replay.stdout()).toMatch(/^ok: /);
  }, 60000);
});
