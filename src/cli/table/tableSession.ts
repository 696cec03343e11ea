/**
 * One line at the table, done: a roll (rolled as `diemen roll` would, from the seed SEED.N, written
 * to the history before it is shown, so nothing seen is missing from it), a saved roll, the odds,
 * the history, help. A line that can't be done is one line on stderr, and the session goes on.
 */
import { problem, type Problem } from '../../core/problem';
import { parseTableLine, type TableLine } from '../../dice/table/tableLine';
import {
  afterRoll,
  oddsArgs,
  rollAsked,
  savedRoll,
  withSaved,
  type RollAsked,
  type TableState,
} from '../../dice/table/tableState';
import { rollSeed, type TableRoll } from '../../log/tableHistory';
import type { Io } from '../io';
import { renderProblem } from '../report';
import { fit, stripCodes } from '../layout/wrap';
import type { Style } from '../style';
import { rollSummary } from './rollSummary';
import { runDiceCommand, type Ran } from './runDiceCommand';
import { historyLines, rollLabel, TABLE_HELP } from './tableText';
import type { OpenTable } from './tableFile';

export interface Session {
  readonly io: Io;
  readonly style: Style;
  readonly table: OpenTable;
  state: TableState;
  /** The clock, for the time written beside each roll. */
  readonly now: () => Date;
}

export const HISTORY_SHOWN = 20;

const say = (s: Session, p: Problem) => s.io.err(`diemen: ${renderProblem(p)}`);

/** What `roll`/`odds` printed, printed (its errors as it wrote them). */
function show(s: Session, ran: Ran): void {
  if (ran.out) s.io.out(ran.out.replace(/\n$/, ''));
  if (ran.err) s.io.err(ran.err.replace(/\n$/, ''));
}

async function roll(s: Session, asked: RollAsked): Promise<void> {
  const n = s.state.next;
  const seed = rollSeed(s.table.seed, n);
  const json = await runDiceCommand('roll', asked.args, s.io, ['--json', '--seed', seed]);
  if (json.code !== 0) return show(s, { ...json, out: '' });
  let result: unknown;
  try {
    result = JSON.parse(json.out);
  } catch {
    // Not a roll (`2d6 --help`): shown as roll printed it, and nothing is rolled.
    return show(s, json);
  }
  const printed = await runDiceCommand('roll', asked.args, s.io, ['--seed', seed]);
  const entry: TableRoll = {
    roll: n,
    seed,
    args: asked.args,
    ...(asked.name ? { name: asked.name } : {}),
    ...(asked.player ? { player: asked.player } : {}),
    at: s.now().toISOString(),
    shown: rollSummary(result, printed.out),
    result,
  };
  s.table.record([entry]);
  s.table.rolls.push(entry);
  s.state = afterRoll(s.state, asked);
  // roll's own `seed: ...` line becomes the roll's label: its number, whose, which, and its seed.
  const label = s.style.dim(fit(rollLabel(entry), s.style.width));
  const lines = printed.out.replace(/\n$/, '').split('\n');
  const at = lines.findIndex((l) => stripCodes(l) === `seed: ${seed}`);
  if (at >= 0) lines[at] = label;
  else lines.push(label);
  s.io.out(lines.join('\n'));
}

async function save(s: Session, name: string, args: readonly string[]): Promise<void> {
  const what = savedRoll(s.state, args);
  if (!what.ok) return say(s, what.error);
  // Checked now, not when it is first rolled.
  const tried = await runDiceCommand('roll', what.value, s.io, ['--json', '--seed', 'check']);
  if (tried.code !== 0) return show(s, { ...tried, out: '' });
  s.table.record([{ save: name, args: what.value }]);
  s.state = withSaved(s.state, name, what.value);
  s.io.out(`saved ${name}: ${what.value.join(' ')}`);
}

function forget(s: Session, name: string): void {
  if (!s.state.saved[name]) return say(s, problem('table.no-such-roll', `no roll is saved as ${name}`));
  s.table.record([{ save: name, args: null }]);
  s.state = withSaved(s.state, name, null);
  s.io.out(`forgot ${name}`);
}

function listSaved(s: Session): void {
  const names = Object.keys(s.state.saved).sort();
  if (names.length === 0) return s.io.out('no rolls saved yet (save attack 2d6+3 saves one)');
  s.io.out(names.map((n) => `${n}: ${s.state.saved[n]!.join(' ')}`).join('\n'));
}

function history(s: Session, count: number | null): void {
  const { file, seed } = s.table;
  s.io.out(historyLines(s.table.rolls, count, s.style.width, { seed, file }).join('\n'));
}

/** Does one parsed line; 'quit' when the session should end. */
async function act(s: Session, line: TableLine): Promise<'quit' | void> {
  switch (line.kind) {
    case 'nothing':
      return;
    case 'quit':
      return 'quit';
    case 'help':
      return s.io.out(TABLE_HELP);
    case 'player':
      s.state = { ...s.state, player: line.name };
      return s.io.out(line.name ? `rolls are ${line.name}'s now` : "rolls are nobody's in particular now");
    case 'history':
      // A screenful unless more are asked for.
      return history(s, line.count ?? HISTORY_SHOWN);
    case 'saved':
      return listSaved(s);
    case 'save':
      return save(s, line.name, line.args);
    case 'forget':
      return forget(s, line.name);
    case 'odds':
      if (line.args.length === 0) return say(s, problem('table.odds-what', 'odds of what? e.g. odds 2d6+3'));
      return show(s, await runDiceCommand('odds', oddsArgs(s.state, line.args), s.io));
  }
  const asked = rollAsked(s.state, line);
  if (!asked.ok) return say(s, asked.error);
  if (asked.value) return roll(s, asked.value);
}

/** One line typed at the table. */
export async function tableLine(s: Session, text: string): Promise<'quit' | void> {
  const line = parseTableLine(text);
  if (!line.ok) return say(s, line.error);
  return act(s, line.value);
}
