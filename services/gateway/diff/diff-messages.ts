// What the gateway's event loop and its diff worker thread (diff-worker.ts) say to each other.

/** One file present in both jobs with different contents. */
export interface FilePair {
  path: string;
  before: string;
  after: string;
}

/** One diff request's files, and its budget. */
export interface DiffTask {
  id: number;
  /** Date.now() after which no more patches are worked out for this task. */
  deadline: number;
  maxEditLength: number;
  /** The `against` and job ids, written into the patches' file headers. */
  beforeLabel: string;
  afterLabel: string;
  files: FilePair[];
}

/** A patch, or null when the budget ran out for that file. `done`: the task's last file. */
export interface PatchMessage {
  id: number;
  path: string;
  patch: string | null;
  done: boolean;
}
