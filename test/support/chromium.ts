/**
 * Launches Chromium as DESIGN.md's contract says: CHROME_PATH or /usr/bin/chromium, headless, WebGL through
 * SwiftShader, no sandbox when root, no background networking (the machine's closed network refuses it).
 */
import puppeteer, { type Browser } from 'puppeteer-core';

export const CHROMIUM_ARGS = [
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export function launchChromium(): Promise<Browser> {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return puppeteer.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, ...(isRoot ? ['--no-sandbox'] : [])],
  });
}
