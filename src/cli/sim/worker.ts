/**
 * The worker thread of `diemen sim` (bundled as dist/simWorker.cjs): plays the batches of trials
 * the main thread sends and posts back each batch's aggregate.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { runBatch, type SimJob } from '../../sim';
import type { BatchReply, BatchRequest } from './pool';

const { jobs } = workerData as { jobs: SimJob[] };

parentPort!.on('message', (req: BatchRequest) => {
  let reply: BatchReply;
  try {
    reply = { k: req.k, agg: runBatch(jobs[req.job]!, req.start, req.end) };
  } catch (e) {
    reply = { k: req.k, error: e instanceof Error ? e.message : String(e) };
  }
  parentPort!.postMessage(reply);
});
