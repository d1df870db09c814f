/**
 * Questions on a terminal, or on any pair of streams (the tests type their answers in advance).
 * Lines are queued as they arrive, so an answer typed (or piped) before its question is not lost;
 * the end of the input or Ctrl+C ends the session with SetupCancelled, and nothing is written.
 */
import { createInterface } from 'node:readline/promises';
import type { Readable, Writable } from 'node:stream';

export class SetupCancelled extends Error {
  override name = 'SetupCancelled';
}

export interface Prompter {
  /** The answer, trimmed. */
  ask(question: string): Promise<string>;
  say(line?: string): void;
  close(): void;
}

export function createPrompter(input: Readable, output: Writable, terminal = false): Prompter {
  const rl = createInterface({ input, output, terminal });
  const lines: string[] = [];
  let waiting: { resolve: (line: string) => void; reject: (error: Error) => void } | null = null;
  let closed = false;
  rl.on('line', (line) => {
    if (waiting) {
      const { resolve } = waiting;
      waiting = null;
      resolve(line);
    } else {
      lines.push(line);
    }
  });
  rl.on('close', () => {
    closed = true;
    waiting?.reject(new SetupCancelled('The input ended'));
    waiting = null;
  });
  rl.on('SIGINT', () => {
    output.write('\n');
    rl.close();
  });

  return {
    async ask(question) {
      if (terminal) {
        // readline redraws the prompt while the owner edits the line.
        rl.setPrompt(question);
        rl.prompt();
      } else {
        output.write(question);
      }
      const queued = lines.shift();
      if (queued !== undefined) {
        // Typed ahead: show it after its question, as a terminal would have.
        if (!terminal) output.write(`${queued}\n`);
        return queued.trim();
      }
      if (closed) throw new SetupCancelled('The input ended');
      const line = await new Promise<string>((resolve, reject) => {
        waiting = { resolve, reject };
      });
      if (!terminal) output.write(`${line}\n`);
      return line.trim();
    },
    say(line = '') {
      output.write(`${line}\n`);
    },
    close() {
      rl.close();
    },
  };
}
