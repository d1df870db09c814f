/** Runs a task when fewer than `concurrency` tasks are running; later tasks wait in call order. */
export type Limit = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * A bounded pool for API requests: a portfolio with dozens of repos and branches would otherwise fire
 * hundreds of requests at once and trip GitHub's secondary rate limit. Only leaf requests go through
 * it, never tasks that wait for other limited tasks, so it cannot deadlock.
 */
export function createLimit(concurrency: number): Limit {
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RangeError(`concurrency must be a positive integer, got ${concurrency}`);
  }
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };

  return <T>(task: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const start = () => {
        running += 1;
        // A task that throws synchronously still frees its slot.
        Promise.resolve().then(task).then(resolve, reject).finally(release);
      };
      if (running < concurrency) start();
      else waiting.push(start);
    });
}
