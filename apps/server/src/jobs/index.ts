/** The job engine's front door (decision 0024): modules queue and run their work through it. */
export { JOB_SCHEMA, JobEngine, recurringQueue } from "./job-engine.js";
export { jobCounts, type JobState } from "./job-counts.js";
export { jobIdFor, sendJob } from "./send-job.js";
