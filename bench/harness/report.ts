/** A Markdown table, so a run's figures paste straight into docs/performance.md. */
export function markdownTable(headers: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const line = (cells: readonly unknown[]) => `| ${cells.map((cell) => String(cell)).join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}
