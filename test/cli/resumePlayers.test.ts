/**
 * Issue 21: a resume that hands a side to someone else says so in the log. Through the real binary
 * (`npm run build` first): a battle whose red side a person played (the log re-sealed with those
 * players, standing in for a person's keyboard) is cut after round 2 and resumed with `--ai all`;
 * the log gets one `players` line, in the checksum chain, just before the first new decision;
 * `replay --verify` passes; the terminal and the report page name the person for rounds 1 to 2
 * and the computer from round 3. A resume that changes nothing writes no such line; an edited
 * `players` line is refused like any other.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sealHeader, sealLines, unsealed } from '../../src/log/checksum';
import { runCli } from '../helpers/runCli';
import { runMain } from '../helpers/runMain';

const tmp = mkdtempSync(join(tmpdir(), 'diemen-resume-players-'));
const at = (name: string) => join(tmp, name);
const read = (file: string) => readFileSync(file, 'utf8');
const rowsOf = (file: string) =>
  read(file)
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as { type: string; round?: number; players?: object });

const full = at('full.jsonl');
const cutAt = (rows: { type: string; round?: number }[], round: number) =>
  rows.findIndex((r) => r.type === 'round' && r.round === round) + 1;

/** The first `n` lines of the finished log, re-sealed as if a person had played red. */
function playedByAPerson(file: string, n: number): void {
  const [head, ...rest] = rowsOf(full);
  const header = sealHeader({ ...unsealed(head!), players: { red: 'human', blue: 'ai' } });
  const lines = sealLines(
    header.sum,
    rest.slice(0, n - 1).map((l) => unsealed(l)),
  ).lines;
  writeFileSync(file, [header, ...lines].map((l) => JSON.stringify(l)).join('\n') + '\n');
}

let resumed = '';
let cut = 0;

beforeAll(async () => {
  expect(runCli(['play', 'scenarios/skirmish.yaml', '--ai', 'all', '--seed', 'x', '--log', full]).code).toBe(
    0,
  );
  cut = cutAt(rowsOf(full), 2);
  resumed = at('resumed.jsonl');
  playedByAPerson(resumed, cut);
  const r = await runMain(['play', '--resume', resumed, '--ai', 'all']);
  expect(r).toMatchObject({ code: 0, stderr: '' });
});

describe('the log of a resume with other players', () => {
  it('has one players line, just before the first new decision, and the battle is the same', async () => {
    const rows = rowsOf(resumed);
    const players = rows.flatMap((r, i) => (r.type === 'players' ? [i] : []));
    expect(players).toEqual([cut]);
    expect(rows[cut]).toMatchObject({ type: 'players', players: { red: 'ai', blue: 'ai' } });
    expect(rows[cut + 1]!.type).toBe('decision');
    // Take the players line out and it is the uninterrupted battle, decision for decision.
    const strip = (rs: object[]) => rs.slice(1).map((r) => JSON.stringify(unsealed(r)));
    expect(strip(rows.filter((r) => r.type !== 'players'))).toEqual(strip(rowsOf(full)));
  });

  it('verifies, and the checksum chain covers the players line', async () => {
    const ok = await runMain(['replay', resumed, '--verify']);
    expect(ok).toMatchObject({ code: 0, stderr: '' });
    expect(ok.stdout).toMatch(/^ok: .*every roll and round matches/);
    const edited = at('edited.jsonl');
    writeFileSync(
      edited,
      read(resumed).replace(
        '"type":"players","players":{"red":"ai"',
        '"type":"players","players":{"red":"human"',
      ),
    );
    const r = await runMain(['replay', edited, '--verify']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${edited}:${cut + 1}:`);
    expect(r.stderr).toMatch(/edited here/);
  });

  it('a second resume with the same players writes no players line', async () => {
    const again = at('again.jsonl');
    writeFileSync(
      again,
      read(resumed)
        .split('\n')
        .slice(0, cut + 4)
        .join('\n') + '\n',
    );
    expect((await runMain(['play', '--resume', again])).code).toBe(0);
    expect(rowsOf(again).filter((r) => r.type === 'players')).toHaveLength(1);
    expect((await runMain(['replay', again, '--verify'])).code).toBe(0);
  });

  it('a resume with the same players as the header writes none', async () => {
    const same = at('same.jsonl');
    writeFileSync(
      same,
      rowsOf(full)
        .slice(0, cut)
        .map((r) => JSON.stringify(r))
        .join('\n') + '\n',
    );
    expect((await runMain(['play', '--resume', same, '--ai', 'all'])).code).toBe(0);
    expect(read(same)).toBe(read(full));
  });
});

describe('who played each round', () => {
  it('the terminal replay names the person, then the computer from round 3', async () => {
    const r = await runMain(['replay', resumed, '--all', '--no-map']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      'Red Company: you (to round 2), computer (from round 3, after a resume), Blue Levy: computer',
    );
    expect(r.stdout).toContain(
      '(the battle was resumed here; from now on Red Company: computer, Blue Levy: computer)',
    );
  });

  it('the report page says so in its armies table and at round 3', async () => {
    const page = at('report.html');
    expect((await runMain(['replay', resumed, '--html', page])).code).toBe(0);
    const html = read(page);
    expect(html).toContain('<td>a player (to round 2), computer (from round 3, after a resume)</td>');
    const round3 = html.split('<section class="step" id="round-3"')[1]!.split('</section>')[0]!;
    expect(round3).toContain(
      '(the battle was resumed here; from now on Red Company: computer, Blue Levy: computer)',
    );
    const round2 = html.split('<section class="step" id="round-2"')[1]!.split('</section>')[0]!;
    expect(round2).not.toContain('resumed');
  });

  it('replay --json lists the change', async () => {
    const json = JSON.parse((await runMain(['replay', resumed, '--json'])).stdout) as {
      playerChanges?: unknown;
    };
    expect(json.playerChanges).toEqual([{ round: 3, partway: false, players: { red: 'ai', blue: 'ai' } }]);
  });
});
