import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printSchema } from 'graphql';
import { schema } from './schema.js';

// The printed schema is committed: API changes show in review and the web app's codegen reads it.
const target = fileURLToPath(new URL('../../schema.graphql', import.meta.url));
writeFileSync(target, `${printSchema(schema)}\n`);
console.log(`schema written to ${target}`);
