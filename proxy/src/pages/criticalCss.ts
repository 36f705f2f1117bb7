import postcss, { type ChildNode, type Container } from 'postcss';

/**
 * The part of a stylesheet a server-rendered page needs for its first paint (design §1, "Server
 * rendering"). A site's stylesheet holds every component's rules (Mantine's alone are 260 kB);
 * a page uses a few dozen components. The rules whose selectors name only classes the page's
 * markup has go inline in the head, so the first paint waits for the document alone; the whole
 * sheets follow once the page has painted (hydrate.js), before the app starts.
 *
 * Kept on purpose: every rule without a class (elements, `:root` variables, attributes),
 * `@font-face`, `@keyframes` and the like, and any selector whose required classes are all
 * present. Classes inside `:not()`, `:is()`, `:where()` or `:has()` are not required, so the
 * cut can only keep too much, never too little, for the markup it is given.
 */
export type SheetPart =
  | { kind: 'always'; css: string; reads: readonly string[] }
  /** A rule that sets custom properties (`:root { --x: … }`): only those the page uses stay. */
  | {
      kind: 'variables';
      selector: string;
      declarations: readonly Variable[];
      rest: readonly string[];
      /** The custom properties `rest` reads. */
      reads: readonly string[];
    }
  | { kind: 'rule'; css: string; needs: readonly (readonly string[])[]; reads: readonly string[] }
  | { kind: 'group'; open: string; parts: SheetPart[] };

/** A stylesheet, parsed once, ready to be cut for any page. */
export interface Sheet {
  parts: readonly SheetPart[];
  /** Each custom property's declarations, wherever they are in the sheet. */
  definitions: ReadonlyMap<string, readonly Variable[]>;
}

/** `[href$=".pdf"]`, `:not(.a)`, `:where(.b .c)`: what a class list must not count. */
function stripOptional(selector: string): string {
  let out = '';
  let depth = 0;
  let bracket = 0;
  for (let i = 0; i < selector.length; i += 1) {
    const char = selector[i]!;
    if (char === '[') bracket += 1;
    else if (char === ']') bracket = Math.max(0, bracket - 1);
    else if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && bracket === 0) out += char;
  }
  return out;
}

const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;

/** The classes one selector requires of an element and its ancestors. */
export function requiredClasses(selector: string): string[] {
  return [...stripOptional(selector).matchAll(CLASS)].map(([, name]) => name!);
}

interface Variable {
  name: string;
  css: string;
  /** The custom properties its value reads. */
  reads: readonly string[];
}

const VAR_USE = /var\(\s*(--[\w-]+)/g;
const readsOf = (text: string) => [...text.matchAll(VAR_USE)].map(([, name]) => name!);

const GROUPING = new Set(['media', 'supports', 'container', 'layer', 'scope', 'document']);

function partsOf(container: Container): SheetPart[] {
  const parts: SheetPart[] = [];
  container.each((node: ChildNode) => {
    if (node.type === 'comment') return;
    if (
      node.type === 'rule' &&
      node.some((child) => child.type === 'decl' && child.prop.startsWith('--'))
    ) {
      const declarations: Variable[] = [];
      const rest: string[] = [];
      node.each((child) => {
        if (child.type !== 'decl') return;
        if (child.prop.startsWith('--'))
          declarations.push({
            name: child.prop,
            css: child.toString(),
            reads: readsOf(child.value),
          });
        else rest.push(child.toString());
      });
      parts.push({
        kind: 'variables',
        selector: node.selector,
        declarations,
        rest,
        reads: rest.flatMap(readsOf),
      });
      return;
    }
    if (node.type === 'rule') {
      const needs = node.selectors.map(requiredClasses);
      const css = node.toString();
      parts.push(
        needs.some((classes) => classes.length === 0)
          ? { kind: 'always', css, reads: readsOf(css) }
          : { kind: 'rule', css, needs, reads: readsOf(css) },
      );
      return;
    }
    if (node.type === 'atrule' && GROUPING.has(node.name.toLowerCase()) && node.nodes) {
      const params = node.params ? ` ${node.params}` : '';
      parts.push({ kind: 'group', open: `@${node.name}${params}{`, parts: partsOf(node) });
      return;
    }
    const css = node.toString();
    parts.push({ kind: 'always', css, reads: readsOf(css) });
  });
  return parts;
}

function collectVariables(parts: readonly SheetPart[], into: Map<string, Variable[]>): void {
  for (const part of parts) {
    if (part.kind === 'variables') {
      for (const variable of part.declarations) {
        const list = into.get(variable.name) ?? [];
        list.push(variable);
        into.set(variable.name, list);
      }
    } else if (part.kind === 'group') collectVariables(part.parts, into);
  }
}

export function parseSheet(css: string): Sheet {
  const parts = partsOf(postcss.parse(css));
  const definitions = new Map<string, Variable[]>();
  collectVariables(parts, definitions);
  return { parts, definitions };
}

type Kept = (part: Extract<SheetPart, { kind: 'rule' }>) => boolean;

/** The custom properties the kept parts read directly. */
function collectReads(parts: readonly SheetPart[], kept: Kept, into: string[]): void {
  for (const part of parts) {
    if (part.kind === 'group') collectReads(part.parts, kept, into);
    else if (part.kind !== 'rule' || kept(part)) into.push(...part.reads);
  }
}

function render(parts: readonly SheetPart[], kept: Kept, variables: ReadonlySet<string>): string {
  let css = '';
  for (const part of parts) {
    if (part.kind === 'always') css += part.css;
    else if (part.kind === 'rule') {
      if (kept(part)) css += part.css;
    } else if (part.kind === 'variables') {
      const body = [
        ...part.declarations
          .filter((variable) => variables.has(variable.name))
          .map((variable) => variable.css),
        ...part.rest,
      ].join(';');
      if (body) css += `${part.selector}{${body}}`;
    } else {
      const inner = render(part.parts, kept, variables);
      if (inner) css += `${part.open}${inner}}`;
    }
  }
  return css;
}

/**
 * The sheet's rules for a page whose markup has `classes`, in the sheet's order, with the custom
 * properties that those rules, the `variables` rules' own other declarations and `markup` (its
 * style attributes and inline styles) read, directly or through other custom properties.
 */
export function cutSheet(
  { parts, definitions }: Sheet,
  classes: ReadonlySet<string>,
  markup = '',
): string {
  const kept: Kept = (part) => part.needs.some((names) => names.every((name) => classes.has(name)));
  const pending = readsOf(markup);
  collectReads(parts, kept, pending);
  const used = new Set<string>();
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (used.has(name)) continue;
    used.add(name);
    for (const variable of definitions.get(name) ?? []) pending.push(...variable.reads);
  }
  return render(parts, kept, used);
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/** Every class named in the markup's `class` attributes. */
export function classesOf(markup: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of markup.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of (value ?? '').split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}
