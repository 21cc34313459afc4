import { bestValues, CV_SECTIONS, type ComparatorRowKind, type CvSection } from '@terna/domain';

/** What the comparator table reads of each compared candidate (the query's shape). */
export interface ComparedCandidate {
  composedScore?: number | null;
  archetype?: string | null;
  trustCode?: string | null;
  salary?: number | null;
  salaryCurrency?: string | null;
  results: readonly { componentType: string; status: string; value?: number | null }[];
  cvSections: readonly { section: string; score: number }[];
  competences: readonly { name: string; value: number }[];
}

export interface ComparatorColumn {
  name: string;
  label: string;
  order: number;
}

export type ComparatorCell =
  | { type: 'score'; value: number | null; status?: string }
  | { type: 'archetype'; value: string | null }
  | { type: 'trust'; value: string | null }
  | { type: 'salary'; value: number | null; currency: string | null };

/** A row's title: a catalogue key of the comparator namespace, or a text the server already translated. */
export type RowLabel = { key: string } | { text: string };

export interface ComparatorRow {
  key: string;
  label: RowLabel;
  /** The section the row belongs to, for the table's group headings. */
  group: 'overall' | 'components' | 'profile' | 'cv' | 'competences';
  /** One cell per compared candidate, in the candidates' order. */
  cells: ComparatorCell[];
  /** The cells holding the row's best value (domain rule bestValues); none for rows that have no better value. */
  best: number[];
}

const row = (
  key: string,
  label: RowLabel,
  group: ComparatorRow['group'],
  cells: ComparatorCell[],
  kind: ComparatorRowKind | null,
): ComparatorRow => ({
  key,
  label,
  group,
  cells,
  best: kind
    ? bestValues(
        cells.map((cell) => cell.value),
        kind,
      )
    : [],
});

const byWeight = (a: string, b: string) =>
  (CV_SECTIONS[b as CvSection] ?? 0) - (CV_SECTIONS[a as CvSection] ?? 0) || a.localeCompare(b);

/**
 * The comparator's rows for the candidates side by side: the overall result, each shown component's
 * result (the columns, in the job's order), the DISC archetype, the trust result, the salary
 * expectation, the CV's section scores (heaviest section first) and the competences. The archetype
 * and salary are shown but never "best": no archetype beats another, and a salary expectation is
 * neither better higher nor lower for every company.
 */
export function comparatorRows(
  candidates: readonly ComparedCandidate[],
  columns: readonly ComparatorColumn[],
): ComparatorRow[] {
  if (candidates.length === 0) return [];
  const shown = new Set(columns.map((column) => column.name));
  const rows: ComparatorRow[] = [
    row(
      'overall',
      { key: 'rows.overall' },
      'overall',
      candidates.map((c) => ({ type: 'score', value: c.composedScore ?? null })),
      'higher',
    ),
  ];

  for (const column of columns.toSorted((a, b) => a.order - b.order)) {
    const cells = candidates.map((c): ComparatorCell => {
      const result = c.results.find((r) => r.componentType === column.name);
      return { type: 'score', value: result?.value ?? null, status: result?.status ?? 'PENDING' };
    });
    rows.push(row(`component:${column.name}`, { text: column.label }, 'components', cells, 'higher'));
  }

  if (shown.has('DISC'))
    rows.push(
      row(
        'archetype',
        { key: 'rows.archetype' },
        'profile',
        candidates.map((c) => ({ type: 'archetype', value: c.archetype ?? null })),
        null,
      ),
    );
  if (shown.has('RELIABILITY'))
    rows.push(
      row(
        'trust',
        { key: 'rows.trust' },
        'profile',
        candidates.map((c) => ({ type: 'trust', value: c.trustCode ?? null })),
        'trust',
      ),
    );
  if (shown.has('CURRICULUM')) {
    rows.push(
      row(
        'salary',
        { key: 'rows.salary' },
        'profile',
        candidates.map((c) => ({ type: 'salary', value: c.salary ?? null, currency: c.salaryCurrency ?? null })),
        null,
      ),
    );
    const sections = [...new Set(candidates.flatMap((c) => c.cvSections.map((s) => s.section)))].toSorted(byWeight);
    for (const section of sections) {
      const cells = candidates.map((c): ComparatorCell => ({
        type: 'score',
        value: c.cvSections.find((s) => s.section === section)?.score ?? null,
      }));
      rows.push(row(`cv:${section}`, { key: `cvSection.${section}` }, 'cv', cells, 'higher'));
    }
  }
  if (shown.has('COMPETENCE')) {
    const names = [...new Set(candidates.flatMap((c) => c.competences.map((competence) => competence.name)))].toSorted(
      (a, b) => a.localeCompare(b),
    );
    for (const name of names) {
      const cells = candidates.map((c): ComparatorCell => ({
        type: 'score',
        value: c.competences.find((competence) => competence.name === name)?.value ?? null,
      }));
      rows.push(row(`competence:${name}`, { text: name }, 'competences', cells, 'higher'));
    }
  }
  return rows;
}
