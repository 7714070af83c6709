/** Reaches the server and the Chromium that global-setup.ts started for the whole browser run. */
import puppeteer, { type Browser } from 'puppeteer-core';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserWSEndpoints: string[];
  }
}

export function baseUrl(): string {
  return inject('baseUrl');
}

/** This worker's Chromium: `VITEST_POOL_ID` (1 to the workers running at once) picks one of the run's. */
export function connectBrowser(): Promise<Browser> {
  const endpoints = inject('browserWSEndpoints');
  const worker = Math.max(1, Number(process.env.VITEST_POOL_ID) || 1);
  return puppeteer.connect({ browserWSEndpoint: endpoints[(worker - 1) % endpoints.length] });
}
