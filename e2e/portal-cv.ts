import type { Page } from '@playwright/test';

/**
 * The CV fields the portal requires beyond name and phone, filled as a candidate would: birth date,
 * gender, city, one degree and the expected salary. Journeys that only need a finished CV share it.
 */
export async function fillRequiredCvFields(page: Page): Promise<void> {
  await page.getByLabel(/Fecha de nacimiento/).fill('1995-04-12');
  await page.getByLabel(/Género/).selectOption('FEMALE');
  await page.getByRole('combobox', { name: /Ciudad/ }).fill('Guayaquil');
  await page
    .getByRole('option', { name: /^Guayaquil/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Agregar estudio' }).click();
  await page.getByLabel(/Nivel de estudios/).selectOption({ label: 'Universitario' });
  await page.getByRole('textbox', { name: /Año de inicio/ }).fill('2013');
  await page.getByRole('textbox', { name: /Año de fin/ }).fill('2018');
  await page.getByRole('textbox', { name: /Monto mensual/ }).fill('900');
  await page.getByRole('textbox', { name: /Moneda/ }).fill('USD');
}
