import { defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '../../packages/domain/src/constants.ts';
import { firstScreens } from './src/app/first-screens.ts';

const api = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

const GRAPHQL_DOCUMENT_ID = '\0terna-graphql-document:';

/**
 * The production build's stand-in for codegen's babel plugin: each graphql(`...`) call becomes an
 * import of a module holding only its own document, so a page carries the documents it uses. The
 * generated graphql() looks documents up in a map of all of them, and src/gql/graphql.ts holds them
 * all in one module, which lands whole in a chunk every page loads (initial JavaScript budget,
 * docs/performance.md). A call it cannot match (codegen not re-run) keeps the map lookup.
 */
function graphqlDocuments(gqlDir: string): Plugin {
  let names = new Map<string, string>();
  let documents = new Map<string, string>();
  return {
    name: 'terna:graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      const lookup = readFileSync(`${gqlDir}/gql.ts`, 'utf8');
      const map = lookup.slice(lookup.indexOf('const documents'));
      names = new Map(
        [...map.matchAll(/^\s+("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)].map(([, text, name]) => [
          JSON.parse(text!) as string,
          name!,
        ]),
      );
      const generated = readFileSync(`${gqlDir}/graphql.ts`, 'utf8');
      documents = new Map(
        [...generated.matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)].map(
          ([, name, json]) => [name!, json!],
        ),
      );
    },
    resolveId(id) {
      return id.startsWith(GRAPHQL_DOCUMENT_ID) ? id : null;
    },
    load(id) {
      return id.startsWith(GRAPHQL_DOCUMENT_ID)
        ? `export default ${documents.get(id.slice(GRAPHQL_DOCUMENT_ID.length))};`
        : null;
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(gqlDir) || !code.includes('graphql(`')) return null;
      const used = new Set<string>();
      // Same line count after the swap, so the lines below keep their numbers.
      const replaced = code.replace(/\bgraphql\(`((?:[^`\\$]|\$(?!\{))*)`\)/g, (call, text: string) => {
        const name = names.get(text);
        if (!name || !documents.has(name)) return call;
        used.add(name);
        return `__document_${name}${'\n'.repeat(text.split('\n').length - 1)}`;
      });
      if (used.size === 0) return null;
      const imports = [...used].map(
        (name) => `import __document_${name} from ${JSON.stringify(GRAPHQL_DOCUMENT_ID + name)};`,
      );
      return { code: `${replaced}\n${imports.join('\n')}\n`, map: null };
    },
  };
}

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this, the compressed copy saves less than a network packet. */
const COMPRESS_MIN_BYTES = 1024;

/**
 * Brotli and gzip copies of every text file of the build, written beside it (app.js.br, app.js.gz):
 * the server sends the one the browser accepts without compressing per request (@fastify/static's
 * preCompressed), and at brotli's highest quality, which is too slow to run per request.
 */
function precompress(): Plugin {
  let outDir = '';
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  return {
    name: 'terna:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const content = await readFile(path);
          if (content.length < COMPRESS_MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipped(content, { level: zlib.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Where the first screens' modules go, in order: a module goes to the first that imports it. */
const FIRST_SCREEN_CHUNKS: [chunk: string, entry: string][] = [
  ['shell', 'app/layouts/AuthenticatedLayout.tsx'],
  ['process-list', 'app/routes/ProcessListRoute.tsx'],
  // Lazy: beside the list on a wide screen, in a drawer a phone opens.
  ['process-filters', 'features/processes/components/ProcessFilters.tsx'],
];

/**
 * Names a chunk per first-screen piece (FIRST_SCREEN_CHUNKS) for the modules it statically imports
 * beyond the app entry's, and `common` for those the sign-in page needs as well. A phone on a slow
 * network waits a round trip for every six files, so one file per piece instead of dozens of small
 * shared chunks makes the first screen paint seconds sooner (LCP budget, docs/performance.md). The
 * cost: another page that shares a component with the process list loads that chunk whole, which a
 * user who came through the list (where every sign-in lands) already has.
 */
function firstScreenChunks(src: string) {
  let chunkOf: Map<string, string> | undefined;
  const closure = (graph: ModuleGraph, entry: string) => {
    const seen = new Set<string>();
    const stack = [`${src}/${entry}`];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  return (id: string, graph: ModuleGraph) => {
    if (!chunkOf) {
      const entry = closure(graph, 'main.tsx');
      const signIn = closure(graph, 'app/routes/SignInRoute.tsx');
      chunkOf = new Map();
      for (const [chunk, piece] of FIRST_SCREEN_CHUNKS)
        for (const module of closure(graph, piece))
          if (!entry.has(module) && !chunkOf.has(module)) chunkOf.set(module, signIn.has(module) ? 'common' : chunk);
    }
    return chunkOf.get(id) ?? null;
  };
}

/** The build's list of first-screen pages (FIRST_SCREENS_FILE): page address → its own index.html. */
const FIRST_SCREENS_FILE = 'first-screens.json';

/**
 * An index.html per first screen (src/app/first-screens.ts) and language, with a modulepreload link
 * for every file its parts load beyond the app's entry: their chunks, what those import, and their
 * catalogues. The server answers the screen's address with it (first-screens.json). Without it a
 * phone fetches the route's code only once the entry has arrived and run: on the throttled profile
 * the sign-in page's chunks started at 1.9 s and the process list's at 2.5 s, after the entry's.
 */
function firstScreenPreloads(src: string): Plugin {
  let outDir = '';
  let base = '/';
  return {
    name: 'terna:first-screen-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
      base = config.base;
    },
    async writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // A module's chunk: its own, or the first-screen chunk it was put in (firstScreenChunks).
      const byModule = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk] as const)));
      const withImports = (files: string[], into = new Set<string>()): Set<string> => {
        for (const file of files)
          if (!into.has(file)) {
            into.add(file);
            withImports(byFile.get(file)?.imports ?? [], into);
          }
        return into;
      };
      const chunkOf = (module: string) => {
        const chunk = byModule.get(module);
        if (!chunk) throw new Error(`first-screens.ts names ${module}, which is no lazily loaded chunk of the build`);
        return chunk.fileName;
      };
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === 'main');
      if (!entry) throw new Error('The build has no main entry');
      const loaded = withImports([entry.fileName]);
      const html = await readFile(join(outDir, 'index.html'), 'utf8');
      if (!html.includes('</head>')) throw new Error("index.html has no </head> to add the first screens' links to");
      const pages: Record<string, string> = {};
      await mkdir(join(outDir, 'first-screens'), { recursive: true });
      for (const screen of firstScreens)
        for (const locale of LOCALES) {
          const modules = screen.parts.flatMap((part) => [
            `${src}/${part.module}`,
            ...part.namespaces.map((namespace) => `${src}/locales/${locale}/${namespace}.json`),
          ]);
          const files = [...withImports(modules.map(chunkOf))].filter((file) => !loaded.has(file));
          const links = files.map((file) => `    <link rel="modulepreload" crossorigin href="${base}${file}">\n`);
          const page = `first-screens/${locale}${screen.path.replaceAll('/', '-')}.html`;
          await writeFile(join(outDir, page), html.replace('</head>', `${links.join('')}</head>`));
          pages[`/${locale}${screen.path}`] = page;
        }
      await writeFile(join(outDir, FIRST_SCREENS_FILE), JSON.stringify(pages, null, 2));
    },
  };
}

/** The candidate portal's links open its own entry in the dev server too (the API server does the same in production). */
function portalEntry(): Plugin {
  return {
    name: 'terna:portal-entry',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && /^\/(apply|evaluacion)(\/|\?|$)/.test(request.url)) request.url = '/portal.html';
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    portalEntry(),
    graphqlDocuments(fileURLToPath(new URL('./src/gql', import.meta.url))),
    firstScreenPreloads(fileURLToPath(new URL('./src', import.meta.url))),
    precompress(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: {
      '/graphql': api,
      '/auth/login': api,
      '/auth/refresh': api,
      '/auth/switch-company': api,
      '/auth/demo-accounts': api,
      '/cm': api,
      '/process-web': api,
      '/evaluation-web': api,
      '/client/': api,
      '/files/': api,
      '/portal-web': api,
      '/people-web': api,
      '/api/': api,
    },
  },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    // Two entries: the recruiter app and the candidate portal (src/portal), which shares none of its shell.
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        portal: fileURLToPath(new URL('./portal.html', import.meta.url)),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              name: firstScreenChunks(fileURLToPath(new URL('./src', import.meta.url))),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
