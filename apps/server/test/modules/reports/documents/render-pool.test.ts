import { afterAll, describe, expect, it } from 'vitest';
import { docxPartText, pdfPages } from '../../../support/document-text.js';
import { renderReport } from '../../../../src/modules/reports/documents/render.js';
import { createRenderPool, renderThreads } from '../../../../src/modules/reports/documents/render-pool.js';
import { sampleReportDocument, sampleTrustReportDocument } from '../../../../src/modules/reports/documents/sample-document.js';

describe('render pool', () => {
  // The TypeScript worker loads in a real thread here too: vitest transforms only its own module graph.
  const pool = createRenderPool({ threads: 1 });
  afterAll(() => pool.close());

  it('renders PDF, DOCX and trust reports in a worker thread', async () => {
    const [pdf, docx, trust] = await Promise.all([
      pool.render(sampleReportDocument({ language: 'en' })),
      pool.render(sampleReportDocument({ format: 'DOCX' })),
      pool.render(sampleTrustReportDocument()),
    ]);
    expect((await pdfPages(pdf)).join(' ')).toContain('Composed score');
    expect(docxPartText(docx)).toContain('Puntaje compuesto');
    expect((await pdfPages(trust)).join(' ')).toContain('Riesgo alto');
  });

  it('hands back exactly the bytes the thread rendered', async () => {
    const doc = sampleTrustReportDocument({ language: 'en' });
    const [pooled, direct] = await Promise.all([pool.render(doc), renderReport(doc)]);
    // The PDF's creation date differs between two renders; its length and pages do not.
    expect(pooled.byteLength).toBe(direct.byteLength);
    expect(await pdfPages(pooled)).toEqual(await pdfPages(direct));
  });

  it('rejects a render that fails and keeps rendering after it', async () => {
    const broken = { ...sampleReportDocument({ format: 'DOCX' }), sections: [{ section: 'DISC' }] } as unknown as Parameters<typeof pool.render>[0];
    await expect(pool.render(broken)).rejects.toThrow();
    expect(docxPartText(await pool.render(sampleReportDocument({ format: 'DOCX', sections: ['INTERVIEW'] })))).toContain('Entrevista');
  });
});

describe('renderThreads', () => {
  it('reads REPORT_RENDER_THREADS as a whole number from 1, else 1', () => {
    expect(renderThreads({})).toBe(1);
    expect(renderThreads({ REPORT_RENDER_THREADS: '3' })).toBe(3);
    for (const value of ['0', '-2', '1.5', 'two', '']) expect(renderThreads({ REPORT_RENDER_THREADS: value })).toBe(1);
  });
});
