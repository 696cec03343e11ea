/**
 * The worker thread of `diemen sim` (bundled as dist/simWorker.cjs): plays the batches of trials
 * the main thread sends and posts back each batch's aggregate. It loads only the games' pure rules.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { AnyGameRules } from '../../engine/game';
import { gameRules } from '../../rulesets/registry';
import { runBatch, type SimJob } from '../../sim';
import { loadPlugin } from '../plugin';
import type { BatchReply, BatchRequest } from './pool';

const { jobs } = workerData as { jobs: SimJob[] };

/** The job's game: built in, or from the plug-in file the main thread loaded it from. */
function gameOf(job: SimJob): AnyGameRules {
  if (job.plugin !== undefined) {
    const p = loadPlugin(job.plugin);
    if (!p.ok) throw new Error(p.error.message);
    return p.value.rules;
  }
  const game = gameRules(job.game);
  if (!game) throw new Error(`no game is called ${job.game}`);
  return game;
}

const games = jobs.map(gameOf);

parentPort!.on('message', (req: BatchRequest) => {
  let reply: BatchReply;
  try {
    reply = { k: req.k, agg: runBatch(games[req.job]!, jobs[req.job]!, req.start, req.end) };
  } catch (e) {
    reply = { k: req.k, error: e instanceof Error ? e.message : String(e) };
  }
  parentPort!.postMessage(reply);
});
