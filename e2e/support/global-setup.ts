import type { TestProject } from 'vitest/node';
import { startProductionServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One production server for the whole end-to-end run. */
export default async function setup(project: TestProject) {
  const server = await startProductionServer();
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
