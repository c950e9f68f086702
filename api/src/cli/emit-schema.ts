import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../config';
import { printedSchema } from '../graphql/schema';

/** npm run schema: write schema.graphql at the repository root from the resolvers. */
printedSchema().then((sdl) => {
  writeFileSync(path.join(repoRoot, 'schema.graphql'), sdl);
  console.log('schema.graphql written');
});
