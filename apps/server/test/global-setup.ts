import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import type { TestProject } from "vitest/node";

import { JOB_QUEUES } from "../src/app.js";
import { openDatabase, type DatabaseHandle } from "../src/db/client.js";
import { JobEngine } from "../src/jobs/index.js";
import { seedDemoCatalog } from "../src/seed/seed.js";

import { adminPool, templateDatabase } from "./postgres.js";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/** The shop's tables, pg-boss's tables and queues, and the demo catalogue. */
async function prepareTemplate(template: DatabaseHandle) {
  await template.migrate();
  const jobs = new JobEngine(template, { error: (...line: unknown[]) => console.error(...line) });
  await jobs.start(JOB_QUEUES);
  await jobs.stop();
  await seedDemoCatalog(template.db);
}

/**
 * Migrates and seeds one database per run; each test file then starts from a copy of it, which takes
 * under a second instead of PGlite's six-second initdb.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const admin = adminPool(databaseUrl);
    await admin.query(`drop database if exists ${templateDatabase(databaseUrl)}`);
    await admin.query(`create database ${templateDatabase(databaseUrl)}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${templateDatabase(databaseUrl)}`;
    const template = await openDatabase({ databaseUrl: url.toString() });
    await prepareTemplate(template);
    await template.close();
    project.provide("pgliteTemplate", "");
    return async () => {
      await admin.query(`drop database if exists ${templateDatabase(databaseUrl)}`);
      await admin.end();
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), "xpart-test-"));
  const file = path.join(dir, "template.tar");
  const template = await openDatabase({ memory: true });
  await prepareTemplate(template);
  await writeFile(file, Buffer.from(await (await template.dump!()).arrayBuffer()));
  await template.close();
  project.provide("pgliteTemplate", file);
  return () => rm(dir, { recursive: true, force: true });
}
