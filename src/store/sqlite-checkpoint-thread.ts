// The checkpointer's worker thread (sqlite-checkpointer.ts starts it): checkpoints until the first message, then ends.
import { parentPort, workerData } from "node:worker_threads";
import { startCheckpoints, type CheckpointOptions } from "./sqlite-checkpoints.js";

const checkpoints = startCheckpoints(workerData as CheckpointOptions, (error) => {
  // The thread ends with the error; the parent sees it and lets the writing connection checkpoint again.
  throw error;
});
parentPort!.once("message", () => {
  checkpoints.stop();
  parentPort!.close();
});
