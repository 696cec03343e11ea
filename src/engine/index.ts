export type * from './ruleset';
export type * from './decisionSource';
export {
  runBattle,
  runBattleAsync,
  type RunOptions,
  type BattleRun,
  type BattleFailure,
  type RunResult,
} from './runBattle';
export {
  withFallback,
  defaultSource,
  fromFunction,
  type PartialSource,
  type SyncPartialSource,
} from './sources';
