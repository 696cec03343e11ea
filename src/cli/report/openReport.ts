/**
 * `replay LOG --html FILE`: the battle report page on disk. Checked before the battle is replayed
 * (the game draws pictures, the file can go there), written once it has been. Loaded only with
 * --html, so the terminal commands never load the page's code.
 */
import { statSync } from 'node:fs';
import { dirname } from 'node:path';
import { fail, ok, problem, type Problem, type Result } from '../../core/problem';
import { writeFileAtomic, writeReason } from '../atomicWrite';
import type { AnyGameFace } from '../battle/face';
import { buildReport, type ReportInput } from './buildReport';
import { renderReportHtml } from './renderReportHtml';

export interface ReportWriter {
  /** Writes the page; the line to print ("wrote report.html: ..."). */
  write(input: Omit<ReportInput, 'face' | 'picture'>): Result<string>;
}

const WHY: Readonly<Record<string, string>> = {
  ENOENT: 'its folder does not exist',
  ENOTDIR: 'part of the path is a file, not a folder',
  EISDIR: 'that is a folder; give a file name ending in .html',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the disk is read-only',
  ENOSPC: 'the disk is full',
};

function cannotWrite(path: string, code: string): Problem {
  return problem('report.cannot-write', `can't write the report there: ${WHY[code] ?? writeReason(code)}`, {
    file: path,
    facts: { errno: code },
  });
}

/** Null when `path` looks writable: its folder is a folder, and it is not one itself. */
function pathProblem(path: string): Problem | null {
  const folder = statSync(dirname(path), { throwIfNoEntry: false });
  if (!folder) return cannotWrite(path, 'ENOENT');
  if (!folder.isDirectory()) return cannotWrite(path, 'ENOTDIR');
  if (statSync(path, { throwIfNoEntry: false })?.isDirectory()) return cannotWrite(path, 'EISDIR');
  return null;
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The game draws pictures and `path` can take the page; or the one problem why not. */
export function openReport(face: AnyGameFace, file: string, path: string): Result<ReportWriter> {
  const picture = face.picture;
  if (!picture) {
    return fail(
      problem(
        'report.no-pictures',
        `${face.rules.meta.title} has no pictures yet (--html reports only games that draw them)`,
        { file, facts: { ruleset: face.rules.meta.id } },
      ),
    );
  }
  const bad = pathProblem(path);
  if (bad) return fail(bad);
  return ok({
    write(input) {
      const data = buildReport({ ...input, face, picture: picture.bind(face) });
      const html = renderReportHtml(data);
      const rounds = plural(data.steps.length - 1, 'round');
      // Whole or not at all, and never through a link named as the page (atomicWrite.ts).
      const failed = writeFileAtomic(path, html);
      if (failed) return fail(cannotWrite(path, failed.errno));
      return ok(`wrote ${path}: the opening position and ${rounds}`);
    },
  });
}
