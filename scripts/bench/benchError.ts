/** A failure to measure, meant for the person running the bench: printed as is, without a stack. */
export class BenchError extends Error {}

/** A wrong command line: printed with the usage. */
export class UsageError extends BenchError {}
