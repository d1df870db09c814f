/**
 * A resume the build cannot use, or a resume setting it cannot read. The message is complete (the
 * file or variable, what is wrong, the fix): the build prints it as is and stops.
 */
export class ResumeError extends Error {
  override readonly name = 'ResumeError';
}
