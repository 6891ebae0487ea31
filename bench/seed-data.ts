/**
 * The scratch data of the data-growth section, inserted straight into the services' databases
 * through their own mongoose models (direct inserts: the section measures reads, not writes):
 * 50,000 contact messages, 50,000 service and track requests (half each), 2,000 join
 * applications and 2,000 clients, with varied Arabic and English names, emails, subjects and
 * texts, `created_at` spread over the last two years. Deterministic (a seeded PRNG), so two runs
 * hold the same rows.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import mongoose from 'mongoose';
import {
  ADMIN_TRACK_OPTIONS,
  JOIN_APPLICATION_STATUSES,
  REQUEST_STATUSES,
  TRACK_SLUGS,
  USER_REQUEST_STATUSES,
} from '@consulting/contracts';
import { contentEnvSchema } from '../services/content/src/config.ts';
import { contactMessageModel, type ContactMessage } from '../services/content/src/models/contact-message.model.ts';
import { identityEnvSchema } from '../services/identity/src/config.ts';
import { userModel, type User } from '../services/identity/src/models/user.model.ts';
import { requestsEnvSchema } from '../services/requests/src/config.ts';
import { requestFileStore } from '../services/requests/src/grid-file-store.ts';
import {
  joinApplicationModel,
  type StoredJoinApplication,
} from '../services/requests/src/models/join-application.model.ts';
import type { StoredRequest } from '../services/requests/src/models/request.schema.ts';
import { serviceRequestModel } from '../services/requests/src/models/service-request.model.ts';
import { trackRequestModel } from '../services/requests/src/models/track-request.model.ts';
import { ROOT } from '../scripts/db.ts';

/** The counts at scale 1. */
export const FULL_SEED = { messages: 50_000, requests: 50_000, joinApplications: 2_000, clients: 2_000 } as const;

export type SeedCounts = { -readonly [K in keyof typeof FULL_SEED]: number };

/** Documents per insertMany call (one command, one commit on the embedded server). */
const BATCH = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** created_at is spread uniformly over this many days before the seed runs. */
const SPREAD_DAYS = 730;

/** Words every list's searches look for; the generators put them in a share of the rows. */
export const SEARCH_WORDS = {
  /** In ~1 of 4 message subjects/texts and request texts. */
  en: 'consulting',
  /** In ~1 of 4 Arabic subjects/texts ("استشارة"; the kit folds teh marbuta, so "استشاره" matches too). */
  ar: 'استشارة',
  /** In ~1 of 5 join applications' specialization. */
  enSpecialization: 'engineer',
  /** A common first name: Arabic clients and applicants. */
  arName: 'محمد',
  /** A common mail domain of clients. */
  enDomain: 'gmail',
} as const;

/** The counts for `scale` (1 = FULL_SEED; a smaller scale for quick iteration). */
export function seedCounts(scale: number): SeedCounts {
  return Object.fromEntries(
    Object.entries(FULL_SEED).map(([key, n]) => [key, Math.max(1, Math.round(n * scale))]),
  ) as SeedCounts;
}

/** mulberry32: a small deterministic PRNG, [0, 1). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Arabic names with the Latin spelling their owners would use in an email address.
const AR_FIRST: [string, string][] = [
  ['محمد', 'mohammed'],
  ['أحمد', 'ahmed'],
  ['عبدالله', 'abdullah'],
  ['خالد', 'khalid'],
  ['فهد', 'fahad'],
  ['سارة', 'sarah'],
  ['نورة', 'noura'],
  ['ريم', 'reem'],
  ['لمى', 'lama'],
  ['يوسف', 'yousef'],
  ['عمر', 'omar'],
  ['هند', 'hind'],
  ['فاطمة', 'fatimah'],
  ['سلطان', 'sultan'],
  ['تركي', 'turki'],
  ['منى', 'mona'],
  ['إبراهيم', 'ibrahim'],
  ['ليان', 'layan'],
  ['ماجد', 'majed'],
  ['جود', 'joud'],
];
const AR_LAST: [string, string][] = [
  ['العتيبي', 'alotaibi'],
  ['القحطاني', 'alqahtani'],
  ['الشهري', 'alshehri'],
  ['الغامدي', 'alghamdi'],
  ['الدوسري', 'aldosari'],
  ['الحربي', 'alharbi'],
  ['الزهراني', 'alzahrani'],
  ['المطيري', 'almutairi'],
  ['السبيعي', 'alsubaie'],
  ['الشمري', 'alshammari'],
  ['العنزي', 'alanazi'],
  ['البقمي', 'albogami'],
];
const EN_FIRST = [
  'James',
  'Emma',
  'Oliver',
  'Sophia',
  'Liam',
  'Mia',
  'Noah',
  'Ava',
  'Lucas',
  'Grace',
  'Daniel',
  'Chloe',
];
const EN_LAST = ['Smith', 'Brown', 'Taylor', 'Wilson', 'Clarke', 'Evans', 'Walker', 'Hughes', 'Turner', 'Patel'];
const DOMAINS = ['gmail.com', 'gmail.com', 'outlook.com', 'hotmail.com', 'yahoo.com', 'company.sa', 'startup.io'];
const COMPANIES = [
  'شركة الرواد للتقنية',
  'مؤسسة الأفق التجارية',
  'دار الابتكار',
  'مصنع النخبة',
  'Gulf Ventures',
  'Nakheel Labs',
  'Red Sea Logistics',
  'Najd Foods',
  '',
];
const AR_SUBJECTS = [
  'طلب استشارة في تسجيل علامة تجارية',
  'استفسار عن خدمات التمويل',
  'طلب عرض سعر',
  'استشارة حول دراسة الجدوى',
  'سؤال عن برنامج الاحتضان',
  'شكوى بخصوص موعد',
  'طلب شراكة',
  'استفسار عن الفعاليات القادمة',
];
const EN_SUBJECTS = [
  'Trademark consulting request',
  'Question about funding services',
  'Request for a quote',
  'Feasibility study consulting',
  'Incubation programme question',
  'Partnership proposal',
  'Upcoming events',
  'Follow-up on my application',
];
const AR_SENTENCES = [
  'نرغب في الحصول على استشارة بخصوص توسيع نشاطنا التجاري في المنطقة.',
  'لدينا فكرة مشروع ناشئ في مجال التقنية المالية ونحتاج إلى دعم.',
  'أرجو التواصل معي في أقرب وقت ممكن لتحديد موعد.',
  'هل يمكنكم مساعدتنا في حماية براءة الاختراع؟',
  'نود معرفة تكلفة الخدمة والمدة المتوقعة للتنفيذ.',
  'شكراً لكم على سرعة الرد والاهتمام.',
];
const EN_SENTENCES = [
  'We would like some consulting on expanding our business in the region.',
  'We have a fintech start-up idea and need support with the launch.',
  'Please contact me as soon as possible to schedule a meeting.',
  'Can you help us protect a patent before the product launch?',
  'We would like to know the cost of the service and the expected timeline.',
  'Thank you for the quick reply.',
];
const SPECIALIZATIONS = [
  'مستشار ملكية فكرية',
  'محلل مالي',
  'Software engineer',
  'Marketing specialist',
  'مهندس جودة',
  'Quality engineer',
  'Project manager',
  'مدرب معتمد',
  'Business analyst',
  'Mechanical engineer',
];
const SERVICE_NAMES = [
  'تسجيل العلامة التجارية',
  'دراسة جدوى',
  'Trademark registration',
  'Business plan',
  'تصميم الهوية',
  ...TRACK_SLUGS,
];
const TRACK_NAMES = [...ADMIN_TRACK_OPTIONS.map((o) => o.value), ...TRACK_SLUGS];

const pickWith = <T>(random: () => number, list: readonly T[]) => list[Math.floor(random() * list.length)];

/** A person: name in Arabic or English and an email derived from it (unique per `n`). */
function person(random: () => number, n: number): { name: string; email: string; phone: string } {
  const pick = <T>(list: readonly T[]) => pickWith(random, list);
  const arabic = random() < 0.6;
  const latin = (name: string): [string, string] => [name, name.toLowerCase()];
  const [first, latinFirst] = arabic ? pick(AR_FIRST) : latin(pick(EN_FIRST));
  const [last, latinLast] = arabic ? pick(AR_LAST) : latin(pick(EN_LAST));
  return {
    name: `${first} ${last}`,
    email: `${latinFirst}.${latinLast}${n}@${pick(DOMAINS)}`,
    phone: `+9665${String(Math.floor(random() * 1e8)).padStart(8, '0')}`,
  };
}

/** A text of 1-3 sentences, Arabic or English. */
function text(random: () => number, arabic: boolean): string {
  const count = 1 + Math.floor(random() * 3);
  const sentences = Array.from({ length: count }, () => pickWith(random, arabic ? AR_SENTENCES : EN_SENTENCES));
  // A few messages span lines, as a pasted text would (exports must quote them).
  return sentences.join(random() < 0.1 ? '\n' : ' ');
}

/** A date in the last two years before `now`; the newest row of each list is `now` itself. */
function createdAt(random: () => number, now: number, index: number): Date {
  return new Date(index === 0 ? now : now - Math.floor(random() * SPREAD_DAYS * DAY_MS));
}

export interface SeedResult {
  counts: SeedCounts;
  /** Wall time of the whole seed, and per collection, in milliseconds. */
  totalMs: number;
  perCollectionMs: Record<string, number>;
  /** Text of the newest row of each list (created_at = now), for the browser's wait. */
  newest: { message: string; serviceRequest: string; trackRequest: string };
  /** Database names the rows went to (each service's `*_DB` setting). */
  databases: { content: string; requests: string; identity: string };
}

/** Batches in flight per collection: mongoose validates one while the server writes the other. */
const IN_FLIGHT = 2;

/**
 * Inserts `docs` through `model` in batches of BATCH, unordered (one failed row does not stop
 * the rest), IN_FLIGHT at a time. The model's collection and indexes are made first (`init`),
 * as the services do at start: mongo-java-server fails an insert that races the creation of its
 * collection.
 */
async function insertAll<T>(model: mongoose.Model<T>, docs: Partial<T>[]): Promise<void> {
  await model.init();
  let next = 0;
  const worker = async () => {
    while (next < docs.length) {
      const batch = docs.slice(next, next + BATCH);
      next += BATCH;
      await model.insertMany(batch, { ordered: false });
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
}

/**
 * Inserts the data-growth rows into the database at `uri` (the stack's; connection string
 * without a database name) in each service's own database, through the services' models, so
 * the rows have their schemas' defaults, casts and validation. `scale` multiplies the seeded
 * counts (1 = 50,000 messages ...). Throws on a database error.
 */
export async function seedDataGrowth(
  uri: string,
  scale = 1,
  log: (line: string) => void = () => {},
): Promise<SeedResult> {
  const counts = seedCounts(scale);
  const databases = {
    content: contentEnvSchema.shape.CONTENT_DB.parse(process.env.CONTENT_DB),
    requests: requestsEnvSchema.shape.REQUESTS_DB.parse(process.env.REQUESTS_DB),
    identity: identityEnvSchema.shape.IDENTITY_DB.parse(process.env.IDENTITY_DB),
  };
  const random = prng(12);
  const now = Date.now();
  const pick = <T>(list: readonly T[]) => pickWith(random, list);
  const perCollectionMs: Record<string, number> = {};
  const started = performance.now();
  const timed = async (name: string, run: () => Promise<void>) => {
    const t0 = performance.now();
    await run();
    perCollectionMs[name] = Math.round(performance.now() - t0);
    log(`seeded ${name} in ${(perCollectionMs[name] / 1000).toFixed(1)} s`);
  };
  const connect = (dbName: string) => mongoose.createConnection(uri, { dbName }).asPromise();
  const [content, requests, identity] = await Promise.all([
    connect(databases.content),
    connect(databases.requests),
    connect(databases.identity),
  ]);
  try {
    // One real PDF in the attachments bucket, shared by every request with an attachment.
    const pdf = readFileSync(path.resolve(ROOT, '../shared/testdata/project-brief.pdf'));
    const attachmentId = await requestFileStore(requests, 'attachments', 'application/pdf').save(pdf, {
      original_name: 'project-brief.pdf',
      size: pdf.length,
      mime: 'application/pdf',
    });
    // Clients: one bcrypt hash for all (hashing 2,000 passwords would be the seed's whole cost).
    const User = userModel(identity);
    const passwordHash = bcrypt.hashSync('Bench-Client-Pass-2025!', 10);
    const clients: (Partial<User> & { _id: mongoose.Types.ObjectId })[] = [];
    for (let n = 0; n < counts.clients; n += 1) {
      const who = person(random, n);
      const at = createdAt(random, now, n + 1);
      clients.push({
        _id: new mongoose.Types.ObjectId(),
        name: who.name,
        email: `client.${who.email}`,
        phone: who.phone,
        company: random() < 0.5 ? pick(COMPANIES) || undefined : undefined,
        role: 'client',
        password_hash: passwordHash,
        is_active: random() < 0.95,
        auto_created: random() < 0.4,
        created_at: at,
        updated_at: at,
      });
    }
    const clientsInserted = timed('users (clients)', () => insertAll(User, clients));

    const ContactMessage = contactMessageModel(content);
    const messages: Partial<ContactMessage>[] = [];
    for (let n = 0; n < counts.messages; n += 1) {
      const who = person(random, n);
      const arabic = random() < 0.6;
      const at = createdAt(random, now, n);
      const word = random() < 0.25;
      const subject = arabic ? pick(AR_SUBJECTS) : pick(EN_SUBJECTS);
      messages.push({
        name: who.name,
        email: who.email,
        phone: who.phone,
        company: pick(COMPANIES),
        subject: word ? `${subject} - ${arabic ? SEARCH_WORDS.ar : SEARCH_WORDS.en}` : subject,
        message: text(random, arabic),
        is_read: random() < 0.6,
        replies:
          random() < 0.1
            ? [
                {
                  text: arabic ? 'شكراً لتواصلك، سنعود إليك قريباً.' : 'Thank you, we will be in touch.',
                  sent_at: at,
                  admin_email: 'admin@example.com',
                },
              ]
            : [],
        created_at: at,
        updated_at: at,
      });
    }
    // Messages go in while the other rows are made and inserted (another database on the same server).
    const messagesInserted = timed('contact_messages', () => insertAll(ContactMessage, messages));

    const requestRows = (kind: 'service' | 'opportunity', count: number): Partial<StoredRequest>[] => {
      const rows: Partial<StoredRequest>[] = [];
      for (let n = 0; n < count; n += 1) {
        const client = pick(clients);
        const arabic = /[\u0600-\u06ff]/.test(client.name ?? '');
        const at = createdAt(random, now, n);
        const attached = random() < 0.2;
        const word = random() < 0.25;
        rows.push({
          request_type: kind,
          service_name: pick(kind === 'service' ? SERVICE_NAMES : TRACK_NAMES),
          user_id: client._id.toString(),
          user_name: client.name,
          user_email: client.email,
          user_phone: client.phone,
          company: client.company,
          message: `${text(random, arabic)}${word ? ` ${arabic ? SEARCH_WORDS.ar : SEARCH_WORDS.en}` : ''}`,
          status: pick(REQUEST_STATUSES),
          progress: pick(USER_REQUEST_STATUSES),
          ...(random() < 0.15 ? { admin_notes: arabic ? 'تم التواصل هاتفياً' : 'Called the client' } : {}),
          ...(attached ? { attachment_id: attachmentId, attachment_name: `brief-${n}.pdf` } : {}),
          ...(kind === 'service' && random() < 0.2 ? { additional_services: [pick(SERVICE_NAMES)] } : {}),
          ...(kind === 'opportunity' && random() < 0.2 ? { additional_opportunities: [pick(TRACK_NAMES)] } : {}),
          created_at: at,
          updated_at: at,
        });
      }
      return rows;
    };
    const serviceCount = Math.ceil(counts.requests / 2);
    const serviceRows = requestRows('service', serviceCount);
    const trackRows = requestRows('opportunity', counts.requests - serviceCount);

    const applications: Partial<StoredJoinApplication>[] = [];
    for (let n = 0; n < counts.joinApplications; n += 1) {
      const who = person(random, n);
      const at = createdAt(random, now, n);
      const client = random() < 0.3 ? pick(clients) : undefined;
      applications.push({
        full_name: client?.name ?? who.name,
        email: client?.email ?? who.email,
        phone: client?.phone ?? who.phone,
        address: random() < 0.6 ? 'الرياض، حي العليا' : 'Jeddah, Al Rawdah',
        experience: `${1 + Math.floor(random() * 20)} years / سنوات من الخبرة`,
        specialization: pick(SPECIALIZATIONS),
        ...(client ? { user_id: client._id.toString() } : {}),
        status: pick(JOIN_APPLICATION_STATUSES),
        admin_notes: '',
        created_at: at,
        updated_at: at,
      });
    }
    await Promise.all([
      clientsInserted,
      messagesInserted,
      (async () => {
        await timed('service_requests', () => insertAll(serviceRequestModel(requests), serviceRows));
        await timed('track_requests', () => insertAll(trackRequestModel(requests), trackRows));
        await timed('join_applications', () => insertAll(joinApplicationModel(requests), applications));
      })(),
    ]);

    return {
      counts,
      totalMs: Math.round(performance.now() - started),
      perCollectionMs,
      newest: {
        message: messages[0].email!,
        serviceRequest: serviceRows[0].user_email!,
        trackRequest: trackRows[0].user_email!,
      },
      databases,
    };
  } finally {
    await Promise.all([content.close(), requests.close(), identity.close()]);
  }
}
