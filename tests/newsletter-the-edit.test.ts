import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { emailHeaders, linkTo, waitForEmail } from '../supabase/local/mailbox-client.ts';
import { anonClient, newUserClient, serviceClient } from './helpers.ts';
import { deliverEverythingDue } from './delivery.ts';
import {
  sentIssueRequest,
  sentIssuesRequest,
} from '../src/features/newsletter/api/sent-issues-request.ts';

/**
 * Issue #44, The Edit: only admins write issues, anyone reads only sent ones, the draft lists
 * the week's stories, and an issue reaches each confirmed subscriber of The Edit exactly once,
 * through the outbox, even when its queueing is interrupted, run twice at once and resumed.
 * A test send goes to the caller alone.
 */
const mailbox = () => inject('mailboxUrl');
const address = (label: string) => `${label}-${randomUUID().slice(0, 8)}@test.perfete.local`;
const service = serviceClient();

let admin: { client: SupabaseClient; userId: string; email: string };
let reader: { client: SupabaseClient; userId: string; email: string };
const cleanup = { posts: [] as string[], issues: [] as string[], subscribers: [] as string[] };

interface SubscriberRow {
  email: string;
  status: string;
  letters?: string[];
  wedding_date?: string | null;
}

/** Subscribers written as the functions leave them (confirmed, unsubscribed…), with their ids. */
async function addSubscribers(rows: SubscriberRow[]) {
  const stamped = rows.map((row) => ({
    email: row.email,
    mailbox: row.email,
    status: row.status,
    letters: row.letters ?? ['the_edit'],
    wedding_date: row.wedding_date ?? null,
    confirmed_at: row.status === 'pending' ? null : new Date().toISOString(),
  }));
  const ids: { id: string; email: string; preferences_token: string }[] = [];
  for (let start = 0; start < stamped.length; start += 500) {
    const { data, error } = await service
      .from('newsletter_subscribers')
      .insert(stamped.slice(start, start + 500))
      .select('id, email, preferences_token');
    expect(error).toBeNull();
    ids.push(...(data ?? []));
  }
  cleanup.subscribers.push(...ids.map((row) => row.id));
  return ids;
}

async function draft(subject = 'The Edit — a test'): Promise<string> {
  const { data, error } = await admin.client
    .from('newsletter_issues')
    .insert({ slug: `edit-${randomUUID().slice(0, 8)}`, subject, editor_note: 'Hello from us.' })
    .select('id')
    .single();
  expect(error).toBeNull();
  cleanup.issues.push(data!.id);
  return data!.id as string;
}

/** The outbox rows of an issue, every page of them. */
async function issueMessages(issueId: string) {
  const rows: {
    recipient_email: string;
    topic: string | null;
    unsubscribe_token: string | null;
    data: Record<string, unknown>;
  }[] = [];
  for (let from = 0; ; from += 1000) {
    const { data, error } = await service
      .from('outbox')
      .select('recipient_email, topic, unsubscribe_token, data')
      .eq('kind', 'newsletter_issue')
      .eq('data->>issue_id', issueId)
      .order('id')
      .range(from, from + 999);
    expect(error).toBeNull();
    rows.push(...(data ?? []));
    if ((data ?? []).length < 1000) return rows;
  }
}

async function issueStatus(issueId: string) {
  const { data } = await service
    .from('newsletter_issues')
    .select('status, sent_at, recipients')
    .eq('id', issueId)
    .single();
  return data as { status: string; sent_at: string | null; recipients: number | null };
}

/** Queues every batch left, as the delivery runs do. */
async function queueToTheEnd(issueId: string) {
  for (let runs = 0; runs < 100; runs += 1) {
    const { error } = await service.rpc('queue_newsletter_issues', { max_messages: 1000 });
    expect(error).toBeNull();
    if ((await issueStatus(issueId)).status === 'sent') return;
  }
  throw new Error('The issue was still sending after 100 runs');
}

/** Stops what an issue queued from being sent by the later test files' delivery runs. */
async function suppressIssue(issueId: string) {
  await service
    .from('outbox')
    .update({ status: 'suppressed', last_error: 'test' })
    .eq('kind', 'newsletter_issue')
    .eq('data->>issue_id', issueId)
    .eq('status', 'pending');
}

beforeAll(async () => {
  admin = await newUserClient('edit-admin');
  reader = await newUserClient('edit-reader');
  expect((await service.from('admin_users').insert({ id: admin.userId })).error).toBeNull();
  await deliverEverythingDue();
}, 240_000);

afterAll(async () => {
  for (const id of cleanup.issues) await suppressIssue(id);
  if (cleanup.issues.length)
    await service.from('newsletter_issues').delete().in('id', cleanup.issues);
  for (let start = 0; start < cleanup.subscribers.length; start += 500)
    await service
      .from('newsletter_subscribers')
      .delete()
      .in('id', cleanup.subscribers.slice(start, start + 500));
  if (cleanup.posts.length) await service.from('blog_posts').delete().in('id', cleanup.posts);
}, 120_000);

describe('who writes and who reads issues', () => {
  it('only admins write issues, and only their words: the status is the database’s', async () => {
    const row = { slug: `nope-${randomUUID().slice(0, 8)}`, subject: 'Not mine' };
    expect((await anonClient().from('newsletter_issues').insert(row)).error).not.toBeNull();
    expect((await reader.client.from('newsletter_issues').insert(row)).error).not.toBeNull();
    expect((await reader.client.rpc('newsletter_draft_the_edit')).error?.code).toBe('42501');

    const id = await draft();
    const mine = await service.from('newsletter_issues').select('*').eq('id', id).single();
    expect(mine.data).toMatchObject({ status: 'draft', created_by: admin.userId });

    // A reader changes nothing; an admin cannot write the status or the times.
    const edited = await reader.client
      .from('newsletter_issues')
      .update({ subject: 'Taken' })
      .eq('id', id)
      .select('id');
    expect(edited.data ?? []).toHaveLength(0);
    expect(
      (await reader.client.from('newsletter_issues').delete().eq('id', id).select('id')).data ?? [],
    ).toHaveLength(0);
    expect(
      (await admin.client.from('newsletter_issues').update({ status: 'sent' }).eq('id', id)).error,
    ).not.toBeNull();
    expect(
      (
        await admin.client
          .from('newsletter_issues')
          .insert({ slug: `sent-${randomUUID().slice(0, 8)}`, subject: 'x', status: 'sent' })
      ).error,
    ).not.toBeNull();
    expect((await reader.client.rpc('newsletter_send_issue', { issue_id: id })).error?.code).toBe(
      '42501',
    );
    expect((await issueStatus(id)).status).toBe('draft');

    // A sent issue is no longer edited.
    expect((await admin.client.rpc('newsletter_send_issue', { issue_id: id })).error).toBeNull();
    await queueToTheEnd(id);
    const late = await admin.client
      .from('newsletter_issues')
      .update({ subject: 'Too late' })
      .eq('id', id)
      .select('id');
    expect(late.data ?? []).toHaveLength(0);
    expect((await admin.client.rpc('newsletter_send_issue', { issue_id: id })).error?.code).toBe(
      '55000',
    );
  });

  it('anyone reads a sent issue’s public columns, and no draft', async () => {
    const unsent = await draft('Still a draft');
    const sent = await draft('Already out');
    expect((await admin.client.rpc('newsletter_send_issue', { issue_id: sent })).error).toBeNull();
    await queueToTheEnd(sent);

    for (const client of [anonClient(), reader.client]) {
      const { data, error } = await client
        .from('newsletter_issues')
        .select('id, slug, subject, editor_note, content_blocks, sent_at')
        .in('id', [unsent, sent]);
      expect(error).toBeNull();
      expect((data ?? []).map((row) => row.id)).toEqual([sent]);
    }
    expect(
      (await anonClient().from('newsletter_issues').select('created_by')).error,
    ).not.toBeNull();
    const all = await admin.client.from('newsletter_issues').select('id').in('id', [unsent, sent]);
    expect(all.data ?? []).toHaveLength(2);

    // The web archive's own requests (/newsletter, /newsletter/<slug>, the feed), as a reader and
    // as an admin, who may read drafts but is shown only what went out.
    const slugs = await admin.client
      .from('newsletter_issues')
      .select('id, slug')
      .in('id', [unsent, sent]);
    const slugOf = (id: string) => slugs.data!.find((row) => row.id === id)!.slug;
    for (const client of [anonClient(), admin.client]) {
      const archive = await sentIssuesRequest(client, 0, 1000);
      expect(archive.error).toBeNull();
      const ids = (archive.data ?? []).map((row) => row.id);
      expect(ids).toContain(sent);
      expect(ids).not.toContain(unsent);
      expect(archive.count).toBe(archive.data!.length);
      const page = await sentIssueRequest(client, slugOf(sent));
      expect(page.data?.map((row) => row.subject)).toEqual(['Already out']);
      const draftPage = await sentIssueRequest(client, slugOf(unsent));
      expect(draftPage.error).toBeNull();
      expect(draftPage.data).toEqual([]);
    }
  });

  it('an issue cannot take the address of the newsletter’s own pages', async () => {
    for (const slug of ['confirm', 'preferences']) {
      const { error } = await admin.client
        .from('newsletter_issues')
        .insert({ slug, subject: 'Taken', editor_note: '' });
      expect(error?.code).toBe('23514');
    }
  });
});

describe('the draft of the week', () => {
  it('lists the stories published in the last seven days, and none older or unpublished', async () => {
    const day = 86_400_000;
    const stories = [
      {
        title: `This week ${randomUUID().slice(0, 6)}`,
        status: 'published',
        at: Date.now() - 2 * day,
      },
      {
        title: `Last month ${randomUUID().slice(0, 6)}`,
        status: 'published',
        at: Date.now() - 8 * day,
      },
      { title: `Unpublished ${randomUUID().slice(0, 6)}`, status: 'draft', at: Date.now() - day },
      { title: `Tomorrow ${randomUUID().slice(0, 6)}`, status: 'published', at: Date.now() + day },
    ];
    const { data, error } = await service
      .from('blog_posts')
      .insert(
        stories.map((story) => ({
          title: story.title,
          slug: `edit-story-${randomUUID().slice(0, 8)}`,
          excerpt: `About ${story.title}`,
          status: story.status,
          published_at: new Date(story.at).toISOString(),
        })),
      )
      .select('id, slug, title');
    expect(error).toBeNull();
    cleanup.posts.push(...data!.map((row) => row.id));

    const made = await admin.client.rpc('newsletter_draft_the_edit');
    expect(made.error).toBeNull();
    cleanup.issues.push(made.data as string);
    const issue = await admin.client
      .from('newsletter_issues')
      .select('status, subject, content_blocks')
      .eq('id', made.data)
      .single();
    expect(issue.data!.status).toBe('draft');
    const blocks = issue.data!.content_blocks as {
      type: string;
      text: string;
      spans?: { href?: string }[];
    }[];
    const headings = blocks.filter((block) => block.type === 'heading').map((block) => block.text);
    expect(headings).toContain(stories[0]!.title);
    for (const other of stories.slice(1)) expect(headings).not.toContain(other.title);
    const thisWeek = data!.find((row) => row.title === stories[0]!.title)!;
    expect(
      blocks.some((block) => block.spans?.some((span) => span.href === `/blog/${thisWeek.slug}`)),
    ).toBe(true);
    expect(blocks.some((block) => block.text === `About ${stories[0]!.title}`)).toBe(true);

    // Editable afterwards, like any draft.
    const edited = await admin.client
      .from('newsletter_issues')
      .update({ editor_note: 'Our pick this week.' })
      .eq('id', made.data)
      .select('editor_note')
      .single();
    expect(edited.data!.editor_note).toBe('Our pick this week.');
  });
});

describe('sending', () => {
  it('queues each confirmed subscriber of The Edit once, with their own unsubscribe', async () => {
    const wedding = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
    const people = await addSubscribers([
      { email: address('edit-yes'), status: 'confirmed' },
      {
        email: address('edit-both'),
        status: 'confirmed',
        letters: ['the_edit', 'week_by_week'],
        wedding_date: wedding,
      },
      {
        email: address('edit-other-letter'),
        status: 'confirmed',
        letters: ['week_by_week'],
        wedding_date: wedding,
      },
      { email: address('edit-pending'), status: 'pending' },
      { email: address('edit-left'), status: 'unsubscribed' },
      { email: address('edit-bounced'), status: 'suppressed' },
    ]);
    const id = await draft('The Edit — once each');
    expect((await admin.client.rpc('newsletter_send_issue', { issue_id: id })).error).toBeNull();
    await queueToTheEnd(id);
    await queueToTheEnd(id); // a further run queues nobody again

    const messages = await issueMessages(id);
    const mine = new Set(people.map((person) => person.email));
    const ours = messages.filter((message) => mine.has(message.recipient_email));
    expect(ours.map((message) => message.recipient_email).sort()).toEqual(
      [people[0]!.email, people[1]!.email].sort(),
    );
    for (const message of ours) {
      const person = people.find((candidate) => candidate.email === message.recipient_email)!;
      expect(message).toMatchObject({
        topic: 'newsletter',
        unsubscribe_token: person.preferences_token,
      });
    }
    const status = await issueStatus(id);
    expect(status.status).toBe('sent');
    expect(status.recipients).toBe(messages.length);

    // The email: the issue's words, its links, and the one-click unsubscribe (RFC 8058).
    await deliverEverythingDue();
    const email = await waitForEmail(mailbox(), {
      to: people[0]!.email,
      subject: 'The Edit — once each',
    });
    expect(email.html).toContain('Hello from us.');
    const headers = await emailHeaders(mailbox(), email);
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(headers['list-unsubscribe']).toContain(`token=${people[0]!.preferences_token}`);
    expect(linkTo(email, '/newsletter/preferences').searchParams.get('token')).toBe(
      people[0]!.preferences_token,
    );
    expect(linkTo(email, '/blog').origin).toBe(linkTo(email, '/newsletter/preferences').origin);
  }, 120_000);

  it('schedules: nothing goes before the time, and the delivery run after it sends', async () => {
    const id = await draft('Scheduled');
    const soon = new Date(Date.now() + 60_000).toISOString();
    expect(
      (
        await admin.client.rpc('newsletter_schedule_issue', {
          issue_id: id,
          send_at: new Date(Date.now() - 1000).toISOString(),
        })
      ).error?.code,
    ).toBe('22023');
    expect(
      (await admin.client.rpc('newsletter_schedule_issue', { issue_id: id, send_at: soon })).error,
    ).toBeNull();
    expect((await service.rpc('queue_newsletter_issues')).error).toBeNull();
    expect((await issueStatus(id)).status).toBe('scheduled');
    // The time comes (moved, rather than waited for).
    await service
      .from('newsletter_issues')
      .update({ scheduled_for: new Date(Date.now() - 1000).toISOString() })
      .eq('id', id);
    await queueToTheEnd(id);
    expect((await issueStatus(id)).status).toBe('sent');
  });

  it('a test send goes to the caller alone, marked as a test', async () => {
    const id = await draft('Testing, testing');
    expect((await reader.client.rpc('newsletter_send_test', { issue_id: id })).error?.code).toBe(
      '42501',
    );
    const sent = await admin.client.rpc('newsletter_send_test', { issue_id: id });
    expect(sent.error).toBeNull();
    expect(sent.data).toBe(true);
    const messages = await issueMessages(id);
    expect(messages.map((message) => message.recipient_email)).toEqual([admin.email]);
    expect(messages[0]!.data.test).toBe(true);
    expect((await issueStatus(id)).status).toBe('draft');
    await deliverEverythingDue();
    const email = await waitForEmail(mailbox(), {
      to: admin.email,
      subject: '[Test] Testing, testing',
    });
    expect(email.html).toContain('A test copy');
  }, 120_000);

  it('reaches 2,000 subscribers exactly once though the queueing is interrupted and run twice at once', async () => {
    const people = await addSubscribers(
      Array.from({ length: 2000 }, (_, index) => ({
        email: address(`edit-many-${index}`),
        status: 'confirmed',
      })),
    );
    const id = await draft('The Edit — to two thousand');
    expect((await admin.client.rpc('newsletter_send_issue', { issue_id: id })).error).toBeNull();

    // Two batches, then a run cut off by its caller mid-way (it commits whole or not at all).
    for (let batch = 0; batch < 2; batch += 1)
      expect(
        (await service.rpc('newsletter_queue_issue_batch', { issue_id: id, batch_size: 250 })).data,
      ).toBe(250);
    const cut = new AbortController();
    const aborted = service
      .rpc('newsletter_queue_issue_batch', { issue_id: id, batch_size: 400 })
      .abortSignal(cut.signal);
    setTimeout(() => cut.abort(), 20);
    await aborted;
    // Two runners at once, then the runs resume until it is sent.
    const together = await Promise.all([
      service.rpc('queue_newsletter_issues', { max_messages: 300, batch_size: 150 }),
      service.rpc('newsletter_queue_issue_batch', { issue_id: id, batch_size: 300 }),
    ]);
    for (const result of together) expect(result.error).toBeNull();
    await queueToTheEnd(id);

    const counts = new Map<string, number>();
    for (const message of await issueMessages(id))
      counts.set(message.recipient_email, (counts.get(message.recipient_email) ?? 0) + 1);
    const perSubscriber = people.map((person) => counts.get(person.email) ?? 0);
    expect(perSubscriber.filter((count) => count === 1)).toHaveLength(2000);
    expect(Math.max(...counts.values())).toBe(1);
    expect((await issueStatus(id)).status).toBe('sent');
    await suppressIssue(id);
  }, 300_000);
});
