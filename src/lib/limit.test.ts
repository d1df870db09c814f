import { createLimit } from './limit';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createLimit', () => {
  it('never runs more than the limit at once and starts waiting tasks in order', async () => {
    const limit = createLimit(2);
    const [a, b, c, d] = [
      deferred<string>(),
      deferred<string>(),
      deferred<string>(),
      deferred<string>(),
    ];
    const gates = [a, b, c, d];
    const started: number[] = [];
    const results = gates.map((gate, index) =>
      limit(() => {
        started.push(index);
        return gate.promise;
      }),
    );

    await flush();
    expect(started).toEqual([0, 1]);

    b.resolve('b');
    await flush();
    expect(started).toEqual([0, 1, 2]);

    a.resolve('a');
    c.resolve('c');
    d.resolve('d');
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c', 'd']);
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it('frees the slot of a failed or synchronously throwing task', async () => {
    const limit = createLimit(1);
    const failing = limit(() => Promise.reject(new Error('boom')));
    const throwing = limit(() => {
      throw new Error('sync boom');
    });
    const next = limit(() => Promise.resolve('still runs'));

    await expect(failing).rejects.toThrow('boom');
    await expect(throwing).rejects.toThrow('sync boom');
    await expect(next).resolves.toBe('still runs');
  });

  it('rejects a limit that is not a positive integer', () => {
    expect(() => createLimit(0)).toThrow(RangeError);
    expect(() => createLimit(1.5)).toThrow('positive integer');
  });
});
