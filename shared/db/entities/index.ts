import { Account } from './account.ts';
import { AccountHistoryEntry } from './account-history-entry.ts';
import { ApiKey } from './api-key.ts';
import { Blob } from './blob.ts';
import { Deployment } from './deployment.ts';
import { ErasedSession } from './erased-session.ts';
import { Job } from './job.ts';
import { JobBlobRef } from './job-blob-ref.ts';
import { JobFact } from './job-fact.ts';
import { JobFile } from './job-file.ts';
import { Project } from './project.ts';
import { ProjectionCheckpoint } from './projection-checkpoint.ts';
import { ReusableResult } from './reusable-result.ts';

export {
  Account,
  AccountHistoryEntry,
  ApiKey,
  Blob,
  Deployment,
  ErasedSession,
  Job,
  JobBlobRef,
  JobFact,
  JobFile,
  Project,
  ProjectionCheckpoint,
  ReusableResult,
};

export const ENTITIES = [
  Account,
  AccountHistoryEntry,
  ApiKey,
  Blob,
  Deployment,
  ErasedSession,
  Job,
  JobBlobRef,
  JobFact,
  JobFile,
  Project,
  ProjectionCheckpoint,
  ReusableResult,
];
