/** Returns timers that add each run's milliseconds to `timings` under its stage label, for the build log. */
export function stageTimer(timings: Record<string, number>) {
  const add = (label: string, start: number) => {
    timings[label] = (timings[label] ?? 0) + performance.now() - start;
  };
  return {
    stage<T>(label: string, run: () => T): T {
      const start = performance.now();
      try {
        return run();
      } finally {
        add(label, start);
      }
    },
    async stageAsync<T>(label: string, run: () => Promise<T>): Promise<T> {
      const start = performance.now();
      try {
        return await run();
      } finally {
        add(label, start);
      }
    },
  };
}
