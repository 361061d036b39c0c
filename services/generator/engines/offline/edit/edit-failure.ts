/** An instruction the files do not allow (no such text, no stylesheet to parse): said to the caller in plain words. */
export class EditFailure extends Error {}
