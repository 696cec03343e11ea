/**
 * Which decision a player may take back: their side's last decision in the log, when no dice were
 * rolled after it (no outcome line since; a decision that rolled, an attack, can't be taken back
 * either) and no other person decided after it (hot-seat: a general takes back only their own).
 * The computer general's decisions after it go with it and are made again. The trail reads the log
 * as it is written, and a resumed log line by line, so it knows where in the file each decision
 * starts: undo cuts the file back to there.
 */
import type { BaseDecision } from '../../engine/ruleset';

export interface UndoMark {
  readonly side: string;
  readonly decision: BaseDecision;
  /** Where its line starts in the log file: the log is cut back to this many bytes. */
  readonly offset: number;
}

export interface UndoTrail {
  /** Lines written to the log; `offset` is where the first starts. */
  wrote(lines: readonly object[], offset: number): void;
  /** Starts again from a log's text (resume, or after an undo), as if its lines were just written. */
  read(text: string): void;
  /** What `side` could take back now, if anything. */
  undoable(side: string): UndoMark | null;
  /** The decision the last person to decide could take back. */
  last(): UndoMark | null;
}

type Line = { readonly type?: string; readonly decision?: BaseDecision };

/** `people`: the sides a person plays; only their decisions can be taken back. */
export function undoTrail(people: ReadonlySet<string>): UndoTrail {
  let last: UndoMark | null = null;
  const take = (line: Line, offset: number | null): void => {
    if (line.type === 'outcome') last = null;
    if (line.type !== 'decision' || !line.decision) return;
    const side = line.decision.side;
    // The computer general's decisions go with the person's before them, and are made again.
    if (!people.has(side)) return;
    // A decision always opens its step's lines; one that didn't couldn't be cut back to.
    last = offset !== null ? { side, decision: line.decision, offset } : null;
  };
  return {
    wrote(lines, offset) {
      lines.forEach((line, i) => take(line as Line, i === 0 ? offset : null));
    },
    read(text) {
      last = null;
      let offset = 0;
      for (const raw of text.split('\n')) {
        try {
          take(JSON.parse(raw) as Line, offset);
        } catch {
          // A torn last line: resume drops it.
        }
        offset += Buffer.byteLength(raw) + 1;
      }
    },
    undoable: (side) => (last?.side === side ? last : null),
    last: () => last,
  };
}
