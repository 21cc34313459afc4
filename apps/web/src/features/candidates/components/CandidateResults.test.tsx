import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/shared/lib/i18n';
import { ResultGauge } from '@/shared/ui/ResultGauge';
import { ComponentResults } from './ComponentResults';
import { WhatsAppMenu } from './WhatsAppMenu';

beforeAll(() => initI18n('es', ['candidates']));
afterEach(cleanup);

describe('result views', () => {
  it('shows the overall percentage only while the composed result is active', () => {
    render(<ResultGauge label="Resultado general" value={85.6} active />);
    expect(screen.getByRole('img', { name: 'Resultado general: 86 %' }).textContent).toBe('86%');
    cleanup();
    render(<ResultGauge label="Resultado general" value={85.6} active={false} />);
    expect(screen.getByRole('img', { name: 'Resultado general: sin resultado' }).textContent).toBe('—');
  });

  it('caps a percentage at 100', () => {
    render(<ResultGauge label="Resultado general" value={104} active />);
    expect(screen.getByRole('img', { name: 'Resultado general: 100 %' })).toBeTruthy();
  });

  it('draws a bar per component that is not pending, and notes an interview still to grade', () => {
    render(
      <ComponentResults
        components={[
          { componentType: 'DISC', status: 'SUCCESS', value: 72.4 },
          { componentType: 'COMPETENCE', status: 'PENDING', value: null },
          { componentType: 'INTERVIEW', status: 'PENDING_GRADE', value: null },
        ]}
      />,
    );
    expect(screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'DISC',
      'Entrevista',
    ]);
    expect(screen.getByText('72%')).toBeTruthy();
    expect(screen.getByText('Calificación pendiente')).toBeTruthy();
    expect(screen.queryByText('Competencias')).toBeNull();
  });
});

describe('the WhatsApp menu', () => {
  const props = { firstName: 'Ana', lastName: 'Vera', processName: 'Cajero' };

  it('shows when the phone is a number of the person’s country', async () => {
    render(<WhatsAppMenu {...props} phone="099 123 4567" countryCode="EC" />);
    expect(await screen.findByRole('button', { name: 'Contactar a Ana Vera' })).toBeTruthy();
  });

  it('stays hidden for the unknown country or a phone that does not parse', async () => {
    render(
      <>
        <WhatsAppMenu {...props} phone="099 123 4567" countryCode="XXX" />
        <WhatsAppMenu {...props} phone="12" countryCode="EC" />
        <WhatsAppMenu {...props} phone="+593 99 123 4567" countryCode="EC" lastName="Mora" />
      </>,
    );
    // The valid one appearing means the library has loaded and answered for every menu.
    expect(await screen.findByRole('button', { name: 'Contactar a Ana Mora' })).toBeTruthy();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});
