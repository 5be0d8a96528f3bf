/** A bug in the engine, never an author's mistake: printed with its stack. */
export class InternalError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "InternalError";
  }
}
