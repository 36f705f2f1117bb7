/**
 * `parse` of a string, remembered: for what the proxy reads on every request from a small set
 * of values (the configured origin, the Host header, Accept-Encoding). Any client can send any
 * string, so at most `limit` are kept, and a full table simply starts again.
 */
export function parsedOnce<T>(limit: number, parse: (raw: string) => T): (raw: string) => T {
  const parsed = new Map<string, T>();
  return (raw) => {
    let value = parsed.get(raw);
    if (value === undefined) {
      value = parse(raw);
      if (parsed.size >= limit) parsed.clear();
      parsed.set(raw, value);
    }
    return value;
  };
}
