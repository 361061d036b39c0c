import { Account } from './account.ts';
import { ApiKey } from './api-key.ts';
import { Blob } from './blob.ts';
import { Deployment } from './deployment.ts';
import { Job } from './job.ts';
import { JobFile } from './job-file.ts';
import { Project } from './project.ts';
import { ProjectionCheckpoint } from './projection-checkpoint.ts';

export { Account, ApiKey, Blob, Deployment, Job, JobFile, Project, ProjectionCheckpoint };

export const ENTITIES = [Account, ApiKey, Blob, Deployment, Job, JobFile, Project, ProjectionCheckpoint];
