// react-dom's client, started where react-dom's chunk is evaluated (sites/vite.site.ts puts
// this module in that chunk): react-dom is CommonJS, and its factory runs at the first
// `require` of it. Imported straight from the entry, that first require was inside the entry's
// evaluation, so the chunk of its own evaluated in a task before the entry's (hydrate.js) did
// not take react-dom's start out of the entry's task. Here it is the chunk's own top-level code.
export { createRoot, hydrateRoot } from 'react-dom/client';
