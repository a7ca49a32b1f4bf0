/**
 * At most `running` tasks at once and `waiting` in line; past that, `refuse()` is thrown at
 * once. Decoding a 25-megapixel photo takes a core for a few hundred milliseconds (libvips
 * runs outside the event loop, on libuv's threads): a few readers uploading at once should
 * queue briefly, not take every thread the file reads and password hashing also need.
 */
export class WorkQueue {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly limits: { running: number; waiting: number },
    private readonly refuse: () => Error,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limits.running) {
      if (this.queue.length >= this.limits.waiting) throw this.refuse();
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.active++;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, or is freed.
      const next = this.queue.shift();
      if (next) next();
      else this.active--;
    }
  }
}
