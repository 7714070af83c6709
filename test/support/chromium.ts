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
  // Chromium 151+ pre-renders its address bar's WebUI popup in every new browser context, headless too
  // (puppeteer disables it upstream, puppeteer/puppeteer#15278): in the first-frame trace that renderer
  // ran ~500 ms of script on our two cores during the page's cold load. puppeteer-core merges this list
  // with its own --disable-features.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

/**
 * DESIGN.md's launch. `protocolTimeout`: the benches and profiles run one long page.evaluate per workload,
 * which on a busy 2-core machine can outlast puppeteer's default of 180 s.
 */
export function launchChromium(options: { protocolTimeout?: number } = {}): Promise<Browser> {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return puppeteer.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, ...(isRoot ? ['--no-sandbox'] : [])],
    ...options,
  });
}
