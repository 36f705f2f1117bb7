// style.md "Names", as a lint rule: a wrong name is reported on the file's first line.
// - folders are kebab-case; a PascalCase folder is a component's own (`ReportCard/ReportCard.tsx`);
// - files are camelCase or PascalCase (kebab-case only for `vite-env.d.ts`);
// - a `hooks/` file is a `useX` hook, a PascalCase file in `stores/` is a `<Noun>Store`;
// - no barrels: an `index.ts` re-exporting a folder hides where things live.
import { existsSync } from 'node:fs';
import path from 'node:path';

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
const CAMEL = /^[a-z][A-Za-z0-9]*$/;
const EXEMPT_FILES = new Set(['vite-env.d']);
// Folders named by what they hold, not by convention: language codes and error codes.
const EXEMPT_FOLDERS = new Set(['en', 'vi']);

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'Folder and file names follow style.md "Names".' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const marker = `${path.sep}src${path.sep}`;
    const at = file.lastIndexOf(marker);
    if (at === -1) return {};
    const root = file.slice(0, at + marker.length - 1);
    const parts = file.slice(at + marker.length).split(path.sep);
    const base = parts.pop() ?? '';
    const name = base.replace(/\.test(?=\.)/, '').replace(/\.(ts|tsx)$/, '');
    const problems = [];

    let dir = root;
    for (const folder of parts) {
      dir = path.join(dir, folder);
      if (EXEMPT_FOLDERS.has(folder) || KEBAB.test(folder)) continue;
      const isComponentFolder = PASCAL.test(folder) && existsSync(path.join(dir, `${folder}.tsx`));
      if (!isComponentFolder)
        problems.push(
          `folder "${folder}" must be kebab-case (or a component's own folder holding ${folder}.tsx)`,
        );
    }
    if (name === 'index') problems.push('no barrels: import the module itself, not an index.ts');
    else if (!EXEMPT_FILES.has(name) && !CAMEL.test(name) && !PASCAL.test(name))
      problems.push(`file "${base}" must be camelCase or PascalCase`);
    const parent = parts.at(-1);
    if (parent === 'hooks' && !/^use[A-Z]/.test(name))
      problems.push(`"${base}" is in hooks/: name it useX`);
    if (parent === 'stores' && PASCAL.test(name) && !name.endsWith('Store') && name !== 'StoresContext')
      problems.push(`"${base}" is in stores/: a store class is named <Noun>Store`);

    return {
      Program(node) {
        for (const message of problems) context.report({ node, loc: { line: 1, column: 0 }, message });
      },
    };
  },
};
