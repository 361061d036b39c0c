// The gateway's refusal catalogue and how a refusal of the job state machine becomes an answer:
// pure, no server. The texts are the API's (docs/api.md and the clients' tests quote them).
import t from 'tap';
import { decide } from '../../shared/jobs/decide.ts';
import { initialJobState } from '../../shared/jobs/job-state.ts';
import { ApiError } from '../../services/gateway/http/api-error.ts';
import { jobNotFound, jobRefused } from '../../services/gateway/http/refusals.ts';

const JOB_NOT_FOUND = 'No job with this id exists for this API key. Use the job_id returned by POST /generate.';

t.test('a job that is not there is the 404 every job route gives, whatever decide wrote', async (t) => {
  const decision = decide({ type: 'CancelJob' }, initialJobState);
  if (!('refused' in decision)) return t.fail('decide refused nothing');
  const answer = jobRefused(decision.refused);
  t.type(answer, ApiError);
  t.match(answer, { code: 'not_found', statusCode: 404, message: JOB_NOT_FOUND });
  t.same(answer.headers, {});
  t.equal(jobNotFound().message, JOB_NOT_FOUND);
});

t.test("a command the job's state does not allow is a 409 with decide's message", async (t) => {
  const answer = jobRefused({ code: 'conflict', message: 'Cannot cancel the job: the job is already ready.' });
  t.match(answer, { code: 'conflict', statusCode: 409, message: 'Cannot cancel the job: the job is already ready.' });
});

t.test('each call is a fresh error (a thrown one carries its own stack)', async (t) => {
  t.not(jobNotFound(), jobNotFound());
});
