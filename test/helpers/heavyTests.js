/**
 * The heavy test files: run by `npm run test:heavy` (jest.heavy.config.js) and by CI (.ci/run),
 * left out of `npm test` so that it runs in minutes on a 2-core machine. Every other file under
 * test/ named *.test.ts belongs to `npm test`, so a new test file is in the fast suite unless it is
 * named here. A file belongs here when it takes seconds of its own (times from a CI run on the
 * shared 2-core machine, jest's own figure) and what it checks is also checked, more cheaply, in
 * the fast suite: by in-process tests of the same rules, or by a smoke test of the same command.
 * test/lint/heavyTests.test.ts checks that every path named here is a test file.
 * They run on two workers (jest.heavy.config.js), so a file here shares the 2 cores with another
 * heavy file: a run of the binary that takes seconds gives runCli a limit of its own (its default
 * 20 s is outrun when the machine is loaded), and a pseudo-terminal test waits for what it reads
 * on the screen, never for a fixed time.
 */
module.exports = [
  // Dice Wars' fast path in lockstep with the reference: 20 bundled battles, the test scenarios, 100 random ones: 247 s at load 22 (384 s with 16 seeds and 150).
  'test/rulesets/dice-wars/fast/lockstep.heavy.test.ts',
  // Whole-program reliability: files of every odd kind, fuzzed scenarios and logs, random battles.
  'test/reliability/specialFiles.test.ts', // 27 s; 8-9 s of CPU since the matrix runs in-process (was 38 s)
  'test/reliability/fuzz.test.ts', // 24 s; 33 s of CPU, mostly the in-process fuzzing
  'test/reliability/battles.property.test.ts', // 6 s
  // The npm package packed and installed in a scratch directory.
  'test/package/pack.test.ts', // 31 s
  // Real pseudo-terminals at several sizes, every game. The figure in CI (c8a6c6c), then jest's on
  // 26 Nov at load 15-20 beside another heavy file, after the ci-pty changes [before them].
  'test/cli/ptyGames.test.ts', // 39 s; 20-29 s [63-83 s]: the 3 games at once, battles cut to 2 rounds
  'test/cli/pickMapPty.test.ts', // 3 s: the 3 games to their first pick question at 80x24, at once
  'test/cli/pty.test.ts', // 10 s; 11-15 s [20 s]: types once a question is drawn, not after 300 ms
  'test/cli/terminalWidth.test.ts', // 29 s; 42-99 s, cold cache 149 s [195-203 s]: 2 binary starts, not 58
  'test/cli/terminalEscapes.test.ts', // 9 s; 22-36 s [53-58 s]: 4 starts of the binary, not 15
  'test/cli/die-fighting/deployPty.test.ts', // 10 s; 8-15 s [20-22 s]: its 2 tests at once
  'test/cli/tablePty.test.ts', // 4 s
  'test/cli/replayRoundPty.test.ts', // 3 s: replay --round 6 of a golden log, two keys
  // Long simulations through the binary, and their interruption.
  'test/cli/sim.test.ts', // 20 s; 15-16 s of CPU, reports and refusals in-process (was 20 s)
  // Every bundled scenario simulated against its recorded fingerprint (34 sims through the binary).
  'test/cli/identicalPlay.test.ts', // 20 s quiet, minutes under load
  'test/cli/signalStop.test.ts', // a df-war battle stopped by SIGINT and SIGTERM, resumed, verified
  'test/cli/simInterrupt.test.ts', // 10 s; signal after 2.5 s, not 5
  // Computer generals played over many battles.
  'test/rulesets/die-men/ai/computerGeneral.test.ts', // 19 s
  'test/rulesets/die-fighting/fast/lockstepMany.test.ts', // 418 s at load 22 (df-war 244 s): the fast path in lockstep, 6 scenarios x 20 seeds
  // Die, Men!'s fast path in lockstep with the reference rules and general, 100 seeds a scenario.
  'test/rulesets/die-men/fast/lockstep.heavy.test.ts', // 147 s with 150 seeds at load 18, so 100
  'test/rulesets/die-fighting/computerStrength.test.ts', // 5 s (65 s in npm test on the loaded machine)
  'test/rulesets/dice-wars/property.battle.test.ts', // 8 s
  // Each game's battle in fresh modules and after others warmed the caches (13 s CPU).
  'test/engine/warmCaches.property.test.ts',
  // Exact odds over large pools.
  'test/dice/ore/odds.test.ts', // 13 s
  // Many runs of the binary each: hostile input, locks and torn logs, reports and maps.
  'test/cli/hostileInput.test.ts', // 14 s; 9 s of CPU (was 16 s)
  'test/cli/hostileSizes.test.ts', // 11 s
  'test/cli/logLock.test.ts', // 16 s; 19-20 s of CPU with its battles (was 30 s)
  'test/cli/logRecovery.test.ts', // 11 s; 8 s of CPU (was 11 s)
  'test/cli/report/replayHtml.test.ts', // 17 s; 15 s of CPU, pages made in-process (was 22 s)
  'test/cli/svgMaps.test.ts', // 14 s; 9-12 s of CPU (was 14 s)
  'test/cli/typedDice.test.ts', // 12 s; 11 s of CPU, battles in-process (was 17 s)
  // A command's every option through the binary; npm test keeps a smoke test of each command
  // (play: goldenLogs, firstMinutes; validate: scenarios, validateDice; odds: odds, oreOdds;
  // Dice Wars and Die Fighting: die-fighting/commands and the dice-wars files, goldenLogs).
  'test/cli/play.test.ts', // 10 s; 6-7 s of CPU (was 12 s)
  'test/cli/validate.test.ts', // 9 s; 5-6 s of CPU, files read in-process (was 11 s)
  'test/cli/diceOdds.test.ts', // 10 s; 4-6 s of CPU, answers in-process (was 13 s)
  'test/cli/dice-wars/scenario.test.ts', // 12 s; 13 s of CPU (was 15 s)
  'test/cli/die-fighting/endToEnd.test.ts', // 13 s; 10-12 s of CPU (was 15 s)
];
