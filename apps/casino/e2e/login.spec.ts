import { expect, test } from '@playwright/test';
import { openApp } from './helpers';

test('a wrong password shows the generic failure and nothing else changes', async ({ page }) => {
  await openApp(page, '/login');
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) calls.push(new URL(request.url()).pathname);
  });
  await page.getByLabel('Usuario / correo electrónico').fill('nobody_here');
  await page.getByLabel('Contraseña', { exact: true }).fill('wrong password 123');
  await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();

  const alert = page.getByRole('alert').filter({ hasText: /\S/ });
  await expect(alert).toBeVisible();
  const message = await alert.textContent();
  // The same words whether the account exists or not: nothing tells which part was wrong.
  expect(message).not.toMatch(/contraseña incorrecta|no existe|usuario desconocido/i);
  expect(calls).toEqual(['/api/sys/auth/login']);
  await expect(page).toHaveURL(/#\/login/);
  await expect(page.getByRole('button', { name: 'Depositar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Regístrate', exact: true })).toBeVisible();
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith(':token'))),
  ).toEqual([]);
});
