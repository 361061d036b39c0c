// Reads GET /job/{job_id}/events: `event: job` messages whose `id` is the state's tag and whose
// data is the job. Parsing is eventsource-parser's; this only picks out the job messages.
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { isFinalStatus, type Job } from './types.ts';

/** Resolves with the final job, or undefined when the stream ends before one. */
export async function readJobStream(body: ReadableStream<BufferSource>, onJob: (job: Job, tag: string) => void): Promise<Job | undefined> {
  const events = body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());
  const reader = events.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return undefined;
      if (value.event !== 'job') continue;
      const job = JSON.parse(value.data) as Job;
      onJob(job, value.id ?? '');
      if (isFinalStatus(job.status)) return job;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}
