import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './browser';

const port = Number(process.env.E2E_PORT ?? 4317);

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    actionTimeout: 15_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      // The teacher's screens are for a laptop or a tablet: their journey sets those two sizes
      // itself and runs once, with the desktop project. So do the journeys that test what the
      // screen's size cannot change: signing out after a reload on every app, the sign-in limit,
      // and the Content-Security-Policy (every screen they pass is met at phone size elsewhere).
      testIgnore: /(teacher|sign-out|sign-in-limit|security)\.spec\.ts$/,
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
});
