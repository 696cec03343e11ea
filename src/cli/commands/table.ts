/** `diemen table`: a session at the table, with a history of every roll. See docs/dice.md. */
import type { Command } from 'commander';
import type { Io } from '../io';
import type { Register } from '../register';
import type { TableOptions } from '../table/runTable';

export const registerTable: Register = (program: Command, io: Io, setExit) => {
  program
    .command('table')
    .description('a session at the table: type rolls (2d6+3, 6d), save them by name, keep a history')
    .option('--seed <seed>', 'the seed of the session (roll N is rolled from SEED.N)')
    .option('--log <file>', 'where to write the history (default: diemen-logs/table-SEED.jsonl)')
    .option('--no-log', 'write no history')
    .option('--resume <file>', 'go on with the session whose history this is')
    .option('--show <file>', 'print a history and check every roll against its seed')
    .option('--player <name>', 'who the rolls are for, until changed (player NAME)')
    .action(async (o: TableOptions) => {
      const { runTable } = await import('../table/runTable');
      setExit(await runTable(io, o));
    });
};
