import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '@/shared/lib/i18n';
import { MarkdownView } from './MarkdownView';

beforeAll(async () => {
  await initI18n('es');
  await loadNamespaces(['resourceCenter']);
});
afterEach(cleanup);

describe('a guide’s text', () => {
  it('shows headings below the page title, lists and emphasis as elements', () => {
    render(<MarkdownView body={'# Los factores\n\n## D\n\n- **Alta**: directa\n- *Baja*: prudente\n\n1. uno'} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Los factores' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 3, name: 'D' })).toBeDefined();
    const [bullets, steps] = screen.getAllByRole('list');
    expect(bullets!.tagName).toBe('UL');
    expect(steps!.tagName).toBe('OL');
    expect(screen.getByText('Alta').tagName).toBe('STRONG');
    expect(screen.getByText('Baja').tagName).toBe('EM');
  });

  it('never turns the author’s text into HTML or a script link', () => {
    const { container } = render(
      <MarkdownView body={'<img src=x onerror="alert(1)"> [mal](javascript:alert(1)) [bien](https://terna.lat)'} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://terna.lat']);
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(links[0]!.textContent).toBe('bien (se abre en una pestaña nueva)');
  });
});
