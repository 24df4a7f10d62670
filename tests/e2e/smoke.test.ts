import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, serveBuild, type RunningServer } from './support/browser.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await serveBuild(inject('builtSite'));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('smoke', () => {
  it('serves the home page in Portuguese with one h1', async () => {
    const page = await browser.newPage();
    const response = await page.goto(server.url + '/');
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('pt');
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
    await page.close();
  });
});
