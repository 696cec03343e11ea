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

const lines = (args: string[]) =>
  runCli(['__complete', '--', ...args])
    .stdout.split('\n')
    .filter(Boolean);

describe('the completer', () => {
  it('offers commands for the first word, filtered by what is typed', () => {
    expect(lines(['s']).sort()).toEqual(['scenarios', 'schema', 'sim', 'step']);
    expect(lines([''])).toEqual(expect.arrayContaining(['roll', 'play', 'replay', 'completion', 'rulesets']));
    expect(lines([''])).not.toContain('__complete');
  });

  it("offers a command's options, with --help", () => {
    expect(lines(['play', '--s'])).toEqual(['--solo', '--seed']);
    expect(lines(['replay', 'x.jsonl', '--'])).toEqual(
      expect.arrayContaining(['--verify', '--round', '--help']),
    );
  });

  it('offers bundled scenario names and files where a command takes a scenario', () => {
    expect(lines(['play', 'ha'])).toEqual(['harrow-down', '@files']);
    expect(lines(['sim', ''])).toEqual(expect.arrayContaining(['field-of-crows', 'skirmish', '@files']));
    expect(lines(['replay', ''])).toEqual(['@files']);
  });

  it("completes a game's subcommands, their options, and ready-made armies by name", () => {
    expect(lines(['df', ''])).toEqual(['army', 'schema', 'attack']);
    expect(lines(['dw', 'a'])).toEqual(['army', 'attack']);
    expect(lines(['dw', 'attack', '--ta'])).toEqual(['--target-speed', '--target-armor']);
    expect(lines(['df', 'attack', '--o'])).toEqual(['--odds']);
    // Each game's own ready-made armies (armies/<game>/).
    const armies = (game: string) => readdirSync(`armies/${game}`).map((f) => f.replace(/\.ya?ml$/, ''));
    expect(lines(['dw', 'army', ''])).toEqual([...armies('dice-wars'), '@files']);
    expect(lines(['df', 'army', ''])).toEqual([...armies('die-fighting'), '@files']);
    expect(lines(['df', 'army', 'df-b'])).toEqual(['df-blue-host', 'df-border-patrol', '@files']);
    expect(lines(['cards', 'df-r'])).toEqual(['df-ruined-tower', '@files']);
  });

  it('offers the sides of the scenario on the line after --ai, and all', () => {
    expect(lines(['play', 'castle-siege', '--ai', ''])).toEqual(['all', 'margrave', 'garrison']);
    expect(lines(['play', '--seed', 'x', 'scenarios/skirmish.yaml', '--ai', 'r'])).toEqual(['red']);
  });

  it('after --army, the sides as SIDE=, then the ready-made armies (after each comma for sim) and files', () => {
    expect(lines(['play', 'dw-battle', '--army', ''])).toEqual(['legion=', 'waaagh=']);
    expect(lines(['play', 'dw-battle', '--army', 'legion=skir'])).toEqual([
      'legion=skirmish-scrap-gang',
      'legion=skirmish-warband',
      '@files',
    ]);
    expect(lines(['sim', 'dw-battle', '--army', 'legion=mine.yaml,battle-w'])).toEqual([
      'legion=mine.yaml,battle-waaagh',
      '@files',
    ]);
    // A Die Fighting battle offers Die Fighting's armies only.
    expect(lines(['play', 'df-open-field', '--army', 'red=df-h'])).toEqual(['red=df-hill-clans', '@files']);
    expect(lines(['play', 'df-open-field', '--army', 'red=skir'])).toEqual(['@files']);
  });

  it('offers fixed values, games, and nothing for free text', () => {
    expect(lines(['new', 'x.yaml', '--grid', ''])).toEqual(['hex', 'square']);
    expect(lines(['schema', '--ruleset', ''])).toEqual(expect.arrayContaining(['die-men']));
    expect(lines(['step', 'skirmish', '--seed', ''])).toEqual([]);
    expect(lines(['play', 'skirmish', '--log', ''])).toEqual(['@files']);
    expect(lines(['completion', ''])).toEqual(['bash', 'zsh', 'fish']);
  });
});

describe('the scripts', () => {
  it('bash, zsh and fish scripts print; a shell that is none of them is one line', () => {
    for (const shell of ['bash', 'zsh', 'fish']) {
      const r = runCli(['completion', shell]);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('diemen __complete');
    }
    expect(runCli(['completion', 'tcsh'])).toMatchObject({
      code: 2,
      stderr: 'diemen: completion: the shell is bash, zsh or fish, not tcsh\n',
    });
    const bash = runCli(['completion', 'bash']).stdout;
    expect(spawnSync('bash', ['-n'], { input: bash }).status).toBe(0);
  });

  it('sourced in bash, completes scenario names, files and sides as the user types', () => {
    const bin = mkdtempSync(join(tmpdir(), 'diemen-bin-'));
    const shim = join(bin, 'diemen');
    writeFileSync(
      shim,
      `#!/bin/sh\nexec "${process.execPath}" "${join(__dirname, '..', '..', 'bin', 'diemen.js')}" "$@"\n`,
    );
    chmodSync(shim, 0o755);
    const script = runCli(['completion', 'bash']).stdout;
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
