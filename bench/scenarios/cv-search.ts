import { performance } from 'node:perf_hooks';
import { CV_SEARCH_FIELDS, TALENT_POOL_SEARCH_WEIGHTS, type CvSearchFilters, type CvSearchPool } from '@terna/domain';
import { sql, type SQL } from 'drizzle-orm';
import MiniSearch from 'minisearch';
import { queryRows, type Database } from '../../apps/server/src/db/client.js';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, SURNAMES } from '../../apps/server/src/db/seed/demo-data.js';
import { searchCvs } from '../../apps/server/src/modules/cv-search/index.js';
import { percentile } from '../harness/load.js';
import type { BenchEnv, CustomResult, ScenarioSet } from '../harness/scenario.js';

/** Issue 19: mixed CV searches over 1M CVs, p95 ≤ 100 ms and the slowest ≤ 300 ms; a changed CV found within 1 s. */
const P95_MS = 100;
const WORST_MS = 300;
const FRESH_MS = 1000;
/** The corpus: 1,000,000 CVs unless CV_SEARCH_BENCH_SIZE says otherwise (a quicker local run). */
const SIZE = Number(process.env.CV_SEARCH_BENCH_SIZE ?? 1_000_000);
/** Bench CVs are the persons whose identification starts with this: a later run finds and reuses them. */
const MARK = 'CVB';
const BATCH = 25_000;

// Vocabularies of the generated CVs, most frequent first (picks are skewed towards the start, so a
// few words are in a large share of the CVs and the tail is rare, like real CVs).
const TITLES = [
  'Ejecutivo de ventas',
  'Asistente administrativo',
  'Gerente de ventas',
  'Analista de datos',
  'Contador',
  'Desarrollador de software',
  'Técnico de mantenimiento',
  'Asesor comercial',
  'Operario de bodega',
  'Cajero',
  'Coordinador de logística',
  'Jefe de producción',
  'Recepcionista',
  'Auxiliar contable',
  'Supervisor de planta',
  'Ingeniero de sistemas',
  'Desarrollador web',
  'Enfermera',
  'Docente',
  'Analista financiero',
  'Abogado',
  'Diseñador gráfico',
  'Auditor interno',
  'Chofer profesional',
  'Mecánico automotriz',
  'Electricista industrial',
  'Ingeniero civil',
  'Arquitecto',
  'Psicólogo organizacional',
  'Analista de recursos humanos',
  'Jefe de talento humano',
  'Vendedor de mostrador',
  'Agente de call center',
  'Químico farmacéutico',
  'Nutricionista',
  'Chef',
  'Mesero',
  'Guardia de seguridad',
  'Community manager',
  'Médico general',
];
const STUDY_AREAS = [
  'Administración de empresas',
  'Contabilidad y auditoría',
  'Ingeniería de sistemas',
  'Marketing',
  'Derecho',
  'Economía',
  'Ingeniería industrial',
  'Psicología',
  'Enfermería',
  'Educación',
  'Diseño gráfico',
  'Ingeniería civil',
  'Arquitectura',
  'Comunicación',
  'Medicina',
  'Gastronomía',
  'Química',
  'Electrónica',
  'Mecánica automotriz',
  'Turismo',
];
const DEGREES = ['Universitario', 'Bachillerato', 'Tecnólogo', 'Técnico', 'Maestría', 'Especialización', 'Doctorado'];
const SUB_AREAS = [
  'Ventas',
  'Administración',
  'Contabilidad',
  'Desarrollo',
  'Mantenimiento',
  'Logística',
  'Producción',
  'Atención al cliente',
  'Finanzas',
  'Talento humano',
  'Marketing digital',
  'Soporte técnico',
  'Calidad',
  'Compras',
  'Legal',
  'Salud',
  'Educación',
  'Seguridad',
  'Diseño',
  'Investigación',
];
const SKILLS = [
  'Excel',
  'Atención al cliente',
  'Ventas',
  'Trabajo en equipo',
  'Liderazgo',
  'Negociación',
  'Comunicación',
  'SQL',
  'Python',
  'Contabilidad',
  'Facturación',
  'Inventarios',
  'Power BI',
  'JavaScript',
  'Office',
  'Manejo de caja',
  'Servicio al cliente',
  'Gestión de proyectos',
  'SAP',
  'Inglés técnico',
  'Java',
  'React',
  'Auditoría',
  'Presupuestos',
  'Logística inversa',
  'Soldadura',
  'Electricidad',
  'AutoCAD',
  'Photoshop',
  'Redes sociales',
  'Primeros auxilios',
  'Docencia',
  'Nómina',
  'Tributación',
  'Costos',
  'Compras públicas',
  'Manejo de montacargas',
  'Cocina internacional',
  'Mecánica diésel',
  'Oratoria',
];
const WORDS = [
  'responsable',
  'gestión',
  'clientes',
  'ventas',
  'equipo',
  'proyectos',
  'atención',
  'control',
  'procesos',
  'empresa',
  'servicio',
  'calidad',
  'reportes',
  'cumplimiento',
  'metas',
  'análisis',
  'coordinación',
  'desarrollo',
  'mejora',
  'continua',
  'operaciones',
  'administración',
  'soporte',
  'planificación',
  'logística',
  'inventario',
  'presupuesto',
  'indicadores',
  'negociación',
  'proveedores',
  'facturación',
  'capacitación',
  'personal',
  'seguridad',
  'mantenimiento',
  'preventivo',
  'correctivo',
  'producción',
  'auditoría',
  'finanzas',
  'contabilidad',
  'tributaria',
  'comercial',
  'estrategia',
  'marketing',
  'digital',
  'campañas',
  'innovación',
  'tecnología',
  'sistemas',
  'software',
  'aplicaciones',
  'bases',
  'datos',
  'redes',
  'infraestructura',
  'liderazgo',
  'proactivo',
  'responsabilidad',
  'puntualidad',
  'organización',
  'comunicación',
  'resultados',
  'objetivos',
  'crecimiento',
  'experiencia',
  'conocimientos',
  'manejo',
  'herramientas',
  'ofimáticas',
  'elaboración',
  'informes',
  'seguimiento',
  'cartera',
  'cobranza',
  'recepción',
  'despacho',
  'bodega',
  'transporte',
  'distribución',
  'importaciones',
  'exportaciones',
  'aduanas',
  'compras',
  'licitaciones',
  'contratos',
  'legal',
  'normativa',
  'salud',
  'pacientes',
  'enseñanza',
  'estudiantes',
  'diseño',
  'creatividad',
  'fotografía',
  'cocina',
  'restaurante',
  'hotelería',
  'turismo',
  'electricidad',
  'instalaciones',
  'obras',
];
// The demo's names, so the corpus reads like the people the product shows.
const FIRST_NAMES = [...FEMALE_FIRST_NAMES, ...MALE_FIRST_NAMES];
const CITIES = [
  'Quito',
  'Guayaquil',
  'Bogotá',
  'Medellín',
  'Lima',
  'Cusco',
  'Ciudad de México',
  'Monterrey',
  'Santiago',
  'La Paz',
  'Cuenca',
  'Cali',
];
const COUNTRIES = ['EC', 'EC', 'CO', 'PE', 'MX', 'CL', 'BO'];
const LANGUAGES = ['Inglés', 'Portugués', 'Francés', 'Alemán', 'Quechua'];

interface BenchQuery {
  label: string;
  pool: CvSearchPool;
  text: string;
  filters?: CvSearchFilters;
}

/** The mixed searches of issue 19: one common word, two words, a rare word, a prefix, filters only, a typo. */
const QUERIES: BenchQuery[] = [
  { label: 'common word', pool: 'TALENT_POOL', text: 'ventas' },
  { label: 'common word (2)', pool: 'TALENT_POOL', text: 'analista' },
  { label: 'two words', pool: 'TALENT_POOL', text: 'gerente ventas' },
  { label: 'two words (2)', pool: 'TALENT_POOL', text: 'desarrollador python' },
  { label: 'rare word', pool: 'TALENT_POOL', text: 'kubernetes' },
  { label: 'prefix', pool: 'TALENT_POOL', text: 'contab' },
  { label: 'prefix (2)', pool: 'TALENT_POOL', text: 'ejecutivo vent' },
  {
    label: 'filters only',
    pool: 'TALENT_POOL',
    text: '',
    filters: { countryCodes: ['PE'], minYearsExperience: 3, languages: ['Inglés'] },
  },
  { label: 'word and filters', pool: 'TALENT_POOL', text: 'contador', filters: { cities: ['Cusco'], salaryFrom: 500 } },
  { label: 'typo', pool: 'TALENT_POOL', text: 'tecnlogo' },
  { label: 'typo (2)', pool: 'TALENT_POOL', text: 'enfermra' },
  { label: 'filters only (country)', pool: 'TALENT_POOL', text: '', filters: { countryCodes: ['EC'] } },
];

/**
 * My-base searches of the scale company (20,000 people with a million participations, beside the
 * 1M talent-pool CVs): reported apart, the issue's mix is over the talent pool of 1M CVs.
 */
const MY_BASE_QUERIES: BenchQuery[] = [
  { label: 'my-base common word', pool: 'MY_BASE', text: 'ventas' },
  { label: 'my-base two words', pool: 'MY_BASE', text: 'analista datos' },
  { label: 'my-base filters only', pool: 'MY_BASE', text: '', filters: { minYearsExperience: 5 } },
];

const u = (n: SQL, salt: number) => sql`((hashint8(${n}::bigint * 7919 + ${salt}) & 2147483647)::float8 / 2147483648)`;
const literal = (values: readonly string[]) =>
  sql.raw(`array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]`);
/** A pick from the list, skewed to its start by `skew` (1 = uniform). */
const pick = (values: readonly string[], n: SQL, salt: number, skew = 1) =>
  sql`(${literal(values)})[1 + floor(${values.length} * power(${u(n, salt)}, ${skew}))::int]`;

async function benchCount(db: Database): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from persons where identification like ${`${MARK}%`}`,
  );
  return row?.n ?? 0;
}

/**
 * Generates the bench CVs once with generate_series (the triggers off: the search index is then
 * built in batches and timed as the index build).
 */
async function ensureCorpus(db: Database): Promise<{ generatedMs: number; indexMs: number; added: number }> {
  const existing = await benchCount(db);
  if (existing >= SIZE) return { generatedMs: 0, indexMs: 0, added: 0 };
  let generatedMs = 0;
  let indexMs = 0;
  // Bulk loading: the ordered indexes are dropped and built again at the end (one sort each instead
  // of twenty million insertions); the person index stays, the refresh deletes by it.
  const bulkIndexes = [
    'cv_search_postings_talent_pool_idx',
    'cv_search_postings_my_base_idx',
    'cv_search_documents_doc_idx',
  ];
  const definitions = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select indexname as name, indexdef as definition from pg_indexes
        where indexname = any(${`{${bulkIndexes.join(',')}}`}::text[])`,
  );
  for (const index of definitions) await db.execute(sql.raw(`drop index ${index.name}`));
  try {
    for (let from = existing + 1; from <= SIZE; from += BATCH) {
      const to = Math.min(SIZE, from + BATCH - 1);
      const n = sql`n`;
      let started = performance.now();
      const ids = await db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        const rows = await queryRows<{ id: number }>(
          tx,
          sql`with p as (
          insert into persons (first_name, last_name, identification, email, country_code, talent_pool_opt_in, created_at)
          select ${pick(FIRST_NAMES, n, 1)}, ${pick(SURNAMES, n, 2)}, ${MARK} || n, 'cv' || n || '@bench.test',
            ${pick(COUNTRIES, n, 3)}, ${u(n, 4)} < 0.8, now() - (${u(n, 5)} * 900) * interval '1 day'
          from generate_series(${from}::int, ${to}::int) n
          returning id, substr(identification, 4)::int as n)
        insert into curricula (person_id, salary_amount, salary_currency, area_experience, sub_experience, education,
          skills, languages, data, updated_at)
        select p.id, 300 + floor(${u(n, 6)} * 4000)::int, 'USD', ${pick(SUB_AREAS, n, 7, 2)}, ${pick(SUB_AREAS, n, 8, 2)},
          ${pick(DEGREES, n, 9, 2)},
          array[${pick(SKILLS, n, 10, 2.5)}, ${pick(SKILLS, n, 11, 2.5)}, ${pick(SKILLS, n, 12, 2)}]
            || case when n % 2000 = 0 then array['Kubernetes'] else array[]::text[] end,
          array['Español'] || case when ${u(n, 13)} < 0.35 then array[${pick(LANGUAGES, n, 14, 2)}] else array[]::text[] end,
          jsonb_build_object(
            'experiences', jsonb_build_array(
              jsonb_build_object('jobTitle', ${pick(TITLES, n, 15, 2.2)}, 'company', 'Empresa ' || (n % 500),
                'area', ${pick(SUB_AREAS, n, 16, 2)}, 'subArea', ${pick(SUB_AREAS, n, 17, 2)},
                'startDate', (2012 + n % 12) || '-' || lpad((1 + n % 12)::text, 2, '0'),
                'endDate', case when ${u(n, 18)} < 0.4 then null else '2025-' || lpad((1 + n % 11)::text, 2, '0') end,
                'current', false,
                'description', array_to_string(array(select ${pick(WORDS, sql`(n * 16 + j)`, 19, 1.6)} from generate_series(1, 12) j), ' ')),
              jsonb_build_object('jobTitle', ${pick(TITLES, n, 20, 2.2)}, 'company', 'Empresa ' || (n % 300),
                'startDate', (2005 + n % 6) || '-03', 'endDate', '2011-12', 'current', false)),
            'educationList', jsonb_build_array(jsonb_build_object('degree', ${pick(DEGREES, n, 21, 2)},
              'studyArea', ${pick(STUDY_AREAS, n, 22, 2)}, 'status', 'COMPLETED')),
            'personal', jsonb_build_object('placeName', ${pick(CITIES, n, 23, 1.5)},
              'introduction', array_to_string(array(select ${pick(WORDS, sql`(n * 8 + j)`, 24, 1.6)} from generate_series(1, 6) j), ' '))),
          now() - (${u(n, 25)} * 700) * interval '1 day'
        from p
        returning person_id as id`,
        );
        return rows.map((row) => row.id);
      });
      generatedMs += performance.now() - started;
      started = performance.now();
      await db.execute(sql`select cv_search_refresh(${`{${ids.join(',')}}`}::int[])`);
      indexMs += performance.now() - started;
      console.log(`  cv-search corpus: ${to} / ${SIZE}`);
    }
  } finally {
    const started = performance.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '1GB'`);
      for (const index of definitions) await tx.execute(sql.raw(index.definition));
    });
    indexMs += performance.now() - started;
  }
  await db.execute(sql`analyze cv_search_documents`);
  await db.execute(sql`analyze cv_search_postings`);
  await db.execute(sql`analyze cv_search_vocabulary`);
  return { generatedMs, indexMs, added: SIZE - existing };
}

async function sizes(db: Database): Promise<Record<string, number>> {
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`select
      pg_total_relation_size('cv_search_documents')::float8 / 1048576 as "documentsMb",
      pg_total_relation_size('cv_search_postings')::float8 / 1048576 as "postingsMb",
      pg_total_relation_size('cv_search_vocabulary')::float8 / 1048576 as "vocabularyMb",
      (select count(*)::int from cv_search_vocabulary) as "vocabularyWords",
      (select reltuples::float8 from pg_class where relname = 'cv_search_postings') as "postingsRows"`,
  );
  return Object.fromEntries(Object.entries(row!).map(([key, value]) => [key, Math.round(Number(value) * 10) / 10]));
}

/** The plain baseline: one tsvector per CV (Spanish, the CV's strings), a GIN index, ts_rank over every match. */
async function ensurePlain(db: Database): Promise<number> {
  const started = performance.now();
  await db.execute(sql`create table if not exists bench_cv_plain (person_id int primary key, opt_in boolean not null,
    last_activity timestamptz not null, country_code text, tsv tsvector not null)`);
  const [row] = await queryRows<{ missing: number }>(
    db,
    sql`select (select count(*) from cv_search_documents) - (select count(*) from bench_cv_plain) as missing`,
  );
  if (Number(row?.missing ?? 0) === 0) return 0;
  await db.execute(sql`truncate bench_cv_plain`);
  await db.execute(sql`drop index if exists bench_cv_plain_tsv_idx`);
  await db.execute(sql`insert into bench_cv_plain
    select d.person_id, d.opt_in, d.last_activity, d.country_code,
      jsonb_to_tsvector('spanish', coalesce(c.data, '{}'), '["string"]')
        || to_tsvector('spanish', concat_ws(' ', array_to_string(c.skills, ' '), c.education, c.sub_experience))
    from cv_search_documents d left join curricula c on c.person_id = d.person_id`);
  await db.execute(sql`create index bench_cv_plain_tsv_idx on bench_cv_plain using gin (tsv)`);
  await db.execute(sql`analyze bench_cv_plain`);
  return performance.now() - started;
}

function plainQuery(query: BenchQuery): SQL {
  const words = query.text.split(/\s+/).filter(Boolean);
  // Without words, the baseline has the country filter only (its table has no other filter column).
  if (words.length === 0)
    return sql`select person_id from bench_cv_plain where opt_in
      and country_code = any(${`{${(query.filters?.countryCodes ?? []).join(',')}}`}::text[])
      order by last_activity desc limit 10`;
  const last = words.pop()!;
  const tsquery = sql`(plainto_tsquery('spanish', ${words.join(' ')}) && to_tsquery('spanish', ${`${last.replace(/[^\p{L}\p{N}]/gu, '')}:*`}))`;
  return sql`select person_id from bench_cv_plain where opt_in and tsv @@ ${tsquery}
    order by ts_rank(tsv, ${tsquery}) desc limit 10`;
}

interface MiniDoc {
  id: number;
  [field: string]: string | number;
}

/** The in-memory library on the same CVs: MiniSearch with the talent pool's field weights as boosts. */
async function buildMini(db: Database): Promise<{ index: MiniSearch<MiniDoc>; buildMs: number; heapMb: number }> {
  const fields = CV_SEARCH_FIELDS.filter((field) => (TALENT_POOL_SEARCH_WEIGHTS[field] ?? 0) > 0);
  const index = new MiniSearch<MiniDoc>({
    fields,
    storeFields: [],
    processTerm: (term) =>
      term
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase(),
    searchOptions: { boost: TALENT_POOL_SEARCH_WEIGHTS as Record<string, number>, combineWith: 'AND' },
  });
  const started = performance.now();
  let after = 0;
  for (;;) {
    const rows = await queryRows<MiniDoc & { next: number }>(
      db,
      sql`select d.person_id as id, d.person_id as next,
        coalesce(c.data #>> '{experiences,0,jobTitle}', '') as "mainExperienceTitle",
        coalesce(c.data #>> '{experiences,1,jobTitle}', '') as "experienceTitles",
        coalesce(c.data #>> '{educationList,0,studyArea}', '') as "studyArea",
        coalesce(c.education, '') as "educationTitle", coalesce(c.sub_experience, '') as "subArea",
        coalesce(array_to_string(c.skills, ' '), '') as skills,
        concat_ws(' ', c.data #>> '{experiences,0,description}', c.data #>> '{personal,introduction}') as description
      from cv_search_documents d join curricula c on c.person_id = d.person_id
      where d.opt_in and d.person_id > ${after} order by d.person_id limit 50000`,
    );
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.next;
    index.addAll(rows);
  }
  return { index, buildMs: performance.now() - started, heapMb: Math.round(process.memoryUsage().heapUsed / 1048576) };
}

function miniSearch(index: MiniSearch<MiniDoc>, query: BenchQuery): number[] {
  if (!query.text) return [];
  return index
    .search(query.text, {
      prefix: (_term, i, terms) => i === terms.length - 1,
      fuzzy: (term) => (term.length >= 5 ? 1 : 0),
    })
    .slice(0, 10)
    .map((result) => result.id as number);
}

function summary(times: number[]): { p50: number; p95: number; max: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    max: round(sorted[sorted.length - 1]!),
  };
}

async function timed<T>(work: () => Promise<T> | T): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function cvSearchRun(env: BenchEnv): Promise<CustomResult> {
  const db = env.handle.db;
  const built = await ensureCorpus(db);
  const corpus = await benchCount(db);
  const rounds = env.quick ? 10 : 40;
  const request = (query: BenchQuery, page = 1) => ({
    pool: query.pool,
    text: query.text,
    filters: query.filters ?? {},
    page,
    companyId: env.scale.companyId,
    scope: { agencyId: null, departmentId: null },
  });

  // Warm the caches, then time every query `rounds` times in turn.
  for (const query of QUERIES) await searchCvs(db, request(query));
  const terna: number[] = [];
  const perQuery = new Map<string, number[]>(QUERIES.map((query) => [query.label, []]));
  for (let round = 0; round < rounds; round++) {
    for (const query of QUERIES) {
      const ms = await timed(() => searchCvs(db, request(query)));
      terna.push(ms);
      perQuery.get(query.label)!.push(ms);
    }
  }
  const myBase = new Map<string, number[]>(MY_BASE_QUERIES.map((query) => [query.label, []]));
  for (const query of MY_BASE_QUERIES) await searchCvs(db, request(query));
  for (let round = 0; round < rounds; round++)
    for (const query of MY_BASE_QUERIES)
      myBase.get(query.label)!.push(await timed(() => searchCvs(db, request(query))));
  const page5 = await timed(() => searchCvs(db, request(QUERIES[0]!, 5)));

  // One CV changes; how long until a search finds it (the trigger runs in the writing transaction).
  const [changed] = await queryRows<{ id: number }>(
    db,
    sql`select person_id as id from cv_search_documents where opt_in order by person_id desc limit 1`,
  );
  const freshWord = `zafiro${Date.now() % 100000}`;
  const freshStart = performance.now();
  await db.execute(
    sql`update curricula set skills = skills || array[${freshWord}]::text[], updated_at = now() where person_id = ${changed!.id}`,
  );
  let freshFound = false;
  while (!freshFound && performance.now() - freshStart < 5000) {
    const page = await searchCvs(db, request({ label: 'fresh', pool: 'TALENT_POOL', text: freshWord }));
    freshFound = page.personIds.includes(changed!.id);
  }
  const freshMs = Math.round(performance.now() - freshStart);

  const plainBuildMs = await ensurePlain(db);
  for (const query of QUERIES) await queryRows(db, plainQuery(query));
  const plain: number[] = [];
  for (let round = 0; round < rounds; round++)
    for (const query of QUERIES) plain.push(await timed(() => queryRows(db, plainQuery(query))));

  let mini: Record<string, unknown> = { skipped: 'CV_SEARCH_BENCH_MINISEARCH=0' };
  if (process.env.CV_SEARCH_BENCH_MINISEARCH !== '0') {
    const { index, buildMs, heapMb } = await buildMini(db);
    const times: number[] = [];
    const textQueries = QUERIES.filter((q) => q.text);
    for (const query of textQueries) miniSearch(index, query);
    for (let round = 0; round < Math.min(rounds, 5); round++)
      for (const query of textQueries) times.push(await timed(() => miniSearch(index, query)));
    mini = { ...summary(times), buildMs: Math.round(buildMs), heapMb };
  }

  const ternaSummary = summary(terna);
  return {
    operation: `cv-search: mixed searches over ${corpus.toLocaleString('en')} CVs`,
    passed: ternaSummary.p95 <= P95_MS && ternaSummary.max <= WORST_MS && freshFound && freshMs <= FRESH_MS,
    terna: ternaSummary,
    tsRankPlain: { ...summary(plain), buildMs: Math.round(plainBuildMs) },
    miniSearch: mini,
    perQuery: Object.fromEntries([...perQuery].map(([label, times]) => [label, summary(times)])),
    myBase: Object.fromEntries([...myBase].map(([label, times]) => [label, summary(times)])),
    page5Ms: Math.round(page5 * 10) / 10,
    freshMs,
    freshFound,
    corpusGeneratedMs: Math.round(built.generatedMs),
    indexBuildMs: Math.round(built.indexMs),
    added: built.added,
    ...(await sizes(db)),
    targets: { p95Ms: P95_MS, worstMs: WORST_MS, freshMs: FRESH_MS },
  };
}

export default function cvSearchScenarios(): ScenarioSet {
  return { custom: [{ name: 'cv-search: mixed searches', run: cvSearchRun }] };
}
