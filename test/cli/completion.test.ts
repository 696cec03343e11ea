/**
 * Shell completion: the hidden completer offers commands, a command's options, option values
 * (sides after --ai read from the scenario, games after --ruleset), bundled scenario names plus
 * files where a command takes a scenario; the scripts are valid, and the bash one, sourced in a
 * real bash with the built binary on PATH, completes as a user would see it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../helpers/runCli';
import { runMain } from '../helpers/runMain';

const lines = async (args: string[]) =>
  (await runMain(['__complete', '--', ...args])).stdout.split('\n').filter(Boolean);

describe('the completer', () => {
  it('offers commands for the first word, filtered by what is typed', async () => {
    expect((await lines(['s'])).sort()).toEqual(['scenarios', 'schema', 'sim', 'step']);
    expect(await lines([''])).toEqual(
      expect.arrayContaining(['roll', 'play', 'replay', 'completion', 'rulesets']),
    );
    expect(await lines([''])).not.toContain('__complete');
  });

  it("offers a command's options, with --help", async () => {
    expect(await lines(['play', '--s'])).toEqual(['--solo', '--seed']);
    expect(await lines(['replay', 'x.jsonl', '--'])).toEqual(
      expect.arrayContaining(['--verify', '--round', '--help']),
    );
  });

  it('offers bundled scenario names and files where a command takes a scenario', async () => {
    expect(await lines(['play', 'ha'])).toEqual(['harrow-down', '@files']);
    expect(await lines(['sim', ''])).toEqual(
      expect.arrayContaining(['field-of-crows', 'skirmish', '@files']),
    );
    expect(await lines(['replay', ''])).toEqual(['@files']);
  });

  it("completes a game's subcommands, their options, and ready-made armies by name", async () => {
    expect(await lines(['df', ''])).toEqual(['army', 'schema', 'attack']);
    expect(await lines(['dw', 'a'])).toEqual(['army', 'attack']);
    expect(await lines(['dw', 'attack', '--ta'])).toEqual(['--target-speed', '--target-armor']);
    expect(await lines(['df', 'attack', '--o'])).toEqual(['--odds']);
    // Each game's own ready-made armies (armies/<game>/).
    const armies = (game: string) => readdirSync(`armies/${game}`).map((f) => f.replace(/\.ya?ml$/, ''));
    expect(await lines(['dw', 'army', ''])).toEqual([...armies('dice-wars'), '@files']);
    expect(await lines(['df', 'army', ''])).toEqual([...armies('die-fighting'), '@files']);
    expect(await lines(['df', 'army', 'df-b'])).toEqual(['df-blue-host', 'df-border-patrol', '@files']);
    expect(await lines(['dm', ''])).toEqual(['army', 'schema']);
    expect(await lines(['dm', 'army', ''])).toEqual([...armies('die-men'), '@files']);
    expect(await lines(['cards', 'df-r'])).toEqual(['df-ruined-tower', '@files']);
  });

  it('offers the sides of the scenario on the line after --ai, and all', async () => {
    expect(await lines(['play', 'castle-siege', '--ai', ''])).toEqual(['all', 'margrave', 'garrison']);
    expect(await lines(['play', '--seed', 'x', 'scenarios/skirmish.yaml', '--ai', 'r'])).toEqual(['red']);
  });

  it('after --army, the sides as SIDE=, then the ready-made armies (after each comma for sim) and files', async () => {
    expect(await lines(['play', 'dw-battle', '--army', ''])).toEqual(['legion=', 'waaagh=']);
    expect(await lines(['play', 'dw-battle', '--army', 'legion=skir'])).toEqual([
      'legion=skirmish-scrap-gang',
      'legion=skirmish-warband',
      '@files',
    ]);
    expect(await lines(['sim', 'dw-battle', '--army', 'legion=mine.yaml,battle-w'])).toEqual([
      'legion=mine.yaml,battle-waaagh',
      '@files',
    ]);
    // A Die Fighting battle offers Die Fighting's armies only.
    expect(await lines(['play', 'df-open-field', '--army', 'red=df-h'])).toEqual([
      'red=df-hill-clans',
      '@files',
    ]);
    expect(await lines(['play', 'df-open-field', '--army', 'red=skir'])).toEqual(['@files']);
  });

  it('offers fixed values, games, and nothing for free text', async () => {
    expect(await lines(['new', 'x.yaml', '--grid', ''])).toEqual(['hex', 'square']);
    expect(await lines(['schema', '--ruleset', ''])).toEqual(expect.arrayContaining(['die-men']));
    expect(await lines(['step', 'skirmish', '--seed', ''])).toEqual([]);
    expect(await lines(['play', 'skirmish', '--log', ''])).toEqual(['@files']);
    expect(await lines(['completion', ''])).toEqual(['bash', 'zsh', 'fish']);
  });
});

describe('the scripts', () => {
  it('bash, zsh and fish scripts print; a shell that is none of them is one line', async () => {
    for (const shell of ['bash', 'zsh', 'fish']) {
      const r = runCli(['completion', shell]);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('diemen __complete');
    }
    expect(await runMain(['completion', 'tcsh'])).toMatchObject({
      code: 2,
      stderr: 'diemen: completion: the shell is bash, zsh or fish, not tcsh\n',
    });
    const bash = (await runMain(['completion', 'bash'])).stdout;
    expect(spawnSync('bash', ['-n'], { input: bash }).status).toBe(0);
  });

  it('sourced in bash, completes scenario names, files and sides as the user types', async () => {
    const bin = mkdtempSync(join(tmpdir(), 'diemen-bin-'));
    const shim = join(bin, 'diemen');
    writeFileSync(
      shim,
      `#!/bin/sh\nexec "${process.execPath}" "${join(__dirname, '..', '..', 'bin', 'diemen.js')}" "$@"\n`,
    );
    chmodSync(shim, 0o755);
    const script = (await runMain(['completion', 'bash'])).stdout;
    const ask = (words: string[]) => {
      const r = spawnSync(
        'bash',
        [
          '-c',
          `${script}\nCOMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _diemen; printf '%s\\n' "\${COMPREPLY[@]}"`,
        ],
        {
          cwd: join(__dirname, '..', '..'),
          env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
          encoding: 'utf8',
        },
      );
      return r.stdout.split('\n').filter(Boolean);
    };
    expect(ask(['diemen', 'play', 'sk'])).toEqual(['skirmish']);
    expect(ask(['diemen', 'play', 'scen'])).toEqual(['scenarios']);
    expect(ask(['diemen', 'play', 'river-crossing', '--ai', ''])).toEqual(['all', 'companies', 'wardens']);
  });
});
