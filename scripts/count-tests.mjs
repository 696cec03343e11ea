// Counts the tests of each jest project without running them, to check that moving tests between
// projects (or rewriting them) lost none:
//
//   node scripts/count-tests.mjs > counts.txt     # one line per file: "<count> <project> <file>"
//
// Jest has no "list tests" mode, so every test file is loaded with a name filter that matches no
// test: jest then collects each file's tests (it.each tables expanded) and skips them all, hooks
// included, which costs the loading of the modules only. Files run one at a time (-i): the machine
// is shared. The last lines are the totals per project.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const PROJECTS = [
  ['fast', 'jest.config.js'],
  ['heavy', 'jest.heavy.config.js'],
];
const jest = join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
const tmp = mkdtempSync(join(tmpdir(), 'diemen-count-'));
const totals = [];
try {
  for (const [name, config] of PROJECTS) {
    const out = join(tmp, `${name}.json`);
    const args = [jest, '-c', config, '-i', '--json', '--outputFile', out, '-t', '^no test is named this$'];
    const r = spawnSync(process.execPath, args, {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, CI: 'true' },
    });
    const result = JSON.parse(readFileSync(out, 'utf8'));
    if (r.status !== 0 || result.numFailedTestSuites > 0) {
      process.stderr.write(r.stderr);
      process.exit(1);
    }
    const files = result.testResults
      .map((file) => [relative(ROOT, file.name), file.assertionResults.length])
      .sort(([a], [b]) => (a < b ? -1 : 1));
    for (const [file, count] of files) process.stdout.write(`${count} ${name} ${file}\n`);
    totals.push(`${name}: ${result.numTotalTests} tests in ${files.length} files`);
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
process.stdout.write(`${totals.join('\n')}\n`);
