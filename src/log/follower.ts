/**
 * Follows a recorded log while the battle is re-run: answers each request with the next recorded
 * decision, and checks every line the re-run produces against the log's. The first difference is
 * the divergence, a Problem naming the log line: a request the log doesn't answer, dice that came
 * up differently, a round that ended in another position. Once the log's lines run out, produced
 * lines are "beyond" it (a resumed battle appends them).
 */
import { problem, type Problem } from '../core/problem';
import type { BaseDecision, BaseRequest } from '../engine/ruleset';
import type { LogLine } from './logFormat';
import type { ParsedLog } from './parseLog';
import { stableStringify } from '../core/stableHash';

export type Check = 'matched' | 'beyond' | 'diverged';

/** What names a roll rather than its dice. */
const NOT_DICE = new Set(['kind', 'round', 'side', 'unit', 'purpose', 'target']);

/** Dice as people read them: `5 4`, `[3 2] [6 1]`, `red 5, blue 2`; `-` for a roll not made. */
function dice(v: unknown): string {
  if (v === null) return '-';
  if (Array.isArray(v)) return v.map((x) => (Array.isArray(x) ? `[${dice(x)}]` : dice(x))).join(' ');
  if (typeof v === 'object') {
    return Object.entries(v as Record<string, unknown>)
      .map(([k, x]) => `${k} ${dice(x)}`)
      .join(', ');
  }
  return String(v);
}

/**
 * An outcome's faces: a list of faces as it is (Die, Men!), else every dice field by name (Die
 * Fighting's attack and defence, Dice Wars' hit and damage), so an edited roll is named.
 */
const faces = (o: Record<string, unknown>): string => {
  if (Array.isArray(o.faces)) return dice(o.faces);
  const fields = Object.entries(o).filter(([k]) => !NOT_DICE.has(k));
  return fields.length === 0 ? '?' : fields.map(([k, v]) => `${k} ${dice(v)}`).join('; ');
};

/** A log line for people: "decision 12 (assign for duke)", "round 3 roll for duke". */
export function describeLine(line: LogLine): string {
  switch (line.type) {
    case 'decision':
      return `decision ${line.seq} (${line.decision.kind} for ${line.decision.side})`;
    case 'outcome': {
      const o = line.outcome as Record<string, unknown>;
      const round = typeof o.round === 'number' ? `round ${o.round} ` : '';
      return `${round}${line.outcome.kind}${typeof o.side === 'string' ? ` for ${o.side}` : ''}`;
    }
    case 'round':
      return `the end of round ${line.round}`;
    case 'end':
      return 'the end of the battle';
    case 'players':
      return 'a change of players';
  }
}

const endLabel = (l: Extract<LogLine, { type: 'end' }>): string =>
  l.winner === null ? `a draw (${l.reason})` : `a win for ${l.winner} (${l.reason})`;

export class LogFollower {
  private i = 0;
  private problem: Problem | null = null;
  /** `players` lines passed since the last call of `takePlayers`. */
  private players: Readonly<Record<string, string>>[] = [];

  constructor(
    private readonly log: Pick<ParsedLog, 'lines' | 'lineNumbers'>,
    private readonly file: string,
  ) {}

  get divergence(): Problem | null {
    return this.problem;
  }

  /** True once every recorded line has been matched. */
  get done(): boolean {
    return this.i >= this.log.lines.length;
  }

  /** The file line of the next recorded line (or of the last one, when done). */
  get line(): number {
    const n = this.log.lineNumbers;
    return n[Math.min(this.i, n.length - 1)] ?? 1;
  }

  private diverge(code: string, message: string, facts: Record<string, unknown> = {}): 'diverged' {
    this.problem ??= problem(code, message, { file: this.file, line: this.line, facts });
    return 'diverged';
  }

  /**
   * Before the battle answers `request`: the recorded decision that answers it, `beyond` when the
   * log has no lines left, or `diverged` when the log's next line isn't a decision for it.
   */
  answer(request: BaseRequest & { readonly round?: number }): BaseDecision | 'beyond' | 'diverged' {
    if (this.problem) return 'diverged';
    // Who plays from here on is for people; the rules only ever see decisions.
    for (let l = this.log.lines[this.i]; l?.type === 'players'; l = this.log.lines[++this.i]) {
      this.players.push(l.players);
    }
    if (this.done) return 'beyond';
    const line = this.log.lines[this.i]!;
    const asked = `${request.round !== undefined ? `round ${request.round}: ` : ''}the rules ask ${request.side} for a ${request.kind} decision`;
    if (line.type !== 'decision') {
      return this.diverge('replay.missing-decision', `log has ${describeLine(line)} where ${asked}`, {
        request: { kind: request.kind, side: request.side },
      });
    }
    const d = line.decision;
    if (d.kind !== request.kind || d.side !== request.side) {
      return this.diverge('replay.unexpected-decision', `log has ${describeLine(line)} where ${asked}`, {
        request: { kind: request.kind, side: request.side },
        logged: { kind: d.kind, side: d.side },
      });
    }
    return d;
  }

  /** The `players` lines passed since last asked (each comes just before a decision). */
  takePlayers(): Readonly<Record<string, string>>[] {
    const taken = this.players;
    this.players = [];
    return taken;
  }

  /** A line the re-run produced, checked against the next recorded one. */
  check(produced: LogLine): Check {
    if (this.problem) return 'diverged';
    if (this.done) return 'beyond';
    const logged = this.log.lines[this.i]!;
    if (stableStringify(logged) === stableStringify(produced)) {
      this.i++;
      return 'matched';
    }
    const what = describeLine(produced);
    if (logged.type === produced.type) {
      switch (produced.type) {
        case 'outcome':
          return this.diverge(
            'replay.outcome-differs',
            `${what}: log has ${faces(logged.type === 'outcome' ? logged.outcome : {})}, the rules give ${faces(produced.outcome)}`,
            { logged, produced },
          );
        case 'round':
          return this.diverge(
            'replay.round-differs',
            `${what}: the position differs from the log's (hash ${logged.type === 'round' ? logged.hash : '?'}, the rules give ${produced.hash})`,
            { logged, produced },
          );
        case 'end':
          return this.diverge(
            'replay.end-differs',
            `the battle ends differently: log has ${endLabel(logged as typeof produced)}, the rules give ${endLabel(produced)}`,
            { logged, produced },
          );
        case 'decision':
          return this.diverge(
            'replay.decision-differs',
            `${describeLine(logged)} differs from the one replayed`,
            {
              logged,
              produced,
            },
          );
      }
    }
    return this.diverge(
      'replay.line-differs',
      `log has ${describeLine(logged)} where the rules give ${what}`,
      {
        logged,
        produced,
      },
    );
  }

  /** After the battle stopped: recorded lines nothing reproduced are a divergence too. */
  finish(battleOver: boolean): Problem | null {
    if (this.problem || this.done || !battleOver) return this.problem;
    this.diverge(
      'replay.extra-lines',
      `the battle is over but the log goes on with ${describeLine(this.log.lines[this.i]!)}`,
    );
    return this.problem;
  }

  /** The recorded decision about to be replayed carries dice faces its side may not type (typedDice.ts). */
  typedDice(reason: string, side: string): Problem {
    const line = this.log.lines[this.i];
    const what = line ? describeLine(line) : 'the decision';
    this.diverge('replay.typed-dice', `${what}: ${reason}`, { side });
    return this.problem!;
  }

  /** The rules refused the recorded decision being replayed. */
  rejected(p: Problem): Problem {
    const line = this.log.lines[this.i];
    const what = line ? describeLine(line) : 'the decision';
    this.diverge('replay.rejected', `${what} breaks the rules: ${p.message}`, { rulesProblem: p });
    return this.problem!;
  }
}
