/**
 * `diemen validate FILE...`: checks scenario files and prints every problem as
 * `diemen: file:line: field: message` (exit 2), or `ok: <name> (7x5 hex, 2 sides, ...)` (exit 0).
 * `diemen schema`: prints the JSON Schema for scenario files, for editors.
 * zod and yaml load only inside the actions, with the scenario module.
 */
import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { problem, type Problem } from '../../core/problem';
import { EXIT_BAD_INPUT, EXIT_OK, type Io } from '../io';
import { reportProblems } from '../report';
import type { Register } from './index';

/** A scenario is a few kilobytes; refuse to read anything this big. */
const MAX_FILE_BYTES = 1_000_000;

const REASONS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file',
  EISDIR: 'is a directory, not a file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOTDIR: 'no such file (a part of the path is not a directory)',
  ELOOP: 'too many symbolic links',
  ENAMETOOLONG: 'the file name is too long',
};

/** Reads a text file, or says in one Problem why it can't. */
export async function readScenarioFile(file: string): Promise<{ text: string } | { problem: Problem }> {
  let bytes: Uint8Array;
  try {
    // Sync: node:fs is loaded anyway, and node:fs/promises would cost every start-up.
    bytes = readFileSync(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? '';
    const reason = REASONS[code] ?? (e instanceof Error ? e.message : String(e));
    return {
      problem: problem('scenario.unreadable', `cannot read: ${reason}`, { file, facts: { errno: code } }),
    };
  }
  if (bytes.length > MAX_FILE_BYTES) {
    return {
      problem: problem('scenario.too-large', `too large for a scenario file (${bytes.length} bytes)`, {
        file,
        facts: { bytes: bytes.length, max: MAX_FILE_BYTES },
      }),
    };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { problem: problem('scenario.not-text', 'not a text file (not UTF-8)', { file }) };
  }
}

export const registerValidate: Register = (program: Command, io: Io, setExit) => {
  program
    .command('validate')
    .description('check scenario files (YAML or JSON): every problem, with file, line and field')
    .argument('<files...>', 'scenario files')
    .option('--json', 'print one JSON object per file on stdout instead')
    .action(async (files: string[], opts: { json?: boolean }) => {
      const { loadDieMenScenario, describeSummary } = await import('../../rulesets/die-men/scenario');
      let failed = false;
      for (const file of files) {
        const read = await readScenarioFile(file);
        const loaded =
          'text' in read
            ? loadDieMenScenario(read.text, file)
            : { ok: false as const, error: [read.problem] };
        if (!loaded.ok) {
          failed = true;
          if (opts.json) io.out(JSON.stringify({ file, ok: false, problems: loaded.error }));
          else reportProblems(io, loaded.error);
          continue;
        }
        const { summary } = loaded.value;
        if (opts.json) io.out(JSON.stringify({ file, ok: true, summary }));
        else
          io.out(`ok: ${files.length > 1 ? `${file}: ` : ''}${summary.name} (${describeSummary(summary)})`);
      }
      setExit(failed ? EXIT_BAD_INPUT : EXIT_OK);
    });

  program
    .command('schema')
    .description('print the JSON Schema of scenario files, for editors (docs/scenario.schema.json)')
    .action(async () => {
      const { dieMenJsonSchema } = await import('../../rulesets/die-men/scenario');
      io.out(`${JSON.stringify(dieMenJsonSchema(), null, 2)}\n`);
      setExit(EXIT_OK);
    });
};
