import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Feeling } from '@terna/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/shared/lib/i18n';
import { FeelingSelector } from './FeelingSelector';

beforeAll(() => initI18n('es'));
afterEach(cleanup);

function renderSelector(props: { value?: Feeling | null; ended?: boolean; busy?: boolean } = {}) {
  const onChange = vi.fn<(feeling: Feeling | null) => void>();
  render(
    <FeelingSelector
      value={props.value ?? null}
      ended={props.ended ?? true}
      busy={props.busy}
      candidateName="Ana Vera"
      onChange={onChange}
    />,
  );
  const group = screen.getByRole('group', { name: 'Tu opinión sobre Ana Vera' });
  const button = (label: string) => screen.getByRole('button', { name: `${label}: Ana Vera` });
  return { onChange, group, button };
}

describe('the feeling selector', () => {
  it('offers the three feelings in order, pressed only on the active one', () => {
    const { button } = renderSelector({ value: 'MAYBE' });
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Me gusta: Ana Vera',
      'Tal vez: Ana Vera',
      'No me gusta: Ana Vera',
    ]);
    expect(button('Tal vez').getAttribute('aria-pressed')).toBe('true');
    expect(button('Me gusta').getAttribute('aria-pressed')).toBe('false');
  });

  it('opens on hover and on keyboard focus, and closes with Escape', () => {
    const { group, button } = renderSelector();
    expect(group.dataset.expanded).toBe('false');
    fireEvent.pointerEnter(group, { pointerType: 'mouse' });
    expect(group.dataset.expanded).toBe('true');
    fireEvent.pointerLeave(group, { pointerType: 'mouse' });
    expect(group.dataset.expanded).toBe('false');
    act(() => button('Me gusta').focus());
    expect(group.dataset.expanded).toBe('true');
    fireEvent.keyDown(button('Me gusta'), { key: 'Escape' });
    expect(group.dataset.expanded).toBe('false');
  });

  it('sends the chosen feeling, and null when the active one is chosen again', () => {
    const { onChange, group, button } = renderSelector({ value: 'YES' });
    fireEvent.pointerEnter(group, { pointerType: 'mouse' });
    fireEvent.click(button('No me gusta'));
    expect(onChange).toHaveBeenLastCalledWith('NO');
    fireEvent.click(button('Me gusta'));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('only opens on the first tap of a collapsed group, so a tap never clears by accident', () => {
    const { onChange, group, button } = renderSelector({ value: 'YES' });
    fireEvent.click(button('Me gusta'));
    expect(onChange).not.toHaveBeenCalled();
    expect(group.dataset.expanded).toBe('true');
    fireEvent.click(button('Me gusta'));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('cannot change a candidate who has not ended and says why', async () => {
    const { onChange, group, button } = renderSelector({ ended: false });
    expect(button('Me gusta').getAttribute('aria-disabled')).toBe('true');
    act(() => button('Me gusta').focus());
    expect(group.dataset.expanded).toBe('false');
    fireEvent.click(button('Me gusta'));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.mouseOver(group);
    expect(await screen.findByRole('tooltip')).toHaveProperty(
      'textContent',
      'Podrás opinar cuando el candidato termine sus evaluaciones',
    );
  });

  it('ignores choices while a change is on its way', () => {
    const { onChange, group, button } = renderSelector({ busy: true });
    fireEvent.pointerEnter(group, { pointerType: 'mouse' });
    fireEvent.click(button('Tal vez'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
