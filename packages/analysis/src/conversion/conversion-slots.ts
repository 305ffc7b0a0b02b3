/**
 * At most `size` tasks at once, the others waiting in order. Each LibreOffice conversion is a
 * process of a few hundred MB; bounding them keeps a burst of Office uploads from exhausting memory.
 */
export class ConversionSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiter (running stays the same), or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
