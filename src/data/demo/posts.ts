import type { Post } from '../../domain/content';

/**
 * The demo owner's writing (Jordan Doe, a backend developer in Lyon; see demoData.ts): what the demo
 * build shows in the Writing tab without fetching any feed. Two sources, as an owner with a dev.to
 * account and a blog would list in its feeds setting; fixed dates, newest first, plain text, so the demo
 * page (and its prerender) is the same on every build.
 */
export const DEMO_POSTS: readonly Post[] = [
  {
    title: 'Planning water stops from GPX elevation profiles',
    url: 'https://jordandoe.example.org/posts/water-stops-from-gpx/',
    date: '2026-05-12T06:30:00.000Z',
    source: "Jordan's blog",
    excerpt:
      'How trail-planner finds springs and huts along a multi-day route, and why the steepest climbs decide where you refill, not the distance.',
  },
  {
    title: 'Quiet on-call weeks start with boring alerts',
    url: 'https://dev.to/jdoe-dev/quiet-on-call-weeks-start-with-boring-alerts-3k1m',
    date: '2026-04-21T17:05:00.000Z',
    source: 'dev.to',
    excerpt:
      'Every page should name the broken promise to a user and the first thing to check. Ours went from forty a week to three once we deleted the alerts nobody acted on.',
  },
  {
    title: 'Rate limiting at the edge: what our API gateway taught us',
    url: 'https://jordandoe.example.org/posts/rate-limiting-at-the-edge/',
    date: '2026-03-09T08:00:00.000Z',
    source: "Jordan's blog",
    excerpt:
      'Token buckets per key, a Retry-After on every 429, and one dashboard for the clients we throttle most: the gateway got simpler as the rules got stricter.',
  },
  {
    title: 'Idempotent data pipelines with PostgreSQL and one upsert',
    url: 'https://dev.to/jdoe-dev/idempotent-data-pipelines-with-postgresql-and-one-upsert-9b2c',
    date: '2026-02-02T12:15:00.000Z',
    source: 'dev.to',
    excerpt:
      'Run it twice, get the same table: a nightly import that can fail halfway and simply start again, with INSERT … ON CONFLICT and a batch id.',
  },
  {
    title: 'Categorising bank exports with a tiny Go bot',
    url: 'https://jordandoe.example.org/posts/budget-bot/',
    date: '2025-12-15T19:40:00.000Z',
    source: "Jordan's blog",
    excerpt:
      'Forty lines of rules, a CSV parser and a weekly message: budget-bot knows where the money went before I ask.',
  },
  {
    title: 'Learning Rust by writing a ray tracer',
    url: 'https://dev.to/jdoe-dev/learning-rust-by-writing-a-ray-tracer-5e7a',
    date: '2025-10-27T09:00:00.000Z',
    source: 'dev.to',
    excerpt:
      'Ownership clicked somewhere between the second sphere and the Cornell box. Notes on what the borrow checker taught me about my other code.',
  },
];
