/**
 * The fan-out of a new post past the first TOPIC_BUDGET subscribers (deliver.ts): a queue of
 * jobs (topic, payload, where to go on from) in this object's storage, worked one page per alarm,
 * so each page has an invocation's subrequest budget of its own and a site with thousands of
 * subscribers reaches them all. Jobs take turns, a page each. A small object of its own, never the
 * chat room: the room holds no timers (docs/architecture.md, "What keeps the chat room fast").
 */
import { DurableObject } from 'cloudflare:workers';
import type { PushPayload } from '../../../contract/push';
import type { PushTopic } from '../../../contract/push-topics';
import { PAGE_BUDGET, pushTopicPage, type PushEnv } from './deliver';

export interface FanoutJob {
  topic: PushTopic;
  payload: PushPayload;
  origin: string;
  /** the last subscription id reached */
  after: number;
}

const JOBS = 'jobs';
/** Jobs kept at most: a site publishing faster than its pushes go out drops the oldest announcements. */
const MAX_JOBS = 20;

export class PushFanout extends DurableObject<PushEnv> {
  async enqueue(job: FanoutJob): Promise<void> {
    const jobs = (await this.ctx.storage.get<FanoutJob[]>(JOBS)) ?? [];
    jobs.push(job);
    await this.ctx.storage.put(JOBS, jobs.slice(-MAX_JOBS));
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now());
  }

  /** One page of the first job; it goes to the back of the queue when more remain. A throw is retried by the runtime. */
  async alarm(): Promise<void> {
    const jobs = (await this.ctx.storage.get<FanoutJob[]>(JOBS)) ?? [];
    const job = jobs.shift();
    if (!job) return;
    const { next } = await pushTopicPage(this.env, job.origin, job.topic, job.payload, job.after, PAGE_BUDGET);
    if (next !== null) jobs.push({ ...job, after: next });
    await this.ctx.storage.put(JOBS, jobs);
    if (jobs.length > 0) await this.ctx.storage.setAlarm(Date.now());
  }
}
