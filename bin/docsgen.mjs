#!/usr/bin/env node
// Runs the bundled CLI; builds it first when dist/ is missing (a fresh clone before `npm install` ran prepare).
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

// React and other packages in node_modules pick their build from NODE_ENV when first imported: without this,
// pages render with React's development build, a third slower. Set before anything imports them.
process.env.NODE_ENV ??= 'production';

const cli = fileURLToPath(new URL('../dist/cli.mjs', import.meta.url));
if (!existsSync(cli)) await import('../scripts/build-cli.mjs');
await import(pathToFileURL(cli).href);
