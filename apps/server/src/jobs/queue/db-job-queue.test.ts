import { describeJobQueueContract } from '../../../test/jobs/job-queue.contract.js';
import { jobsTableAdapter } from '../../../test/helpers/queue-adapters.js';

// The embedded queue (the jobs table) against the port's contract; test/jobs/bullmq-queue.test.ts runs the same.
describeJobQueueContract(jobsTableAdapter);
