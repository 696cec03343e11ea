/**
 * `diemen table`: a session at the table. Lines are read one at a time (typed at a terminal, or
 * piped in by a script) and done in order; the history is written as it goes. Ctrl+D, `quit`, or
 * Ctrl+C on an empty line leave; Ctrl+C on a half-typed line clears it, as in a shell.
 */
import { createInterface } from 'node:readline';
import { problem } from '../../core/problem';
import { EXIT_BAD_INPUT, EXIT_OK, type Io } from '../io';
import { LogWriteError } from '../logWriter';
import { reportProblems } from '../report';
import { newSeed } from '../seed';
import { styleFor } from '../style';
import { openNew, openResume, type OpenTable } from './tableFile';
import { tableLine, type Session } from './tableSession';
import { showHistory } from './showHistory';
import { closingLines } from './tableText';

export interface TableOptions {
  readonly seed?: string;
  /** A file, or false for --no-log. */
  readonly log?: string | false;
  readonly resume?: string;
  readonly show?: string;
  readonly player?: string;
}

function open(o: TableOptions): ReturnType<typeof openNew> {
  if (o.resume !== undefined) return openResume(o.resume);
  return openNew(o.seed ?? newSeed(), o.log);
}

function welcome(io: Io, t: OpenTable): void {
  const style = styleFor(io);
  const where = t.file ? `history in ${t.file}` : 'no history file (--no-log)';
  if (t.rolls.length > 0 || t.torn) {
    const saved = Object.keys(t.state.saved);
    const n = t.rolls.length;
    io.out(`diemen table: going on with ${t.file}`);
    io.out(
      `${n} ${n === 1 ? 'roll' : 'rolls'} so far` +
        (saved.length ? `, saved ${saved.sort().join(', ')}` : '') +
        `; seed ${t.seed}, next is #${t.state.next}`,
    );
    if (t.torn) io.out(style.warn(`line ${t.torn} was cut off by an interrupted write, and is left out`));
  } else io.out(`diemen table: seed ${t.seed}, ${where}`);
  io.out(style.dim('type a roll (2d6+3, 6d, 4dF), help for more, quit to leave'));
}

/** The lines, one at a time, until the input ends or a line says quit. */
async function loop(session: Session, interactive: boolean): Promise<void> {
  let quit = false;
  const rl = createInterface({
    input: process.stdin,
    output: interactive ? process.stdout : undefined,
    terminal: interactive,
    historySize: interactive ? 100 : 0,
  });
  const prompt = () => {
    rl.setPrompt(`${session.state.player ?? 'table'}> `);
    rl.prompt();
  };
  rl.on('SIGINT', () => {
    if (rl.line === '') return rl.close();
    // Clears what was typed, as a shell does.
    rl.write(null, { ctrl: true, name: 'u' });
    process.stdout.write('^C\n');
    prompt();
  });
  if (interactive) prompt();
  try {
    for await (const text of rl) {
      quit = (await tableLine(session, text)) === 'quit';
      if (quit) break;
      if (interactive) prompt();
    }
  } finally {
    rl.close();
  }
  // Ctrl+D or Ctrl+C leave the cursor after the prompt: what follows starts a line of its own.
  if (interactive && !quit) process.stdout.write('\n');
}

export async function runTable(io: Io, o: TableOptions): Promise<number> {
  if (o.show !== undefined) {
    if (o.seed !== undefined || o.log !== undefined || o.resume !== undefined || o.player !== undefined) {
      return reportProblems(io, [problem('table.show-options', '--show reads a history: no other options')]);
    }
    return showHistory(io, o.show);
  }
  if (o.resume !== undefined && (o.seed !== undefined || o.log !== undefined)) {
    return reportProblems(io, [
      problem(
        'table.resume-options',
        '--resume goes on with the history it reads, and its seed: no --seed or --log',
      ),
    ]);
  }
  const opened = open(o);
  if (!opened.ok) return reportProblems(io, [opened.error]);
  const table = opened.value;
  const session: Session = {
    io,
    style: styleFor(io),
    table,
    state: { ...table.state, player: o.player ?? null },
    now: () => new Date(),
  };
  const interactive = io.stdinIsTTY && io.stdoutIsTTY;
  welcome(io, table);
  try {
    await loop(session, interactive);
  } catch (e) {
    if (!(e instanceof LogWriteError)) throw e;
    io.err(
      `diemen: ${e.message.replace('battle log', 'table history')}; the session stops here (go on with: diemen table --resume ${e.file})`,
    );
    return EXIT_BAD_INPUT;
  } finally {
    table.close();
  }
  const saved = Object.keys(session.state.saved).length;
  io.out(styleFor(io).dim(closingLines(table.rolls.length, saved, table.file).join('\n')));
  return EXIT_OK;
}
