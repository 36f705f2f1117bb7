// zod without its JIT (issue 26 item 4): zod 4 compiles object schemas with `new Function`,
// and the first schema it builds probes whether eval is allowed. The sites' CSP forbids eval,
// so the probe only logs a violation (Lighthouse's best-practices audit counts it) and the JIT
// never runs there. The setting is read when a schema is built: each site's entry imports this
// module first, before any module that builds one. Only zod's small core config module comes
// with it, not zod itself.
import { config } from 'zod/v4/core';

config({ jitless: true });
