import { describe, expect, it } from 'vitest';
import { parseMarkdown, resourceItemInputSchema, resourceSlug } from './resources.js';

const guide = {
  kind: 'GUIDE',
  title: 'Cómo leer el DISC',
  description: '',
  language: 'es',
  url: '',
  body: 'Un texto de guía con suficientes caracteres para pasar el mínimo de cincuenta.',
  published: true,
} as const;

describe('resource items', () => {
  it('needs a body for a guide and an address for a video or document', () => {
    expect(resourceItemInputSchema.safeParse(guide).success).toBe(true);
    const noBody = resourceItemInputSchema.safeParse({ ...guide, body: 'corto' });
    expect(noBody.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`)).toEqual([
      'body:validation.min',
    ]);
    const noUrl = resourceItemInputSchema.safeParse({ ...guide, kind: 'VIDEO' });
    expect(noUrl.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['url']);
  });

  it('takes web addresses and Terna file addresses, never scripts or local hosts', () => {
    const withUrl = (url: string) => resourceItemInputSchema.safeParse({ ...guide, kind: 'DOCUMENT', url }).success;
    expect(withUrl('https://academia.terna.lat/manual.pdf')).toBe(true);
    expect(withUrl('/files/abcdefghijklmnopqrstuvwxyz012345')).toBe(true);
    expect(withUrl('javascript:alert(1)')).toBe(false);
    expect(withUrl('http://127.0.0.1/x')).toBe(false);
    expect(withUrl('/files/../secret')).toBe(false);
  });

  it('folds titles into slugs', () => {
    expect(resourceSlug('Cómo leer el DISC: factores y arquetipos')).toBe('como-leer-el-disc-factores-y-arquetipos');
    expect(resourceSlug('¿?')).toBe('recurso');
  });

  it('parses the guide subset of Markdown and keeps unsafe links as text', () => {
    const blocks = parseMarkdown(
      '# Título\n\nUn **paso** y *otro*\nque sigue.\n\n- uno\n- dos\n\n1. primero\n\n[ver](https://terna.lat) [mal](javascript:alert(1))',
    );
    expect(blocks).toEqual([
      { type: 'heading', level: 2, content: [{ type: 'text', text: 'Título' }] },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Un ' },
          { type: 'strong', text: 'paso' },
          { type: 'text', text: ' y ' },
          { type: 'em', text: 'otro' },
          { type: 'text', text: ' que sigue.' },
        ],
      },
      { type: 'list', ordered: false, items: [[{ type: 'text', text: 'uno' }], [{ type: 'text', text: 'dos' }]] },
      { type: 'list', ordered: true, items: [[{ type: 'text', text: 'primero' }]] },
      {
        type: 'paragraph',
        content: [
          { type: 'link', text: 'ver', href: 'https://terna.lat' },
          { type: 'text', text: ' ' },
          { type: 'text', text: '[mal](javascript:alert(1)' },
          { type: 'text', text: ')' },
        ],
      },
    ]);
  });
});
