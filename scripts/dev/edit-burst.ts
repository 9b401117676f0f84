/** What to do when a burst of saves starts, and when it is over (with the files saved in it, each once). */
export interface BurstHandlers {
  start: () => void;
  end: (files: string[]) => void;
}

/** A burst of saves being collected: tell it of each save; cancel drops the one under way. */
export interface EditBurst {
  saved: (file: string) => void;
  cancel: () => void;
}

/**
 * Saves that follow each other within `quietMs` are one edit (an editor saving five locale files, or "save all"):
 * `start` runs at the first, `end` once no save came for `quietMs`, so the edit is checked and built once.
 */
export function editBurst(quietMs: number, handlers: BurstHandlers): EditBurst {
  let timer: NodeJS.Timeout | undefined;
  let files = new Set<string>();
  return {
    saved: (file) => {
      if (!timer) handlers.start();
      clearTimeout(timer);
      files.add(file);
      timer = setTimeout(() => {
        timer = undefined;
        const done = [...files];
        files = new Set();
        handlers.end(done);
      }, quietMs);
    },
    cancel: () => {
      clearTimeout(timer);
      timer = undefined;
      files = new Set();
    },
  };
}
