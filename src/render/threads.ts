// How many image threads a process runs by default: read by the image pool and by the configuration (the image lane's default).
import { availableParallelism } from "node:os";

/**
 * One thread per core but one, at least one, at most four: on the 2-core reference machine one core keeps answering
 * requests while the other renders (docs/performance.md). Each render of a 4500 × 5400 area peaks at about 40–60 MB
 * (docs/performance.md#memory).
 */
export const DEFAULT_IMAGE_THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));
