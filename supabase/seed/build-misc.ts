/**
 * Standalone videos, membership applications and invitations, contact messages and wedding
 * submissions.
 */
import { createHash } from 'node:crypto';
import { DEMO_INVITATION } from './accounts.ts';
import {
  APPLICATIONS,
  CONTACT_MESSAGES,
  STANDALONE_VIDEOS,
  WEDDING_SUBMISSIONS,
} from './corpus/forms.ts';
import { businessCategoryId, stableUuid } from './ids.ts';
import { posterObjectPath, VIDEO_CLIPS, videoObjectPath } from './videos.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface MiscBuild {
  videos: Record<string, unknown>[];
  applications: Record<string, unknown>[];
  invitations: Record<string, unknown>[];
  contactMessages: Record<string, unknown>[];
  submissions: Record<string, unknown>[];
}

export function buildMisc(input: { now: Date; adminId: string }): MiscBuild {
  const ago = (days: number, minutes = 0) =>
    new Date(input.now.getTime() - days * DAY_MS - minutes * 60 * 1000).toISOString();
  const order = new Map<string, number>();
  const videos = STANDALONE_VIDEOS.map((video, index) => {
    if (!VIDEO_CLIPS.some((clip) => clip.name === video.clip))
      throw new Error(`unknown clip ${video.clip}`);
    const next = (order.get(video.location) ?? 0) + 1;
    order.set(video.location, next);
    return {
      id: stableUuid(`video:${index}`),
      title: video.title,
      description: video.description,
      video_url: videoObjectPath(video.clip),
      overlay_photo_url: posterObjectPath(video.clip),
      external_link: video.link ?? null,
      status: video.status,
      location: video.location,
      order_index: next,
      created_at: ago(90 - index * 5),
      updated_at: ago(90 - index * 5),
    };
  });

  const applications = APPLICATIONS.map((application, index) => ({
    id: stableUuid(`application:${index}`),
    business_name: application.businessName,
    contact_name: application.contactName,
    email: application.email,
    website: application.website ?? null,
    instagram: application.instagram ?? null,
    category: businessCategoryId(application.category),
    city: application.city,
    state: application.state,
    country: application.country,
    message: application.message,
    consent: true,
    status: application.status,
    created_at: ago(application.daysAgo),
    updated_at: ago(
      application.status === 'pending' ? application.daysAgo : Math.max(1, application.daysAgo - 4),
    ),
  }));

  const invited = APPLICATIONS.findIndex(
    (application) => application.email.toLowerCase() === DEMO_INVITATION.email,
  );
  if (invited < 0) throw new Error('the demo invitation must match an application');
  const invitations = [
    {
      id: stableUuid('invitation:0'),
      application_id: stableUuid(`application:${invited}`),
      email: DEMO_INVITATION.email,
      token_hash: createHash('sha256').update(DEMO_INVITATION.token, 'utf8').digest('hex'),
      created_by: input.adminId,
      created_at: ago(3),
      expires_at: new Date(input.now.getTime() + 11 * DAY_MS).toISOString(),
    },
  ];

  const contactMessages = CONTACT_MESSAGES.map((message, index) => ({
    id: stableUuid(`contact:${index}`),
    name: message.name,
    email: message.email,
    subject: message.subject,
    message: message.message,
    status: message.status,
    created_at: ago(message.daysAgo, index * 13),
    updated_at: ago(message.daysAgo, index * 13),
  }));

  const submissions = WEDDING_SUBMISSIONS.map((submission, index) => {
    const wedding = new Date(
      Date.UTC(input.now.getUTCFullYear(), input.now.getUTCMonth() - submission.monthsAgo, 14),
    );
    return {
      id: stableUuid(`submission:${index}`),
      partner_one_name: submission.partnerOne,
      partner_two_name: submission.partnerTwo,
      email: submission.email,
      wedding_date: wedding.toISOString().slice(0, 10),
      location: submission.location,
      photographer: submission.photographer,
      gallery_url: submission.galleryUrl,
      message: submission.message,
      status: submission.status,
      created_at: ago(submission.daysAgo),
      updated_at: ago(submission.daysAgo),
    };
  });

  return { videos, applications, invitations, contactMessages, submissions };
}
