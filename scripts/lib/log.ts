/**
 * Prefixed, coloured log lines for the processes that `npm start` runs side by side, so that
 * five interleaved outputs stay readable. Colour only when a person is looking (a TTY) unless
 * FORCE_COLOR asks for it; NO_COLOR always wins (https://no-color.org).
 */
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';

export const COLORS = {
  red: 31,
  green: 32,
  yellow: 33,
  blue: 34,
  magenta: 35,
  cyan: 36,
  gray: 90,
  brightBlue: 94,
  brightMagenta: 95,
  brightCyan: 96,
} as const;
export type Color = keyof typeof COLORS;

export function colorEnabled(
  stream: { isTTY?: boolean } = process.stdout,
  env = process.env,
): boolean {
  if (env.NO_COLOR) return false;
  if (env.FORCE_COLOR && env.FORCE_COLOR !== '0') return true;
  return Boolean(stream.isTTY);
}

const useColor = colorEnabled();

export function paint(color: Color | 'bold', text: string, enabled = useColor): string {
  if (!enabled) return text;
  const code = color === 'bold' ? 1 : COLORS[color];
  return `\u001b[${code}m${text}\u001b[0m`;
}

/** Width of the `[name]` column, so the log columns line up. */
let prefixWidth = 8;
export function setPrefixWidth(names: readonly string[]): void {
  prefixWidth = Math.max(prefixWidth, ...names.map((n) => n.length));
}

export function prefix(name: string, color: Color): string {
  return paint(color, `[${name}]`.padEnd(prefixWidth + 2));
}

/** Copies a child's output to ours line by line, each line behind the child's prefix. */
export function pipeWithPrefix(
  input: Readable,
  output: Writable,
  name: string,
  color: Color,
): void {
  const lines = createInterface({ input, crlfDelay: Infinity });
  lines.on('line', (line) => output.write(`${prefix(name, color)} ${line}\n`));
}

/** The launcher's own messages: always on stderr for failures so they are never lost in a pipe. */
export const say = {
  info: (text: string) => process.stdout.write(`${prefix('start', 'gray')} ${text}\n`),
  ok: (text: string) =>
    process.stdout.write(`${prefix('start', 'green')} ${paint('green', text)}\n`),
  warn: (text: string) =>
    process.stderr.write(`${prefix('start', 'yellow')} ${paint('yellow', text)}\n`),
  error: (text: string) =>
    process.stderr.write(`${prefix('start', 'red')} ${paint('red', `✖ ${text}`)}\n`),
};
