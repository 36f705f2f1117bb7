/** Which processes belong to a stack, and to which of its services (bench/memory/run.ts). */
import path from 'node:path';

/** `root` and every process below it, given each pid's parent. */
export function processTree(root: number, parentOf: ReadonlyMap<number, number>): number[] {
  const children = new Map<number, number[]>();
  for (const [pid, parent] of parentOf)
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  const tree: number[] = [];
  const visit = (pid: number) => {
    tree.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return tree;
}

/** A process's service: the folder it runs in, relative to the repository ('launcher' at the root). */
export function serviceOf(root: string, cwd: string): string {
  const relative = path.relative(root, cwd);
  if (!cwd || relative.startsWith('..')) return 'other';
  return relative === '' ? 'launcher' : relative.split(path.sep).join('/');
}

export function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** One process's memory in kB: resident (RSS) and its proportional share of it (PSS). */
export interface MemoryKb {
  rss: number;
  pss: number;
}

/**
 * Reads `/proc/<pid>/smaps_rollup`. RSS counts every page a process maps, so the ~45 MB of
 * Node's own code that every service maps from the same file counts once per process; PSS
 * splits each shared page among the processes sharing it, so the PSS of a group of processes
 * adds up to what they take from the machine together.
 */
export function parseSmapsRollup(text: string): MemoryKb {
  const field = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0);
  return { rss: field('Rss'), pss: field('Pss') };
}
