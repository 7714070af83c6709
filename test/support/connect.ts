/** Reaches the server and the Chromium that global-setup.ts started for the whole browser run. */
import puppeteer, { type Browser } from 'puppeteer-core';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserWSEndpoint: string;
  }
}

export function baseUrl(): string {
  return inject('baseUrl');
}

export function connectBrowser(): Promise<Browser> {
  return puppeteer.connect({ browserWSEndpoint: inject('browserWSEndpoint') });
}
