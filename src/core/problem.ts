/**
 * Errors are data: every rule violation or bad input is a Problem with a stable `code`, the facts,
 * and a path into the input it concerns. Only the CLI turns problems into words on a terminal.
 */
export type PathSegment = string | number;

export interface Problem {
  /** Stable, machine-readable identifier, e.g. `pool.bad-notation`. Never reworded. */
  readonly code: string;
  /** One human sentence built from the facts; the CLI may prefix it with file and line. */
  readonly message: string;
  /** Where in the input (file field, option name) the problem lies. */
  readonly path?: readonly PathSegment[];
  /** The file the problem was found in, when it came from one. */
  readonly file?: string;
  /** 1-based line in `file`, when known. */
  readonly line?: number;
  /** Structured facts behind the message (values, limits) for scripts and tests. */
  readonly facts?: Readonly<Record<string, unknown>>;
}

export type Result<T, E = Problem> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const fail = <E = Problem>(error: E): Result<never, E> => ({ ok: false, error });

export function problem(
  code: string,
  message: string,
  extra: Omit<Problem, 'code' | 'message'> = {},
): Problem {
  return { code, message, ...extra };
}

/** Formats a path the way users write it: `sides[1].units["9,9"]`. */
export function formatPath(path: readonly PathSegment[]): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(seg)) out += out ? `.${seg}` : seg;
    // A leading option or field name (`--difficulty`, `target-armor`) reads plainly, not as `["…"]`.
    else if (!out && /^[-\w]+$/.test(seg)) out = seg;
    else out += `[${JSON.stringify(seg)}]`;
  }
  return out;
}
