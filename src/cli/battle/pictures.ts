/**
 * Pictures of a battle on disk (`step --svg DIR`, `replay --svg DIR`, `map --svg FILE`): which
 * rounds to draw, where the files go, and the one-line problems when they can't. The drawing is
 * the game's `picture` (data) and the shared renderer (src/cli/svg). Loaded only with --svg.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { fail, ok, problem, type Problem, type Result } from '../../core/problem';
import type { AnyGameRules } from '../../engine/game';
import type { BaseEvent } from '../../engine/ruleset';
import { writeFileAtomic, writeReason } from '../atomicWrite';
import { makeDir } from '../makeDir';
import { renderMapSvg } from '../svg/renderMapSvg';
import type { PictureInfo } from '../svg/picture';
import type { AnyGameFace } from './face';

/** A round as drawn: the position when it ended, and its events. */
export interface RoundShot {
  readonly round: number;
  readonly state: unknown;
  /** The battle as the round began: where a unit destroyed in it stood (its wreck is drawn there). */
  readonly before: unknown;
  readonly events: readonly BaseEvent[];
}

/** The game's picture maker, or the problem that it has none. */
export function pictureOf(face: AnyGameFace, file: string): Result<NonNullable<AnyGameFace['picture']>> {
  const picture = face.picture;
  if (picture) return ok(picture.bind(face));
  return fail(
    problem(
      'svg.no-pictures',
      `${face.rules.meta.title} has no pictures yet (--svg draws only games that do)`,
      {
        file,
        facts: { ruleset: face.rules.meta.id },
      },
    ),
  );
}

/**
 * The rounds that ended, each with the state after its last step and all its events (the battle's
 * end comes after its last round's end, and belongs to that round).
 */
function roundShots(
  rules: AnyGameRules,
  shown: readonly { readonly e: BaseEvent; readonly state: unknown }[],
): RoundShot[] {
  const events = new Map<number, BaseEvent[]>();
  const ended = new Map<number, unknown>();
  for (const { e, state } of shown) {
    const round = rules.eventRound(e);
    if (round === null) continue;
    events.set(round, [...(events.get(round) ?? []), e]);
    const end = rules.log.roundEnded(e);
    if (end !== null) ended.set(end, state);
  }
  // The first state shown is the battle as set up.
  let before = shown[0]?.state;
  return [...ended].map(([round, state]) => {
    const shot = { round, state, before, events: events.get(round) ?? [] };
    before = state;
    return shot;
  });
}

const pad = (n: number): string => String(n).padStart(2, '0');
const roundFile = (n: number): string => `round-${pad(n)}.svg`;

function writeProblem(path: string, e: unknown, what: string): Problem {
  const code = (e as NodeJS.ErrnoException).code ?? 'EIO';
  const why: Record<string, string> = {
    ENOENT: 'its folder does not exist',
    ENOTDIR: 'part of the path is a file, not a folder',
    EISDIR: 'that is a folder; give a file name ending in .svg',
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    EEXIST: 'a file of that name is in the way',
    EROFS: 'the disk is read-only',
    ENOSPC: 'the disk is full',
  };
  return problem('svg.cannot-write', `can't write ${what} there: ${why[code] ?? writeReason(code)}`, {
    file: path,
    facts: { errno: code },
  });
}

/** Makes the pictures' folder (and its parents) before the battle runs, so a bad path fails fast. */
function prepareDir(dir: string): Result<void> {
  try {
    makeDir(dir);
    if (!statSync(dir).isDirectory()) return fail(writeProblem(dir, { code: 'EEXIST' }, 'pictures'));
    return ok(undefined);
  } catch (e) {
    return fail(writeProblem(dir, e, 'pictures'));
  }
}

/** Writes one SVG file; '-' is stdout. */
export function writeSvg(path: string, svg: string, out: (text: string) => void): Result<void> {
  if (path === '-') {
    out(svg);
    return ok(undefined);
  }
  // Whole or not at all, and a link planted as round-02.svg is replaced, not written through.
  const failed = writeFileAtomic(path, svg);
  return failed ? fail(writeProblem(path, { code: failed.errno }, 'the picture')) : ok(undefined);
}

/** Draws each round (only `only`, when given) into `dir` as round-NN.svg; the files written. */
function writeRounds(
  picture: NonNullable<AnyGameFace['picture']>,
  shots: readonly RoundShot[],
  info: Omit<PictureInfo, 'round'>,
  dir: string,
  only?: number,
): Result<string[]> {
  const written: string[] = [];
  for (const shot of shots) {
    if (only !== undefined && shot.round !== only) continue;
    const svg = renderMapSvg(
      picture(shot.state, shot.events, { ...info, round: shot.round, before: shot.before }),
    );
    const file = join(dir, roundFile(shot.round));
    const w = writeSvg(file, svg, () => undefined);
    if (!w.ok) return w;
    written.push(file);
  }
  return ok(written);
}

/** "wrote 3 pictures: out/round-01.svg … out/round-03.svg" */
function wroteLine(files: readonly string[]): string {
  if (files.length === 0) return 'no round ended: no pictures written';
  if (files.length === 1) return `wrote ${files[0]}`;
  return `wrote ${files.length} pictures: ${files[0]} … ${files[files.length - 1]}`;
}

/** Pictures a command has been asked for: checked up front, drawn once the battle has run. */
export interface PictureWriter {
  /** Draws the rounds that ended among `shown` (only `only`, when given); the line to print. */
  write(
    shown: readonly { readonly e: BaseEvent; readonly state: unknown }[],
    info: Omit<PictureInfo, 'round'>,
    only?: number,
  ): Result<string>;
}

/** The game draws pictures and `dir` can take them; or the one problem why not. */
export function openPictures(face: AnyGameFace, file: string, dir: string): Result<PictureWriter> {
  const picture = pictureOf(face, file);
  if (!picture.ok) return picture;
  const folder = prepareDir(dir);
  if (!folder.ok) return folder;
  return ok({
    write(shown, info, only) {
      const written = writeRounds(picture.value, roundShots(face.rules, shown), info, dir, only);
      return written.ok ? ok(wroteLine(written.value)) : written;
    },
  });
}
