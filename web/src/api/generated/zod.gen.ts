// Generated from docs/openapi.yaml by `npm run generate:api` (web/scripts/generate-api.mjs): do not edit.
// A change here comes from a change of docs/openapi.yaml; make test-web fails while the two disagree.

import * as z from 'zod/mini';

/**
 * An evaluation as the annotation screen holds it (docs/product.md, "Evaluating in the browser").
 */
export const zEvaluationWork = z.object({
  annotations: z.nullish(
    z.array(
      z.object({
        page: z.optional(z.int()),
        x: z.optional(z.number()),
        y: z.optional(z.number()),
        width: z.optional(z.number()),
        height: z.optional(z.number()),
        kind: z.optional(z.enum(['tick', 'cross', 'underline', 'highlight', 'comment'])),
        text: z.optional(z.string()),
      }),
    ),
  ),
  questionMarks: z.nullish(
    z.array(
      z.object({
        question: z.optional(z.string()),
        marks: z.nullish(z.number()),
        maximum: z.nullish(z.number()),
        rubric: z.nullish(
          z.array(
            z.object({
              criterion: z.optional(z.string()),
              marks: z.nullish(z.number()),
              maximum: z.nullish(z.number()),
            }),
          ),
        ),
      }),
    ),
  ),
  remarks: z.optional(z.string()),
});

export const zMessageBody = z.object({
  status: z.int(),
  message: z.string(),
});

export const zDayCount = z.object({
  day: z.string(),
  count: z.int(),
  amount: z.number(),
});

export const zQuestionVersionInput = z.object({
  description: z.optional(z.string()),
  explanation: z.optional(z.string()),
  options: z.optional(z.array(z.string())),
});

export const zQuestionInput = z.object({
  description: z.string(),
  explanation: z.optional(z.string()),
  difficulty: z.optional(z.enum(['easy', 'medium', 'hard'])),
  topic: z.optional(z.string()),
  options: z.array(z.string()).check(z.minLength(2), z.maxLength(6)),
  correct: z.int(),
  translations: z.optional(z.record(z.string(), zQuestionVersionInput)),
});

/**
 * A question as learners read it: each text staff typed made HTML by the one rule of staff text (docs/product.md, "Staff text"), so the console shows exactly what the test screen will.
 */
export const zShownQuestion = z.object({
  description: z.string(),
  explanation: z.string(),
  options: z.array(z.string()),
  translations: z.optional(
    z.record(
      z.string(),
      z.object({
        description: z.string(),
        explanation: z.string(),
        options: z.array(z.string()),
      }),
    ),
  ),
});

export const zAdminQuestion = z.intersection(
  zQuestionInput,
  z.object({
    id: z.int(),
    position: z.int(),
    shown: zShownQuestion,
  }),
);

/**
 * An end of a live test's window (docs/product.md, "Live tests"), in UTC; null for a test without one.
 */
export const zWindowTime = z.nullable(z.iso.datetime({ offset: true }));

/**
 * Where the server's clock stands in the test's window. none: no window, the test works as
 * any other. upcoming: nobody may start it yet (start and questions answer 409). open:
 * attempts are ranked and end at closes_at at the latest; the key, the explanations and the
 * rankings are held until then. closed: everything is open; new attempts are practice and
 * never ranked.
 *
 */
export const zWindowState = z.enum(['none', 'upcoming', 'open', 'closed']);

/**
 * A question in the test's other languages, keyed by the language's code in the registry
 * (internal/platform/locale/languages.json), such as hi or mr: every language the test is set
 * in after its first, for which the question has a version (docs/product.md, "Languages of a
 * test"). The options have the same ids as the main ones, so an answer is one answer in every
 * language. The explanation comes in the review only. Left out for a question without one.
 *
 */
export const zQuestionTranslations = z.record(
  z.string(),
  z.object({
    description: z.string(),
    options: z.array(
      z.object({
        id: z.int(),
        text: z.string(),
      }),
    ),
    explanation: z.optional(z.string()),
  }),
);

export const zAttemptSession = z.object({
  attemptId: z.int(),
  attemptKey: z.string(),
  attemptNo: z.int(),
  status: z.enum(['open', 'submitted']),
  startedAt: z.iso.datetime({ offset: true }),
  deadline: z.iso.datetime({ offset: true }),
  serverNow: z.iso.datetime({ offset: true }),
  remainingSeconds: z.int(),
  ranked: z.optional(z.boolean()),
  answersDueBy: z.nullish(z.iso.datetime({ offset: true })),
  answers: z.array(
    z.object({
      questionId: z.int(),
      selectedOption: z.nullable(z.int()),
      markedForReview: z.boolean(),
      timeSpentMs: z.int(),
      confidence: z.optional(z.enum(['sure', 'fifty', 'guess'])),
    }),
  ),
});

export const zConfidenceAnalysis = z.object({
  rows: z.array(
    z.object({
      tag: z.enum(['sure', 'fifty', 'guess', 'untagged']),
      answered: z.int(),
      correct: z.int(),
      incorrect: z.int(),
      accuracy: z.number(),
      netMarks: z.number(),
    }),
  ),
  tagged: z.int(),
  scoreWithoutGuesses: z.number(),
});

export const zQuestionReportInput = z.object({
  kind: z.enum(['wrong_key', 'translation', 'typo', 'other']),
  note: z.optional(z.string().check(z.maxLength(1000))),
});

export const zKeyChallengeInput = z.object({
  reason: z.string().check(z.minLength(10), z.maxLength(1000)),
});

/**
 * The caller's challenge of a question's key (null when none), with staff's decision.
 */
export const zKeyChallenge = z.nullable(
  z.object({
    status: z.enum(['open', 'accepted', 'rejected']),
    reason: z.string(),
    reply: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    decidedAt: z.nullable(z.iso.datetime({ offset: true })),
  }),
);

export const zKeyChallengeDecision = z.object({
  decision: z.enum(['accept', 'reject']),
  reply: z.string().check(z.maxLength(1000)),
  correctOption: z.optional(z.int()),
  drop: z.optional(z.boolean()),
});

export const zChallengedQuestion = z.object({
  questionId: z.int(),
  testId: z.int(),
  testName: z.string(),
  number: z.int(),
  description: z.string(),
  dropped: z.boolean(),
  options: z.array(
    z.object({
      id: z.int(),
      text: z.string(),
      isCorrect: z.boolean(),
    }),
  ),
  counts: z.object({
    open: z.int(),
    accepted: z.int(),
    rejected: z.int(),
  }),
  challenges: z.array(
    z.object({
      id: z.int(),
      learnerName: z.string(),
      learnerEmail: z.string(),
      reason: z.string(),
      status: z.enum(['open', 'accepted', 'rejected']),
      reply: z.string(),
      createdAt: z.iso.datetime({ offset: true }),
      decidedAt: z.nullable(z.iso.datetime({ offset: true })),
    }),
  ),
});

/**
 * A learner's report of an error in a question, as they see it.
 */
export const zQuestionReport = z.object({
  id: z.int(),
  questionId: z.int(),
  kind: z.enum(['wrong_key', 'translation', 'typo', 'other']),
  note: z.string(),
  status: z.enum(['open', 'resolved', 'dismissed']),
  reply: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  resolvedAt: z.nullable(z.iso.datetime({ offset: true })),
});

/**
 * How a test's takers did on a question (docs/product.md, "How others did").
 */
export const zQuestionStats = z.object({
  attemptedPct: z.number().check(z.gte(0), z.lte(100)),
  correctPct: z.number().check(z.gte(0), z.lte(100)),
});

/**
 * A prelims test's item statistics, per question in the paper's order.
 */
export const zItemStats = z.object({
  testId: z.int(),
  takers: z.int(),
  questions: z.array(
    z.object({
      questionId: z.int(),
      number: z.int(),
      topic: z.string(),
      description: z.string(),
      dropped: z.boolean(),
      difficulty: z.nullable(z.number().check(z.gte(0), z.lte(1))),
      discrimination: z.nullable(z.number().check(z.gte(-1), z.lte(1))),
      attemptedPct: z.number().check(z.gte(0), z.lte(100)),
      correctPct: z.number().check(z.gte(0), z.lte(100)),
      options: z.array(
        z.object({
          optionId: z.int(),
          label: z.string(),
          text: z.string(),
          isCorrect: z.boolean(),
          chosenPct: z.number().check(z.gte(0), z.lte(100)),
        }),
      ),
    }),
  ),
});

export const zQuestionReportClosing = z.object({
  status: z.enum(['resolved', 'dismissed']),
  reply: z.optional(z.string().check(z.maxLength(1000))),
});

export const zReportedQuestion = z.object({
  questionId: z.int(),
  testId: z.int(),
  testName: z.string(),
  number: z.int(),
  description: z.string(),
  keyCorrectedAt: z.nullable(z.iso.datetime({ offset: true })),
  counts: z.object({
    wrong_key: z.int(),
    translation: z.int(),
    typo: z.int(),
    other: z.int(),
  }),
  total: z.int(),
  latestAt: z.iso.datetime({ offset: true }),
  reports: z.array(
    z.object({
      id: z.int(),
      kind: z.enum(['wrong_key', 'translation', 'typo', 'other']),
      note: z.string(),
      status: z.enum(['open', 'resolved', 'dismissed']),
      reply: z.string(),
      learnerName: z.string(),
      learnerEmail: z.string(),
      createdAt: z.iso.datetime({ offset: true }),
      updatedAt: z.iso.datetime({ offset: true }),
      resolvedBy: z.nullable(z.string()),
      resolvedAt: z.nullable(z.iso.datetime({ offset: true })),
    }),
  ),
});

/**
 * The signed record of a submission (docs/product.md, "Receipts"). `answersSha256` is the
 * hex SHA-256 of the answers' canonical form: one line per question of the test in ascending
 * question id, `questionId:optionId`, or `questionId:-` when unanswered, joined by a line feed
 * (none after the last). `signature` is the standard-base64 Ed25519 signature, by the key of
 * `GET /api/v1/receipts/key`, of the text `aspirant-receipt-v1`, `attemptId=<id>`,
 * `testId=<id>`, `answersSha256=<hex>` and `submittedAt=<time>`, one per line, joined by a line
 * feed (none after the last), each value exactly as in the receipt. The submit call and the
 * review of the attempt answer the same receipt.
 *
 */
export const zReceipt = z.object({
  attemptId: z.int(),
  testId: z.int(),
  answersSha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  submittedAt: z.iso.datetime({ offset: true }),
  signature: z.string(),
});

export const zSubmission = z.object({
  attemptId: z.int(),
  attemptNo: z.int(),
  score: z.nullable(z.number()),
  correctAnswers: z.nullable(z.int()),
  incorrectAnswers: z.nullable(z.int()),
  unattemptedAnswers: z.int(),
  totalQuestions: z.int(),
  totalMarks: z.int(),
  finishReason: z.enum(['submitted', 'time_up', 'late']),
  rescoredAt: z.nullish(z.iso.datetime({ offset: true })),
  scoreOpensAt: z.nullish(z.iso.datetime({ offset: true })),
  receipt: z.optional(zReceipt),
  lateAnswers: z.int().check(z.gte(0)),
});

export const zReview = z.object({
  keysReleaseAt: z.nullable(z.iso.datetime({ offset: true })),
  challenges: z.nullish(
    z.object({
      opensAt: z.iso.datetime({ offset: true }),
      closesAt: z.iso.datetime({ offset: true }),
      open: z.boolean(),
    }),
  ),
  keyChanges: z.optional(
    z.array(
      z.object({
        questionId: z.int(),
        number: z.int(),
        kind: z.enum(['key_changed', 'dropped']),
        at: z.iso.datetime({ offset: true }),
        reply: z.string(),
      }),
    ),
  ),
  preview: z.optional(z.boolean()),
  attempt: zSubmission,
  test: z.object({
    id: z.int(),
    name: z.string(),
    slug: z.string(),
    total_marks: z.int(),
    duration: z.int(),
  }),
  questions: z.array(
    z.object({
      number: z.int(),
      id: z.int(),
      description: z.string(),
      topic: z.optional(z.string()),
      difficulty: z.optional(z.string()),
      options: z.array(
        z.object({
          id: z.int(),
          text: z.string(),
        }),
      ),
      selectedOption: z.nullable(z.int()),
      correctOption: z.nullable(z.int()),
      outcome: z.enum(['correct', 'incorrect', 'unattempted', 'answered', 'dropped']),
      dropped: z.optional(z.boolean()),
      challenge: z.optional(zKeyChallenge),
      explanation: z.string(),
      timeSpentMs: z.int(),
      markedForReview: z.optional(z.boolean()),
      translations: z.optional(zQuestionTranslations),
      keyCorrectedAt: z.nullish(z.iso.datetime({ offset: true })),
      report: z.nullish(zQuestionReport),
      stats: z.nullish(zQuestionStats),
    }),
  ),
  analysis: z.object({
    score: z.nullable(z.number()),
    rank: z.int(),
    participants: z.int(),
    percentile: z.number(),
    topperScore: z.number(),
    averageScore: z.number(),
    accuracy: z.nullable(z.number()),
    timeSpentMs: z.optional(z.int()),
    ranked: z.boolean(),
    staff: z.optional(z.boolean()),
    topics: z.array(
      z.object({
        topic: z.string(),
        questions: z.int(),
        correct: z.int(),
        incorrect: z.int(),
        unattempted: z.int(),
        accuracy: z.number(),
        timeSpentMs: z.optional(z.int()),
      }),
    ),
    csat: z.nullish(
      z.object({
        testId: z.int(),
        name: z.string(),
        slug: z.string(),
        totalMarks: z.int(),
        qualifyingScore: z.number(),
        score: z.nullable(z.number()),
        status: z.enum(['qualified', 'not_qualified', 'not_taken']),
      }),
    ),
    qualifying: z.nullish(
      z.object({
        qualifyingScore: z.number(),
        qualified: z.boolean(),
      }),
    ),
    confidence: z.nullish(zConfidenceAnalysis),
  }),
});

/**
 * How a video kept by the site plays for the caller (docs/product.md, "Videos").
 */
export const zFilePlayback = z.object({
  videoPlayBackUrl: z.string(),
  kind: z.literal('file'),
  contentType: z.enum(['video/mp4', 'video/webm']),
  expiresAt: z.iso.datetime({ offset: true }),
  watermark: z.string(),
});

/**
 * A paid file as `{file_path}` (give it to the download call), or null when the caller may not have it.
 */
export const zFileRefOrNull = z.nullable(
  z.object({
    file_path: z.string(),
  }),
);

/**
 * A section's slug (section_category), such as notes, prelims-tests, mains-tests,
 * video-courses, optionals or pcs: the sections are data (`GET /api/v1/modules/sections`).
 *
 */
export const zSectionSlug = z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/));

/**
 * Staff's texts of the record in the other languages of the registry, language then field
 * (the field's name as beside it), such as {"mr": {"name": "…"}}. A text missing here is read
 * in English, the text every record has (docs/product.md, "Languages of staff texts"); so one
 * answer serves every language and may be cached. HTML texts are made as their English is.
 *
 */
export const zStaffTranslations = z.record(z.string(), z.record(z.string(), z.string()));

/**
 * One section of the site, as staff define it (a row of the categories table).
 */
export const zSection = z.object({
  id: z.int(),
  slug: zSectionSlug,
  name: z.string(),
  translations: zStaffTranslations,
  title: z.string(),
  description: z.string(),
  libraryKind: z.enum(['notes', 'tests', 'mains-tests', 'videos']),
  position: z.int(),
});

export const zLibrary = z.object({
  id: z.int(),
  type: z.enum(['notes', 'tests', 'mains-tests', 'videos']),
  name: z.string(),
  count: z.int(),
});

export const zOptionalType = z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  optionalSubjectId: z.int(),
  subscriptionCount: z.optional(z.int()),
});

export const zOptionalSubject = z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  description: z.optional(z.string()),
  thumbnail: z.nullish(z.string()),
  modules: z.optional(z.array(zOptionalType)),
});

export const zEnquiry = z.object({
  name: z.string().check(z.maxLength(100)),
  email: z.email(),
  mobileNumber: z.string(),
  subscriptionId: z.optional(z.int()),
  courseName: z.optional(z.string().check(z.maxLength(200))),
  city: z.optional(z.string().check(z.maxLength(100))),
  isUpscExamAttempted: z.optional(z.enum(['yes', 'no'])),
});

export const zSignUp = z.object({
  name: z.string().check(z.maxLength(100)),
  email: z.email(),
  password: z.string().check(z.minLength(6)),
  target_year: z._default(z.string().check(z.regex(/^[0-9]{4}$/)), '2026'),
  postal_address: z.string(),
  landmark: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string().check(z.regex(/^[1-9][0-9]{5}$/)),
  mobile: z.string(),
  alternate_mobile: z.optional(z.string()),
  optionalSubject: z.optional(z.string()),
});

export const zCredentials = z.object({
  email: z.string(),
  password: z.string(),
});

export const zEmailOnly = z.object({
  email: z.email(),
});

export const zPasswordReset = z.object({
  token: z.string(),
  password: z.string().check(z.minLength(8)),
});

/**
 * `current_password` and `new_password` are accepted as other names.
 */
export const zPasswordChange = z.object({
  currentPassword: z.string(),
  newPassword: z.string().check(z.minLength(8)),
});

export const zProfileUpdate = z.object({
  targetYear: z.optional(z.string()),
  addressLine: z.optional(z.string()),
  landmark: z.optional(z.string()),
  city: z.optional(z.string()),
  state: z.optional(z.string()),
  pincode: z.optional(z.string().check(z.regex(/^[1-9][0-9]{5}$/))),
  alternateMobileNo: z.optional(z.string()),
  mobileNo: z.optional(z.string()),
  optionalSubject: z.optional(z.string()),
  target_year: z.optional(z.string()),
  postal_address: z.optional(z.string()),
  alternate_mobile: z.optional(z.string()),
  mobile: z.optional(z.string()),
});

/**
 * A language of the registry (internal/platform/locale/languages.json): en (English), hi
 * (Hindi), mr (Marathi). A code the registry does not have is refused with 400.
 *
 */
export const zLanguageCode = z.string().check(z.regex(/^[a-z]{2,3}$/));

export const zLanguageChoice = z.object({
  language: zLanguageCode,
});

/**
 * The user object the app keeps in local storage, plus the role.
 */
export const zUser = z.object({
  name: z.string(),
  email: z.string(),
  unique_id: z.string(),
  optionalSubject: z.string(),
  target_year: z.string(),
  postal_address: z.string(),
  landmark: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  alternate_mobile: z.string(),
  mobile: z.string(),
  role: z.enum(['student', 'admin', 'evaluator']),
  language: zLanguageCode,
});

export const zNotificationKind = z.enum([
  'mock_opens',
  'answer_evaluated',
  'key_corrected',
  'subscription_expiring',
  'payment_succeeded',
]);

export const zNotification = z.object({
  id: z.int(),
  kind: zNotificationKind,
  title: z.string(),
  body: z.string(),
  link: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  readAt: z.nullable(z.iso.datetime({ offset: true })),
});

export const zNotificationPreference = z.object({
  kind: zNotificationKind,
  email: z.boolean(),
  text: z.boolean(),
});

export const zNotificationPreferenceChange = z.object({
  kind: zNotificationKind,
  channel: z.enum(['email', 'text']),
  enabled: z.boolean(),
});

/**
 * A live session of the caller, as the profile lists it.
 */
export const zDevice = z.object({
  id: z.int(),
  browser: z.string(),
  os: z.string(),
  kind: z.enum(['phone', 'tablet', 'computer', '']),
  address: z.string(),
  signedInAt: z.iso.datetime({ offset: true }),
  lastSeenAt: z.iso.datetime({ offset: true }),
  current: z.boolean(),
});

export const zSessionBody = z.object({
  session: z.object({
    sessionToken: z.string(),
  }),
  user: zUser,
  signedOutDevices: z.optional(z.array(zDevice)),
});

export const zProfile = z.object({
  basicDetails: z.object({
    name: z.string(),
    email: z.string(),
    mobileNo: z.string(),
    uniqueUserId: z.string(),
  }),
  additionalInfo: z.object({
    targetYear: z.string(),
    optionalSubject: z.string(),
    language: zLanguageCode,
  }),
  postal_address: z.object({
    addressLine: z.string(),
    landmark: z.string(),
    city: z.string(),
    state: z.string(),
    pincode: z.string(),
    alternateMobileNo: z.string(),
  }),
});

export const zError = z.object({
  status: z.int(),
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.string())),
  reason: z.optional(z.enum(['device_limit'])),
  device: z.optional(
    z.object({
      browser: z.string(),
      os: z.string(),
      kind: z.enum(['phone', 'tablet', 'computer', '']),
      signedInAt: z.iso.datetime({ offset: true }),
    }),
  ),
});

/**
 * A boolean written as 0 or 1.
 */
export const zFlag = z.union([z.literal(0), z.literal(1)]);

/**
 * The languages a prelims test, note, mains test or video is set in, its first language
 * first: ["en"], ["hi"], ["en", "hi"], ["en", "hi", "mr"]: codes of the language registry
 * (internal/platform/locale/languages.json). Stored as one comma list, 'en,hi'
 * (docs/product.md, "Languages of notes, tests and videos").
 *
 */
export const zLanguages = z.array(z.string().check(z.regex(/^[a-z]{2,3}$/))).check(z.minLength(1));

export const zTest = z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  total_question_count: z.int(),
  duration: z.int(),
  total_marks: z.int(),
  total_attempts: z.int(),
  marks_for_correct_answer: z.number(),
  marks_for_incorrect_answer: z.number(),
  marks_for_unattempted_answer: z.number(),
  testSeriesId: z.optional(z.int()),
  attemptsMade: z.optional(z.int()),
  openAttemptDeadline: z.nullish(z.string()),
  languages: z.optional(zLanguages),
  opens_at: z.optional(zWindowTime),
  closes_at: z.optional(zWindowTime),
  window: z.optional(zWindowState),
});

/**
 * An amount in rupees with at most two decimals (stored as integer paise).
 */
export const zRupees = z.number();

/**
 * A product on sale, with every field the app shows. HTML fields are made from the text
 * staff typed, every character escaped. `isSubscribed` and `is_subscribe_button` are the caller's.
 *
 */
export const zSubscription = z.object({
  id: z.int(),
  subscriptionId: z.int(),
  name: z.string(),
  slug: z.string(),
  subtitle: z.string(),
  thumbnail: z.nullable(z.string()),
  short_details: z.string(),
  details: z.string(),
  price: zRupees,
  strikePrice: z.nullable(zRupees),
  delivery_info: z.string(),
  discount_info: z.string(),
  translations: zStaffTranslations,
  tags: z.array(z.string()),
  isSubscribed: z.boolean(),
  is_seatsFull: zFlag,
  is_subscribe_button: zFlag,
  show_enquiry: zFlag,
  libraries: z.array(zLibrary),
  testSeriesSubscriptions: z.array(
    z.object({
      testSeriesId: z.int(),
    }),
  ),
  typeId: z.int(),
  typeName: z.string(),
  section_category: zSectionSlug,
  optionalSubjectId: z.nullish(z.int()),
  seatLimit: z.nullish(z.int()),
  seatsLeft: z.nullish(z.int()),
  validityDays: z.nullish(z.int()),
  validUntil: z.nullish(z.iso.datetime({ offset: true })),
  subscribedUntil: z.nullish(z.iso.datetime({ offset: true })),
});

export const zSlide = z.object({
  id: z.int(),
  image: z.string(),
  title: z.string(),
  redirect_url: z.string(),
});

export const zBanner = z.object({
  id: z.int(),
  content: z.string(),
  translations: zStaffTranslations,
  redirect_url: z.nullable(z.string()),
  start_date: z.iso.datetime({ offset: true }),
  end_date: z.iso.datetime({ offset: true }),
  is_active: zFlag,
});

export const zOffering = z.object({
  id: z.int(),
  title: z.string(),
  redirect_url: z.string(),
});

export const zTestimonial = z.object({
  id: z.int(),
  image: z.string(),
  name: z.string(),
  rank: z.string(),
  year: z.string(),
  youtubeUrl: z.string(),
});

export const zPopularSubscription = z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  thumbnail: z.nullable(z.string()),
  short_details: z.string(),
  price: zRupees,
  strikePrice: z.nullable(zRupees),
  section_category: zSectionSlug,
  discount_info: z.string(),
  translations: zStaffTranslations,
  tags: z.array(z.string()),
});

export const zSubscriptionId = z.int().check(z.gte(1));

/**
 * Active slides in display order.
 */
export const zListCarouselsResponse = z.object({
  status: z.literal(200),
  carousels: z.array(zSlide),
});

/**
 * Banners.
 */
export const zListBannersResponse = z.object({
  status: z.literal(200),
  banners: z.array(zBanner),
});

/**
 * Offerings.
 */
export const zListOfferingsResponse = z.object({
  status: z.literal(200),
  ourOfferings: z.array(zOffering),
});

/**
 * Testimonials. The list key is `carousels`, as the spec names it.
 */
export const zListTestimonialsResponse = z.object({
  status: z.literal(200),
  carousels: z.array(zTestimonial),
});

/**
 * One privacy-enhanced YouTube embed address per testimonial.
 */
export const zListTestimonialPlaybackResponse = z.object({
  status: z.literal(200),
  videoPlayBackUrl: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      url: z.url(),
    }),
  ),
});

/**
 * Slides with wide and narrow images; the app shows the mobile image under 768 px.
 */
export const zListTopPerformersResponse = z.object({
  status: z.literal(200),
  topPerformers: z.array(
    z.object({
      id: z.int(),
      title: z.string(),
      desktopImage: z.string(),
      mobileImage: z.string(),
    }),
  ),
});

/**
 * Questions and plain-text answers in display order.
 */
export const zListFaqsResponse = z.object({
  status: z.literal(200),
  faqs: z.array(
    z.object({
      id: z.int(),
      question: z.string(),
      answer: z.string(),
      translations: zStaffTranslations,
    }),
  ),
});

/**
 * Published subscriptions staff marked popular (at most 12).
 */
export const zListPopularSubscriptionsResponse = z.object({
  status: z.literal(200),
  popularSubs: z.array(zPopularSubscription),
});

/**
 * Active adverts whose window contains now. The app shows the first, once per visit.
 */
export const zListPopoverAdsResponse = z.object({
  status: z.literal(200),
  popoverAds: z.array(
    z.object({
      id: z.int(),
      image: z.string(),
      title: z.string(),
      redirect_url: z.string(),
    }),
  ),
});

/**
 * Menu entries in order.
 */
export const zListAppMenuResponse = z.object({
  status: z.literal(200),
  appMenu: z.array(
    z.object({
      id: z.int(),
      title: z.string(),
      path: z.string(),
    }),
  ),
});

/**
 * Years, one of them the default.
 */
export const zListTargetYearsResponse = z.object({
  status: z.literal(200),
  targetYears: z.array(
    z.object({
      id: z.int(),
      year: z.string().check(z.regex(/^[0-9]{4}$/)),
      is_default: zFlag,
    }),
  ),
});

/**
 * Published optional subjects.
 */
export const zListDisplayOptionalsResponse = z.object({
  status: z.literal(200),
  displayOptionals: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      slug: z.string(),
    }),
  ),
});

export const zRegisterBody = zSignUp;

/**
 * Signed up and logged in.
 */
export const zRegisterResponse = z.object({
  status: z.literal(200),
  message: z.string(),
  token: z.string(),
  body: zSessionBody,
});

export const zLoginBody = zCredentials;

/**
 * Logged in.
 */
export const zLoginResponse = z.object({
  status: z.literal(200),
  message: z.optional(z.string()),
  body: zSessionBody,
});

/**
 * Done.
 */
export const zLogoutResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

export const zRecoverAccountBody = zEmailOnly;

/**
 * Done.
 */
export const zRecoverAccountResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

export const zResetPasswordBody = zPasswordReset;

/**
 * Done.
 */
export const zResetPasswordResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

/**
 * The profile.
 */
export const zGetProfileResponse = z.object({
  status: z.literal(200),
  body: zProfile,
});

export const zUpdateProfileBody = zProfileUpdate;

/**
 * Changed; the new profile, and the user object for local storage.
 */
export const zUpdateProfileResponse = z.object({
  status: z.literal(200),
  message: z.string(),
  body: zProfile,
  user: zUser,
});

export const zChangePasswordBody = zPasswordChange;

/**
 * Done.
 */
export const zChangePasswordResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

export const zSetLanguageBody = zLanguageChoice;

/**
 * Saved.
 */
export const zSetLanguageResponse = z.object({
  status: z.literal(200),
  message: z.string(),
  language: zLanguageCode,
});

/**
 * The devices.
 */
export const zDevicesResponse = z.object({
  status: z.literal(200),
  devices: z.array(zDevice),
  maxDevices: z.int().check(z.gte(0)),
});

export const zSignOutDevicePath = z.object({
  id: z.int(),
});

/**
 * Done.
 */
export const zSignOutDeviceResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

/**
 * Done.
 */
export const zSignOutOtherDevicesResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

/**
 * The notifications.
 */
export const zNotificationsResponse = z.object({
  status: z.literal(200),
  unread: z.int().check(z.gte(0)),
  notifications: z.array(zNotification),
});

export const zMarkNotificationsReadBody = z.object({
  id: z.optional(z.int()),
});

/**
 * Marked.
 */
export const zMarkNotificationsReadResponse = z.object({
  status: z.literal(200),
  unread: z.int().check(z.gte(0)),
});

/**
 * The settings.
 */
export const zNotificationPreferencesResponse = z.object({
  status: z.literal(200),
  preferences: z.array(zNotificationPreference),
});

export const zSetNotificationPreferenceBody = zNotificationPreferenceChange;

/**
 * Saved; the settings as they are now.
 */
export const zSetNotificationPreferenceResponse = z.object({
  status: z.literal(200),
  message: z.string(),
  preferences: z.array(zNotificationPreference),
});

export const zUnsubscribeQuery = z.object({
  u: z.int(),
  k: z.string(),
  t: z.string(),
});

/**
 * Done.
 */
export const zUnsubscribeResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

export const zUnsubscribeOneClickQuery = z.object({
  u: z.int(),
  k: z.string(),
  t: z.string(),
});

/**
 * Done.
 */
export const zUnsubscribeOneClickResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

/**
 * Published sections in menu order.
 */
export const zListSectionsResponse = z.object({
  status: z.literal(200),
  responseResult: z.array(zSection),
});

export const zListTypesQuery = z.object({
  section_category: zSectionSlug,
});

/**
 * Published types in order.
 */
export const zListTypesResponse = z.object({
  status: z.literal(200),
  responseResult: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      slug: z.string(),
    }),
  ),
});

export const zListSubscriptionsQuery = z.object({
  typeId: z.int().check(z.gte(1)),
});

/**
 * Subscriptions (an unknown type has none).
 */
export const zListSubscriptionsResponse = z.object({
  status: z.literal(200),
  responseResult: z.array(zSubscription),
});

export const zGetSubscriptionPath = z.object({
  idOrSlug: z.string(),
});

/**
 * The subscription.
 */
export const zGetSubscriptionResponse = z.object({
  status: z.literal(200),
  responseResult: zSubscription,
});

/**
 * Subscriptions.
 */
export const zListMySubscriptionsResponse = z.object({
  status: z.literal(200),
  data: z.object({
    subscriptions: z.array(
      z.object({
        id: z.int(),
        name: z.string(),
        slug: z.string(),
        type: z.enum(['notes', 'tests', 'mains-tests', 'videos']),
        section_category: z.string(),
        libraries: z.array(zLibrary),
        validUntil: z.nullable(z.iso.datetime({ offset: true })),
        expired: z.boolean(),
        renewable: z.boolean(),
      }),
    ),
  }),
});

/**
 * Free subscriptions (none is an empty list).
 */
export const zListFreeSubscriptionsResponse = z.object({
  status: z.literal(200),
  responseResult: z.array(zSubscription),
});

/**
 * Optional subjects.
 */
export const zListOptionalsResponse = z.object({
  status: z.literal(200),
  responseResult: z.array(zOptionalSubject),
});

export const zGetOptionalCoursePath = z.object({
  optionalId: z.string(),
  typeId: z.string(),
});

/**
 * The subject, the type and its subscriptions.
 */
export const zGetOptionalCourseResponse = z.object({
  status: z.literal(200),
  optional: zOptionalSubject,
  type: zOptionalType,
  responseResult: z.array(zSubscription),
});

export const zSubmitEnquiryBody = zEnquiry;

/**
 * Done.
 */
export const zSubmitEnquiryResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

export const zStartPaymentQuery = z.object({
  subscriptionId: z.optional(z.int()),
  success_url: z.optional(z.url()),
});

/**
 * The page to pay on.
 */
export const zStartPaymentResponse = z.object({
  status: z.literal(200),
  redirectURL: z.url(),
});

export const zSandboxCheckoutPagePath = z.object({
  reference: z.string(),
});

/**
 * The page.
 */
export const zSandboxCheckoutPageResponse = z.string();

export const zSandboxCheckoutAnswerBody = z.object({
  action: z.enum(['pay', 'cancel']),
});

export const zSandboxCheckoutAnswerPath = z.object({
  reference: z.string(),
});

/**
 * Done.
 */
export const zRazorpayWebhookResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

export const zListNotesQuery = z.object({
  subscriptionId: z.int().check(z.gte(1)),
});

/**
 * Notes.
 */
export const zListNotesResponse = z.object({
  status: z.literal(200),
  message: z.string(),
  responseResult: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      description: z.string(),
      thumbnail: z.nullable(z.string()),
      year: z.nullable(z.int()),
      isSubscribed: z.boolean(),
      topicWiseAttachment: zFileRefOrNull,
      sourceWiseAttachment: zFileRefOrNull,
      primaryWiseAttachment: zFileRefOrNull,
      libraryId: z.optional(z.int()),
      languages: zLanguages,
    }),
  ),
});

export const zListPrelimsLibraryQuery = z.object({
  subscriptionId: z.int().check(z.gte(1)),
});

/**
 * Tests.
 */
export const zListPrelimsLibraryResponse = z.object({
  status: z.literal(200),
  message: z.string(),
  responseResult: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      slug: z.string(),
      description: z.string(),
      duration: z.int(),
      total_marks: z.int(),
      total_question_count: z.optional(z.int()),
      total_attempts: z.optional(z.int()),
      testQuestionPDF: zFileRefOrNull,
      hasQuestionPDF: z.optional(z.boolean()),
      testExplanationPDF: zFileRefOrNull,
      discussionVideo: z.optional(zFilePlayback),
      gDriveVideoLink: z.nullable(z.string()),
      is_subscribe_button: zFlag,
      isSubscribed: z.boolean(),
      testSeriesId: z.optional(z.int()),
      attemptsMade: z.optional(z.int()),
      languages: z.optional(zLanguages),
      opens_at: z.optional(zWindowTime),
      closes_at: z.optional(zWindowTime),
      window: z.optional(zWindowState),
      keyChangedAt: z.nullish(z.iso.datetime({ offset: true })),
      hasExplanationPDF: z.optional(z.boolean()),
      hasDiscussionVideo: z.optional(z.boolean()),
      keysOpenAt: z.nullish(z.iso.datetime({ offset: true })),
      openAttemptDeadline: z.nullish(z.iso.datetime({ offset: true })),
    }),
  ),
});

export const zListMainsSeriesQuery = z.object({
  subscriptionId: z.int().check(z.gte(1)),
});

/**
 * Series.
 */
export const zListMainsSeriesResponse = z.object({
  status: z.literal(200),
  responseResult: z.array(
    z.object({
      mainsTestSeriesId: z.int(),
      testSeries_relation: z.object({
        name: z.string(),
        description: z.string(),
      }),
      isSubscribed: z.boolean(),
      testCount: z.optional(z.int()),
    }),
  ),
});

export const zListMainsTestsQuery = z.object({
  subscriptionId: z.int().check(z.gte(1)),
  mainsTestSeriesId: z.int(),
});

/**
 * Tests.
 */
export const zListMainsTestsResponse = z.object({
  status: z.literal(200),
  responseResult: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      description: z.string(),
      start_date: z.iso.datetime({ offset: true }),
      end_date: z.iso.datetime({ offset: true }),
      maximumScore: z.int(),
      isAttempted: z.boolean(),
      questionPDF: zFileRefOrNull,
      modelAnswerPDF: zFileRefOrNull,
      evaluatedPDF: zFileRefOrNull,
      answerPDF: z.optional(zFileRefOrNull),
      discussionVideo: z.optional(zFilePlayback),
      gDriveVideoLink: z.nullable(z.string()),
      show_enquiry: zFlag,
      isSubscribed: z.boolean(),
      isOpen: z.optional(z.boolean()),
      marks: z.nullish(z.number()),
      remarks: z.optional(z.string()),
      uploadedAt: z.nullish(z.iso.datetime({ offset: true })),
      evaluationStartedAt: z.nullish(z.iso.datetime({ offset: true })),
      evaluatedAt: z.nullish(z.iso.datetime({ offset: true })),
      expectedBy: z.nullish(z.iso.datetime({ offset: true })),
      questionMarks: z.nullish(
        z.array(
          z.object({
            question: z.string(),
            marks: z.number(),
            maximum: z.number(),
            rubric: z.array(
              z.object({
                criterion: z.string(),
                marks: z.number(),
                maximum: z.number(),
              }),
            ),
          }),
        ),
      ),
      comments: z.optional(
        z.array(
          z.object({
            page: z.int().check(z.gte(1)),
            text: z.string(),
          }),
        ),
      ),
      languages: zLanguages,
      isDaily: z.optional(z.boolean()),
      questionText: z.optional(z.string()),
      paper: z.optional(z.enum(['', 'gs1', 'gs2', 'gs3', 'gs4', 'essay', 'optional'])),
      directiveWord: z.optional(
        z.enum([
          '',
          'discuss',
          'examine',
          'critically-examine',
          'analyse',
          'critically-analyse',
          'evaluate',
          'comment',
          'explain',
          'elucidate',
          'describe',
          'justify',
          'illustrate',
        ]),
      ),
      wordLimit: z.optional(z.int()),
    }),
  ),
  dailyStreak: z.object({
    current: z.int(),
    longest: z.int(),
  }),
});

export const zUploadMainsAnswerBody = z.object({
  answerPDFAttachment: z.optional(z.string()),
  answerImages: z.optional(z.array(z.string()).check(z.maxLength(40))),
  confirm: z.optional(z.enum(['1', 'true'])),
});

export const zUploadMainsAnswerPath = z.object({
  mainsTestId: z.int(),
});

/**
 * Stored.
 */
export const zUploadMainsAnswerResponse = z.object({
  status: z.literal(201),
  message: z.string(),
  pages: z.int().check(z.gte(1)),
  uploadedAt: z.iso.datetime({ offset: true }),
});

export const zListAnswersToEvaluateQuery = z.object({
  status: z.optional(z.enum(['pending', 'late', 'evaluated'])),
  testId: z.optional(z.int()),
  assignedTo: z.optional(z.string()),
});

/**
 * Answers.
 */
export const zListAnswersToEvaluateResponse = z.object({
  status: z.literal(200),
  responseResult: z.array(
    z.object({
      uploadId: z.int(),
      testId: z.int(),
      testName: z.string(),
      seriesName: z.string(),
      maximumScore: z.int(),
      learnerId: z.string(),
      learnerName: z.string(),
      uploadedAt: z.iso.datetime({ offset: true }),
      expectedBy: z.optional(z.iso.datetime({ offset: true })),
      evaluationStartedAt: z.nullish(z.iso.datetime({ offset: true })),
      assignedTo: z.nullish(
        z.object({
          id: z.int(),
          name: z.string(),
        }),
      ),
      answerPDF: zFileRefOrNull,
      marks: z.nullish(z.number()),
      evaluatedPDF: z.optional(zFileRefOrNull),
      evaluatedAt: z.nullish(z.iso.datetime({ offset: true })),
      remarks: z.nullish(z.string()),
      markingAgain: z.optional(z.boolean()),
    }),
  ),
});

export const zGetAnswerToEvaluatePath = z.object({
  uploadId: z.int(),
});

/**
 * The answer.
 */
export const zGetAnswerToEvaluateResponse = z.object({
  status: z.literal(200),
  answer: z.record(z.string(), z.unknown()),
  rubric: z.array(z.string()),
  draft: z.nullable(zEvaluationWork),
  evaluation: z.nullable(zEvaluationWork),
  question: z.nullish(
    z.object({
      text: z.string(),
      paper: z.string(),
      directiveWord: z.string(),
      wordLimit: z.int(),
    }),
  ),
  questions: z.optional(
    z.array(
      z.object({
        number: z.int(),
        label: z.string(),
        maximum: z.number(),
        wordLimit: z.int(),
        directiveWord: z.string(),
        rubric: z.array(
          z.object({
            criterion: z.string(),
            maximum: z.number(),
          }),
        ),
      }),
    ),
  ),
});

export const zExportAnswersQuery = z.object({
  status: z.optional(z.enum(['all', 'pending', 'late', 'evaluated'])),
  assignedTo: z.optional(z.string()),
});

/**
 * The answers, oldest first, in UTF-8 after a byte-order mark; cells that start like a formula have a leading apostrophe.
 */
export const zExportAnswersResponse = z.string();

export const zListBankCommentsQuery = z.object({
  q: z.optional(z.string().check(z.maxLength(100))),
});

/**
 * Comments.
 */
export const zListBankCommentsResponse = z.object({
  status: z.literal(200),
  comments: z.array(
    z.object({
      id: z.int(),
      text: z.string(),
      shared: z.boolean(),
    }),
  ),
});

export const zAddBankCommentBody = z.object({
  text: z.string().check(z.maxLength(500)),
  shared: z.optional(z.boolean()),
});

/**
 * Kept.
 */
export const zAddBankCommentResponse = z.object({
  status: z.literal(201),
  message: z.string(),
  comment: z.object({
    id: z.int(),
    text: z.string(),
    shared: z.boolean(),
  }),
});

export const zRemoveBankCommentPath = z.object({
  commentId: z.int(),
});

/**
 * Done.
 */
export const zRemoveBankCommentResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

/**
 * Evaluators and admins, by name.
 */
export const zListAssignableEvaluatorsResponse = z.object({
  status: z.literal(200),
  evaluators: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
    }),
  ),
});

export const zListSecondMarkingsQuery = z.object({
  status: z.optional(z.enum(['open', 'flagged', 'all'])),
});

/**
 * Copies, oldest first.
 */
export const zListSecondMarkingsResponse = z.object({
  status: z.literal(200),
  responseResult: z.array(
    z.object({
      uploadId: z.int(),
      testName: z.string(),
      seriesName: z.string(),
      maximumScore: z.int(),
      learnerId: z.string(),
      answerPDF: zFileRefOrNull,
      requestedAt: z.iso.datetime({ offset: true }),
      markedAt: z.nullable(z.iso.datetime({ offset: true })),
      secondEvaluator: z.nullable(z.string()),
      yoursToMark: z.optional(z.boolean()),
      firstEvaluator: z.nullish(z.string()),
      firstMarks: z.optional(z.number()),
      secondMarks: z.nullable(z.number()),
      flagged: z.boolean(),
      resolvedAt: z.nullish(z.iso.datetime({ offset: true })),
      thresholdPercent: z.int(),
    }),
  ),
});

export const zMarkAgainBody = z.object({
  marks: z.union([z.number(), z.string()]),
});

export const zMarkAgainPath = z.object({
  uploadId: z.int(),
});

/**
 * Saved.
 */
export const zMarkAgainResponse = z.object({
  status: z.literal(200),
  message: z.string(),
  flagged: z.boolean(),
});

/**
 * One row per evaluator with evaluations in the window.
 */
export const zEvaluatorStatsResponse = z.object({
  status: z.literal(200),
  responseResult: z.array(
    z.object({
      evaluator: z.object({
        id: z.int(),
        name: z.string(),
      }),
      evaluated: z.int(),
      averagePercent: z.number(),
      averageTurnaroundHours: z.number(),
      secondMarked: z.int(),
      flagged: z.int(),
    }),
  ),
});

export const zAssignAnswerBody = z.object({
  evaluatorId: z.nullish(z.union([z.int(), z.string()])),
});

export const zAssignAnswerPath = z.object({
  uploadId: z.int(),
});

/**
 * Done.
 */
export const zAssignAnswerResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

export const zSaveEvaluationDraftBody = zEvaluationWork;

export const zSaveEvaluationDraftPath = z.object({
  uploadId: z.int(),
});

/**
 * Saved.
 */
export const zSaveEvaluationDraftResponse = z.object({
  status: z.literal(200),
  savedAt: z.iso.datetime({ offset: true }),
});

export const zStartEvaluationPath = z.object({
  uploadId: z.int(),
});

/**
 * Started (now or earlier).
 */
export const zStartEvaluationResponse = z.object({
  status: z.literal(200),
  evaluationStartedAt: z.iso.datetime({ offset: true }),
});

export const zEvaluateAnswerBody = z.object({
  marks: z.optional(z.number().check(z.gte(0))),
  remarks: z.optional(z.string().check(z.maxLength(5000))),
  evaluatedPDF: z.optional(z.string()),
  annotations: z.optional(z.string()),
  questionMarks: z.optional(z.string()),
});

export const zEvaluateAnswerPath = z.object({
  uploadId: z.int(),
});

/**
 * Done.
 */
export const zEvaluateAnswerResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

export const zListVideoLibrariesQuery = z.object({
  subscriptionId: z.int().check(z.gte(1)),
});

/**
 * Video libraries.
 */
export const zListVideoLibrariesResponse = z.object({
  status: z.literal(200),
  responseResult: z.array(
    z.object({
      videoLibraryId: z.int(),
      videoLibrary_data: z.object({
        name: z.string(),
        description: z.string(),
      }),
      isSubscribed: z.boolean(),
      videoCount: z.optional(z.int()),
    }),
  ),
});

export const zListVideosQuery = z.object({
  subscriptionId: z.int().check(z.gte(1)),
  videoLibraryId: z.int(),
});

/**
 * Videos.
 */
export const zListVideosResponse = z.object({
  status: z.literal(200),
  responseResult: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      description: z.string(),
      posters: z.array(
        z.object({
          posterUrl: z.string(),
        }),
      ),
      gDriveVideoLink: z.nullable(z.string()),
      pdfAttachment: zFileRefOrNull,
      durationSeconds: z.nullish(z.int()),
      isSubscribed: z.boolean(),
      languages: zLanguages,
    }),
  ),
});

export const zGetVideoPlaybackQuery = z.object({
  subscriptionId: z.int().check(z.gte(1)),
  videoId: z.int(),
});

/**
 * The embed address.
 */
export const zGetVideoPlaybackResponse = z.object({
  status: z.literal(200),
  videoPlayBackUrl: z.string(),
  kind: z.optional(z.enum(['file', 'drive'])),
  contentType: z.optional(z.enum(['video/mp4', 'video/webm'])),
  expiresAt: z.optional(z.iso.datetime({ offset: true })),
  watermark: z.optional(z.string()),
});

export const zStreamVideoPath = z.object({
  subject: z.string().check(z.regex(/^[a-z0-9-]{1,40}$/)),
});

export const zStreamVideoQuery = z.object({
  grant: z.string().check(z.maxLength(300)),
});

export const zStreamVideoResponse = z.union([z.string(), z.unknown()]);

export const zDownloadQuery = z.object({
  filePath: z.string(),
});

export const zDownloadResponse = z.union([z.string(), z.unknown()]);

export const zListTestsBody = z.object({
  test_series_id: z.optional(z.int()),
  slug: z.optional(z.string()),
});

/**
 * Tests.
 */
export const zListTestsResponse = z.object({
  status: z.literal(200),
  body: z.object({
    data: z.array(zTest),
    serverNow: z.iso.datetime({ offset: true }),
  }),
});

export const zStartAttemptBody = z.object({
  testId: z.int(),
  attemptKey: z.optional(z.string().check(z.maxLength(64))),
});

/**
 * The attempt.
 */
export const zStartAttemptResponse = z.object({
  status: z.literal(200),
  body: z.object({
    attempt: zAttemptSession,
  }),
});

export const zListQuestionsBody = z.object({
  test_id: z.int(),
});

/**
 * Questions.
 */
export const zListQuestionsResponse = z.object({
  status: z.literal(200),
  body: z.object({
    data: z.array(
      z.object({
        id: z.int(),
        description: z.string(),
        difficulty: z.enum(['easy', 'medium', 'hard']),
        topic: z.optional(z.string()),
        options: z.array(
          z.object({
            id: z.int(),
            text: z.string(),
          }),
        ),
        translations: z.optional(zQuestionTranslations),
      }),
    ),
  }),
});

export const zSaveAnswersBody = z.object({
  attemptId: z.int(),
  answers: z.string(),
});

/**
 * Saved.
 */
export const zSaveAnswersResponse = z.object({
  status: z.literal(200),
  body: z.object({
    saved: z.int(),
    notCounted: z.int(),
    closed: z.boolean(),
    serverNow: z.iso.datetime({ offset: true }),
  }),
});

export const zSubmitResultBody = z.object({
  testId: z.int(),
  answers: z.string(),
  attemptKey: z.optional(z.string().check(z.maxLength(64))),
});

/**
 * The result.
 */
export const zSubmitResultResponse = z.object({
  status: z.literal(200),
  message: z.string(),
  body: zSubmission,
});

export const zShowRankingsBody = z.object({
  test_id: z.int(),
  limit: z.optional(z.int().check(z.gte(1), z.lte(1000))),
  qualified: z.optional(z.boolean()),
});

/**
 * Rankings.
 */
export const zShowRankingsResponse = z.object({
  status: z.literal(200),
  testName: z.string(),
  totalParticipants: z.int(),
  highestScore: z.optional(z.number()),
  getUserTestAttempted: z.array(
    z.object({
      rank: z.int(),
      unique_id: z.string(),
      score: z.number(),
    }),
  ),
  csat: z.optional(
    z.object({
      testId: z.int(),
      name: z.string(),
      qualifyingScore: z.number(),
      qualifiedOnly: z.boolean(),
    }),
  ),
  you: z.optional(
    z.object({
      rank: z.int(),
      unique_id: z.string(),
      score: z.number(),
      percentile: z.number(),
    }),
  ),
});

export const zListAttemptedBody = z.object({
  testId: z.int(),
});

/**
 * Submitted attempts, oldest first, and the running one (`openAttempt`, null when none):
 * totalAttemptsMadeByUser counts it too, so every attempt counted is listed. The running
 * attempt stays open until it is submitted or the server finishes it shortly after its
 * deadline; `remainingSeconds` is 0 in between.
 *
 */
export const zListAttemptedResponse = z.object({
  status: z.literal(200),
  getAttemptedTest: z.array(
    z.object({
      id: z.int(),
      attempts: z.int(),
      creation_date: z.iso.datetime({ offset: true }),
      score: z.nullable(z.number()),
      correctAnswers: z.nullable(z.int()),
      incorrectAnswers: z.nullable(z.int()),
      unattemptedAnswers: z.int(),
      finishReason: z.optional(z.enum(['submitted', 'time_up', 'late'])),
      scoreOpensAt: z.nullish(z.iso.datetime({ offset: true })),
    }),
  ),
  getTest: z.object({
    id: z.optional(z.int()),
    name: z.string(),
    slug: z.optional(z.string()),
    total_marks: z.int(),
    duration: z.int(),
  }),
  totalAttemptsMadeByUser: z.int(),
  openAttempt: z.nullish(
    z.object({
      id: z.int(),
      attempts: z.int(),
      creation_date: z.iso.datetime({ offset: true }),
      deadline: z.iso.datetime({ offset: true }),
      serverNow: z.iso.datetime({ offset: true }),
      remainingSeconds: z.int().check(z.gte(0)),
    }),
  ),
});

export const zReviewAttemptPath = z.object({
  attemptId: z.int(),
});

/**
 * The review.
 */
export const zReviewAttemptResponse = z.object({
  status: z.literal(200),
  body: zReview,
});

/**
 * The schedule.
 */
export const zLiveTestScheduleResponse = z.object({
  status: z.literal(200),
  body: z.object({
    serverNow: z.iso.datetime({ offset: true }),
    data: z.array(
      z.object({
        id: z.int(),
        name: z.string(),
        slug: z.string(),
        testSeriesId: z.int(),
        seriesName: z.string(),
        duration: z.int(),
        opens_at: z.iso.datetime({ offset: true }),
        closes_at: z.iso.datetime({ offset: true }),
        window: z.enum(['upcoming', 'open']),
      }),
    ),
  }),
});

export const zLiveTestCalendarPath = z.object({
  slug: z.string(),
});

/**
 * The calendar entry.
 */
export const zLiveTestCalendarResponse = z.string();

export const zReportQuestionBody = zQuestionReportInput;

export const zReportQuestionPath = z.object({
  questionId: z.int(),
});

export const zReportQuestionResponse = z.union([
  z.object({
    status: z.union([z.literal(200), z.literal(201)]),
    message: z.string(),
    body: z.object({
      report: zQuestionReport,
    }),
  }),
  z.object({
    status: z.union([z.literal(200), z.literal(201)]),
    message: z.string(),
    body: z.object({
      report: zQuestionReport,
    }),
  }),
]);

export const zChallengeKeyBody = zKeyChallengeInput;

export const zChallengeKeyPath = z.object({
  questionId: z.int(),
});

export const zChallengeKeyResponse = z.union([
  z.object({
    status: z.int(),
    message: z.string(),
    body: z.object({
      challenge: zKeyChallenge,
    }),
  }),
  z.object({
    status: z.int(),
    message: z.string(),
    body: z.object({
      challenge: zKeyChallenge,
    }),
  }),
]);

export const zAdminGetLibrariesPath = z.object({
  id: z.int(),
});

/**
 * The library ids
 */
export const zAdminGetLibrariesResponse = z.object({
  status: z.int(),
  libraryIds: z.array(z.int()),
});

export const zAdminSetLibrariesBody = z.object({
  libraryIds: z.optional(z.array(z.int())),
});

export const zAdminSetLibrariesPath = z.object({
  id: z.int(),
});

/**
 * Done.
 */
export const zAdminSetLibrariesResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

export const zAdminGetSeriesEvaluatorsPath = z.object({
  id: z.int(),
});

/**
 * The evaluators' account ids
 */
export const zAdminGetSeriesEvaluatorsResponse = z.object({
  status: z.int(),
  evaluatorIds: z.array(z.int()),
});

export const zAdminSetSeriesEvaluatorsBody = z.object({
  evaluatorIds: z.optional(z.array(z.int())),
});

export const zAdminSetSeriesEvaluatorsPath = z.object({
  id: z.int(),
});

/**
 * Done.
 */
export const zAdminSetSeriesEvaluatorsResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

export const zAdminGetTagsPath = z.object({
  id: z.int(),
});

/**
 * The tags
 */
export const zAdminGetTagsResponse = z.object({
  status: z.int(),
  tags: z.array(z.string()),
});

export const zAdminSetTagsBody = z.object({
  tags: z.optional(z.array(z.string())),
});

export const zAdminSetTagsPath = z.object({
  id: z.int(),
});

/**
 * Done.
 */
export const zAdminSetTagsResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

export const zAdminListQuestionsPath = z.object({
  id: z.int(),
});

/**
 * Questions in order.
 */
export const zAdminListQuestionsResponse = z.object({
  status: z.int(),
  items: z.array(zAdminQuestion),
});

export const zAdminCreateQuestionBody = zQuestionInput;

export const zAdminCreateQuestionPath = z.object({
  id: z.int(),
});

/**
 * Added.
 */
export const zAdminCreateQuestionResponse = z.object({
  status: z.int(),
  id: z.int(),
});

export const zAdminDuplicatePrelimsTestPath = z.object({
  id: z.int(),
});

/**
 * The copy, as GET /api/v1/admin/prelims-tests/{id} answers it.
 */
export const zAdminDuplicatePrelimsTestResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    name: z.optional(z.string()),
    slug: z.optional(z.string()),
    is_published: z.optional(z.boolean()),
  }),
});

export const zAdminPreviewPrelimsTestBody = z.object({
  answers: z.string(),
});

export const zAdminPreviewPrelimsTestPath = z.object({
  id: z.int(),
});

/**
 * The review of the previewed sheet.
 */
export const zAdminPreviewPrelimsTestResponse = z.object({
  status: z.literal(200),
  body: zReview,
});

export const zAdminImportQuestionsBody = z.object({
  file: z.string(),
  images: z.optional(z.array(z.string()).check(z.maxLength(40))),
  commit: z.optional(z.enum(['0', '1'])),
});

export const zAdminImportQuestionsPath = z.object({
  id: z.int(),
});

export const zAdminImportQuestionsResponse = z.union([
  z.object({
    status: z.int(),
    questions: z.array(
      z.object({
        row: z.int(),
        shown: zShownQuestion,
        description: z.string(),
        explanation: z.optional(z.string()),
        difficulty: z.optional(z.string()),
        topic: z.optional(z.string()),
        options: z.array(z.string()),
        correct: z.int(),
        translations: z.optional(z.record(z.string(), zQuestionVersionInput)),
      }),
    ),
    problems: z.array(
      z.object({
        row: z.int(),
        errors: z.record(z.string(), z.string()),
      }),
    ),
    committed: z.boolean(),
    warnings: z.array(z.string()),
  }),
  z.object({
    status: z.int(),
    questions: z.array(
      z.object({
        row: z.int(),
        shown: zShownQuestion,
        description: z.string(),
        explanation: z.optional(z.string()),
        difficulty: z.optional(z.string()),
        topic: z.optional(z.string()),
        options: z.array(z.string()),
        correct: z.int(),
        translations: z.optional(z.record(z.string(), zQuestionVersionInput)),
      }),
    ),
    problems: z.array(
      z.object({
        row: z.int(),
        errors: z.record(z.string(), z.string()),
      }),
    ),
    committed: z.boolean(),
    warnings: z.array(z.string()),
  }),
]);

export const zAdminDeleteQuestionPath = z.object({
  id: z.int(),
});

/**
 * Done.
 */
export const zAdminDeleteQuestionResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

export const zAdminUpdateQuestionBody = zQuestionInput;

export const zAdminUpdateQuestionPath = z.object({
  id: z.int(),
});

export const zAdminUpdateQuestionQuery = z.object({
  confirm: z.optional(z.enum(['1'])),
});

/**
 * Saved; `rescored` says what a key correction re-scored.
 */
export const zAdminUpdateQuestionResponse = z.object({
  status: z.literal(200),
  message: z.string(),
  rescored: z.optional(
    z.object({
      attempts: z.int(),
      changed: z.int(),
    }),
  ),
});

/**
 * A CSV file with the header and one example row, in UTF-8 after a byte-order mark (docs/product.md, "CSV files").
 */
export const zAdminQuestionTemplateResponse = z.string();

export const zAdminListQuestionReportsQuery = z.object({
  status: z.optional(z.enum(['open', 'resolved', 'dismissed'])),
});

/**
 * The reported questions.
 */
export const zAdminListQuestionReportsResponse = z.object({
  status: z.literal(200),
  items: z.array(zReportedQuestion),
});

export const zAdminCloseQuestionReportsBody = zQuestionReportClosing;

export const zAdminCloseQuestionReportsPath = z.object({
  id: z.int(),
});

/**
 * Closed; `closed` counts the reports.
 */
export const zAdminCloseQuestionReportsResponse = z.object({
  status: z.literal(200),
  message: z.string(),
  closed: z.int(),
});

export const zAdminListKeyChallengesQuery = z.object({
  status: z.optional(z.enum(['open', 'all'])),
});

/**
 * The challenged questions.
 */
export const zAdminListKeyChallengesResponse = z.object({
  status: z.literal(200),
  items: z.array(zChallengedQuestion),
});

export const zAdminDecideKeyChallengesBody = zKeyChallengeDecision;

export const zAdminDecideKeyChallengesPath = z.object({
  id: z.int(),
});

/**
 * Decided; `rescored` counts the attempts scored again, `changed` the results that changed.
 */
export const zAdminDecideKeyChallengesResponse = z.object({
  status: z.literal(200),
  message: z.string(),
  rescored: z.int(),
  changed: z.int(),
});

export const zAdminItemStatsPath = z.object({
  id: z.int(),
});

/**
 * The item statistics.
 */
export const zAdminItemStatsResponse = z.object({
  status: z.literal(200),
  item: zItemStats,
});

export const zAdminExportEnquiriesQuery = z.object({
  status: z.optional(z.enum(['new', 'contacted', 'enrolled', 'closed'])),
  kind: z.optional(z.enum(['subscription', 'course'])),
});

/**
 * The enquiries, newest first, in UTF-8 after a byte-order mark; cells that start like a formula have a leading apostrophe.
 */
export const zAdminExportEnquiriesResponse = z.string();

export const zAdminListLearnersQuery = z.object({
  q: z.optional(z.string()),
  role: z.optional(z.enum(['student', 'admin', 'evaluator'])),
  page: z.optional(z.int()),
  pageSize: z.optional(z.int()),
});

/**
 * A page of accounts (never their password hashes).
 */
export const zAdminListLearnersResponse = z.object({
  status: z.int(),
  items: z.array(z.record(z.string(), z.unknown())),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});

export const zAdminGetLearnerPath = z.object({
  id: z.int(),
});

/**
 * The account.
 */
export const zAdminGetLearnerResponse = z.object({
  status: z.int(),
  learner: z.record(z.string(), z.unknown()),
  entitlements: z.array(z.record(z.string(), z.unknown())),
  orders: z.array(z.record(z.string(), z.unknown())),
  devices: z.array(
    z.object({
      id: z.int(),
      browser: z.string(),
      os: z.string(),
      kind: z.enum(['phone', 'tablet', 'computer', '']),
      address: z.string(),
      signedInAt: z.iso.datetime({ offset: true }),
      lastSeenAt: z.iso.datetime({ offset: true }),
      current: z.optional(z.boolean()),
    }),
  ),
});

export const zAdminUpdateLearnerBody = z.object({
  role: z.optional(z.enum(['student', 'admin', 'evaluator'])),
  disabled: z.optional(z.boolean()),
});

export const zAdminUpdateLearnerPath = z.object({
  id: z.int(),
});

/**
 * Done.
 */
export const zAdminUpdateLearnerResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

export const zAdminGrantBody = z.object({
  subscriptionId: z.int(),
  days: z.optional(z.int()),
});

export const zAdminGrantPath = z.object({
  id: z.int(),
});

/**
 * Granted.
 */
export const zAdminGrantResponse = zMessageBody;

export const zAdminRevokePath = z.object({
  id: z.int(),
  subscriptionId: z.int(),
});

/**
 * Done.
 */
export const zAdminRevokeResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

export const zAdminSignOutAllDevicesPath = z.object({
  id: z.int(),
});

/**
 * Done.
 */
export const zAdminSignOutAllDevicesResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

export const zAdminSignOutDevicePath = z.object({
  id: z.int(),
  sessionId: z.int(),
});

/**
 * Done.
 */
export const zAdminSignOutDeviceResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

export const zAdminLearnerAttemptsPath = z.object({
  id: z.int(),
});

export const zAdminLearnerAttemptsQuery = z.object({
  page: z.optional(z.int()),
  pageSize: z.optional(z.int()),
});

/**
 * A page of attempts.
 */
export const zAdminLearnerAttemptsResponse = z.object({
  status: z.int(),
  items: z.array(
    z.object({
      id: z.int(),
      testId: z.int(),
      testName: z.string(),
      attemptNo: z.int(),
      status: z.enum(['in_progress', 'finishing', 'submitted', 'time_up', 'late']),
      startedAt: z.iso.datetime({ offset: true }),
      submittedAt: z.nullable(z.iso.datetime({ offset: true })),
      score: z.nullable(z.number()),
      totalMarks: z.int(),
      ranked: z.boolean(),
      rank: z.nullable(z.int()),
    }),
  ),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});

export const zAdminLearnerAnswersPath = z.object({
  id: z.int(),
});

export const zAdminLearnerAnswersQuery = z.object({
  page: z.optional(z.int()),
  pageSize: z.optional(z.int()),
});

/**
 * A page of answers.
 */
export const zAdminLearnerAnswersResponse = z.object({
  status: z.int(),
  items: z.array(
    z.object({
      uploadId: z.int(),
      testId: z.int(),
      testName: z.string(),
      uploadedAt: z.iso.datetime({ offset: true }),
      status: z.enum(['waiting', 'being evaluated', 'late', 'evaluated']),
      marks: z.nullable(z.number()),
      maximumScore: z.int(),
      evaluatedAt: z.nullable(z.iso.datetime({ offset: true })),
      evaluator: z.nullable(z.string()),
    }),
  ),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});

export const zAdminListOrdersQuery = z.object({
  status: z.optional(z.enum(['created', 'paid', 'failed', 'cancelled'])),
  refund_status: z.optional(z.enum(['none', 'flagged', 'refunded'])),
  q: z.optional(z.string()),
  page: z.optional(z.int()),
  pageSize: z.optional(z.int()),
});

/**
 * A page of orders.
 */
export const zAdminListOrdersResponse = z.object({
  status: z.int(),
  items: z.array(z.record(z.string(), z.unknown())),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});

export const zAdminMarkRefundedPath = z.object({
  id: z.int(),
});

/**
 * Done.
 */
export const zAdminMarkRefundedResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

export const zAdminDeleteVideoFilePath = z.object({
  id: z.int(),
});

/**
 * The video's record, as GET /api/v1/admin/videos/{id} answers it.
 */
export const zAdminDeleteVideoFileResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    video_file_name: z.nullish(z.string()),
    video_file_size: z.nullish(z.int()),
    video_file_type: z.nullish(z.string()),
  }),
});

export const zAdminPutVideoFileBody = z.string();

export const zAdminPutVideoFilePath = z.object({
  id: z.int(),
});

export const zAdminPutVideoFileQuery = z.object({
  name: z.optional(z.string().check(z.maxLength(200))),
});

/**
 * The video's record, as GET /api/v1/admin/videos/{id} answers it.
 */
export const zAdminPutVideoFileResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    video_file_name: z.nullish(z.string()),
    video_file_size: z.nullish(z.int()),
    video_file_type: z.nullish(z.string()),
  }),
});

export const zAdminUploadQuestionImageBody = z.string();

export const zAdminUploadQuestionImageQuery = z.object({
  alt: z.string().check(z.maxLength(300)),
  name: z.optional(z.string().check(z.maxLength(200))),
});

/**
 * The image, stored.
 */
export const zAdminUploadQuestionImageResponse = z.object({
  status: z.int(),
  key: z.string(),
  line: z.string(),
  html: z.string(),
});

export const zAdminDeletePrelimsDiscussionFilePath = z.object({
  id: z.int(),
});

/**
 * The test's record, as GET /api/v1/admin/prelims-tests/{id} or /api/v1/admin/mains-tests/{id} answers it.
 */
export const zAdminDeletePrelimsDiscussionFileResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    discussion_file_name: z.nullish(z.string()),
    discussion_file_size: z.nullish(z.int()),
    discussion_file_type: z.nullish(z.string()),
  }),
});

export const zAdminPutPrelimsDiscussionFileBody = z.string();

export const zAdminPutPrelimsDiscussionFilePath = z.object({
  id: z.int(),
});

export const zAdminPutPrelimsDiscussionFileQuery = z.object({
  name: z.optional(z.string().check(z.maxLength(200))),
});

/**
 * The test's record, as GET /api/v1/admin/prelims-tests/{id} or /api/v1/admin/mains-tests/{id} answers it.
 */
export const zAdminPutPrelimsDiscussionFileResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    discussion_file_name: z.nullish(z.string()),
    discussion_file_size: z.nullish(z.int()),
    discussion_file_type: z.nullish(z.string()),
  }),
});

export const zAdminDeleteMainsDiscussionFilePath = z.object({
  id: z.int(),
});

/**
 * The test's record, as GET /api/v1/admin/prelims-tests/{id} or /api/v1/admin/mains-tests/{id} answers it.
 */
export const zAdminDeleteMainsDiscussionFileResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    discussion_file_name: z.nullish(z.string()),
    discussion_file_size: z.nullish(z.int()),
    discussion_file_type: z.nullish(z.string()),
  }),
});

export const zAdminPutMainsDiscussionFileBody = z.string();

export const zAdminPutMainsDiscussionFilePath = z.object({
  id: z.int(),
});

export const zAdminPutMainsDiscussionFileQuery = z.object({
  name: z.optional(z.string().check(z.maxLength(200))),
});

/**
 * The test's record, as GET /api/v1/admin/prelims-tests/{id} or /api/v1/admin/mains-tests/{id} answers it.
 */
export const zAdminPutMainsDiscussionFileResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    discussion_file_name: z.nullish(z.string()),
    discussion_file_size: z.nullish(z.int()),
    discussion_file_type: z.nullish(z.string()),
  }),
});

export const zAdminDashboardQuery = z.object({
  days: z._default(z.optional(z.int().check(z.gte(1), z.lte(365))), 30),
});

/**
 * The figures; days are India-time calendar days.
 */
export const zAdminDashboardResponse = z.object({
  status: z.int(),
  days: z.int(),
  since: z.optional(z.iso.datetime({ offset: true })),
  signups: z.array(zDayCount),
  sales: z.array(zDayCount),
  enquiries: z.array(zDayCount),
  refunded: z.optional(
    z.object({
      count: z.int(),
      amount: z.number(),
    }),
  ),
  testsTaken: z.int(),
  answersAwaiting: z.int(),
  newLeads: z.optional(z.int()),
  refundsFlagged: z.optional(z.int()),
  learners: z.optional(z.int()),
});

export const zAdminAuditQuery = z.object({
  entity: z.optional(z.string()),
});

/**
 * Entries, newest first, with the record before and after (JSON text).
 */
export const zAdminAuditResponse = z.object({
  status: z.int(),
  items: z.array(z.record(z.string(), z.unknown())),
});

/**
 * A page of records.
 */
export const zAdminListCategoriesResponse = z.object({
  status: z.literal(200),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  items: z.array(
    z.object({
      id: z.int(),
      name: z.optional(z.string()),
      title: z.optional(z.string()),
      slug: z.optional(z.string()),
      library_kind: z.optional(z.enum(['notes', 'tests', 'mains-tests', 'videos'])),
      description: z.optional(z.string()),
      position: z.nullish(z.int()),
      is_published: z.optional(z.boolean()),
      type_count: z.optional(z.unknown()),
      translations: z.optional(z.record(z.string(), z.record(z.string(), z.string()))),
    }),
  ),
});

/**
 * Required on create: name, slug, library_kind.
 */
export const zAdminCreateCategoriesBody = z.object({
  name: z.optional(z.string()),
  title: z.optional(z.string()),
  slug: z.optional(z.string()),
  library_kind: z.optional(z.enum(['notes', 'tests', 'mains-tests', 'videos'])),
  description: z.optional(z.string()),
  position: z.optional(z.int()),
  is_published: z.optional(z.boolean()),
  'translations.hi.name': z.optional(z.string()),
  'translations.hi.title': z.optional(z.string()),
  'translations.hi.description': z.optional(z.string()),
  'translations.mr.name': z.optional(z.string()),
  'translations.mr.title': z.optional(z.string()),
  'translations.mr.description': z.optional(z.string()),
  translations: z.optional(z.record(z.string(), z.record(z.string(), z.string()))),
});

/**
 * Created.
 */
export const zAdminCreateCategoriesResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    name: z.optional(z.string()),
    title: z.optional(z.string()),
    slug: z.optional(z.string()),
    library_kind: z.optional(z.enum(['notes', 'tests', 'mains-tests', 'videos'])),
    description: z.optional(z.string()),
    position: z.nullish(z.int()),
    is_published: z.optional(z.boolean()),
    type_count: z.optional(z.unknown()),
    translations: z.optional(z.record(z.string(), z.record(z.string(), z.string()))),
  }),
});

export const zAdminDeleteCategoriesPath = z.object({
  id: z.int(),
});

/**
 * Done.
 */
export const zAdminDeleteCategoriesResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

export const zAdminGetCategoriesPath = z.object({
  id: z.int(),
});

/**
 * The record.
 */
export const zAdminGetCategoriesResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    name: z.optional(z.string()),
    title: z.optional(z.string()),
    slug: z.optional(z.string()),
    library_kind: z.optional(z.enum(['notes', 'tests', 'mains-tests', 'videos'])),
    description: z.optional(z.string()),
    position: z.nullish(z.int()),
    is_published: z.optional(z.boolean()),
    type_count: z.optional(z.unknown()),
    translations: z.optional(z.record(z.string(), z.record(z.string(), z.string()))),
  }),
});

/**
 * Required on create: name, slug, library_kind.
 */
export const zAdminUpdateCategoriesBody = z.object({
  name: z.optional(z.string()),
  title: z.optional(z.string()),
  slug: z.optional(z.string()),
  library_kind: z.optional(z.enum(['notes', 'tests', 'mains-tests', 'videos'])),
  description: z.optional(z.string()),
  position: z.optional(z.int()),
  is_published: z.optional(z.boolean()),
  'translations.hi.name': z.optional(z.string()),
  'translations.hi.title': z.optional(z.string()),
  'translations.hi.description': z.optional(z.string()),
  'translations.mr.name': z.optional(z.string()),
  'translations.mr.title': z.optional(z.string()),
  'translations.mr.description': z.optional(z.string()),
  translations: z.optional(z.record(z.string(), z.record(z.string(), z.string()))),
});

export const zAdminUpdateCategoriesPath = z.object({
  id: z.int(),
});

/**
 * The changed record.
 */
export const zAdminUpdateCategoriesResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    name: z.optional(z.string()),
    title: z.optional(z.string()),
    slug: z.optional(z.string()),
    library_kind: z.optional(z.enum(['notes', 'tests', 'mains-tests', 'videos'])),
    description: z.optional(z.string()),
    position: z.nullish(z.int()),
    is_published: z.optional(z.boolean()),
    type_count: z.optional(z.unknown()),
    translations: z.optional(z.record(z.string(), z.record(z.string(), z.string()))),
  }),
});

/**
 * A page of records.
 */
export const zAdminListTypesResponse = z.object({
  status: z.literal(200),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  items: z.array(
    z.object({
      id: z.int(),
      category_id: z.nullish(z.int()),
      optional_subject_id: z.nullish(z.int()),
      name: z.optional(z.string()),
      slug: z.optional(z.string()),
      position: z.nullish(z.int()),
      is_published: z.optional(z.boolean()),
      created_at: z.optional(z.iso.datetime({ offset: true })),
      updated_at: z.optional(z.iso.datetime({ offset: true })),
      subscription_count: z.optional(z.unknown()),
    }),
  ),
});

/**
 * Required on create: category_id, name, slug.
 */
export const zAdminCreateTypesBody = z.object({
  category_id: z.optional(z.int()),
  optional_subject_id: z.optional(z.int()),
  name: z.optional(z.string()),
  slug: z.optional(z.string()),
  position: z.optional(z.int()),
  is_published: z.optional(z.boolean()),
});

/**
 * Created.
 */
export const zAdminCreateTypesResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    category_id: z.nullish(z.int()),
    optional_subject_id: z.nullish(z.int()),
    name: z.optional(z.string()),
    slug: z.optional(z.string()),
    position: z.nullish(z.int()),
    is_published: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
    subscription_count: z.optional(z.unknown()),
  }),
});

export const zAdminDeleteTypesPath = z.object({
  id: z.int(),
});

/**
 * Done.
 */
export const zAdminDeleteTypesResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

export const zAdminGetTypesPath = z.object({
  id: z.int(),
});

/**
 * The record.
 */
export const zAdminGetTypesResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    category_id: z.nullish(z.int()),
    optional_subject_id: z.nullish(z.int()),
    name: z.optional(z.string()),
    slug: z.optional(z.string()),
    position: z.nullish(z.int()),
    is_published: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
    subscription_count: z.optional(z.unknown()),
  }),
});

/**
 * Required on create: category_id, name, slug.
 */
export const zAdminUpdateTypesBody = z.object({
  category_id: z.optional(z.int()),
  optional_subject_id: z.optional(z.int()),
  name: z.optional(z.string()),
  slug: z.optional(z.string()),
  position: z.optional(z.int()),
  is_published: z.optional(z.boolean()),
});

export const zAdminUpdateTypesPath = z.object({
  id: z.int(),
});

/**
 * The changed record.
 */
export const zAdminUpdateTypesResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    category_id: z.nullish(z.int()),
    optional_subject_id: z.nullish(z.int()),
    name: z.optional(z.string()),
    slug: z.optional(z.string()),
    position: z.nullish(z.int()),
    is_published: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
    subscription_count: z.optional(z.unknown()),
  }),
});

/**
 * A page of records.
 */
export const zAdminListSubscriptionsResponse = z.object({
  status: z.literal(200),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  items: z.array(
    z.object({
      id: z.int(),
      type_id: z.nullish(z.int()),
      name: z.optional(z.string()),
      slug: z.optional(z.string()),
      subtitle: z.optional(z.string()),
      thumbnail: z.nullish(
        z.object({
          id: z.int(),
          key: z.string(),
        }),
      ),
      short_details: z.optional(z.string()),
      details: z.optional(z.string()),
      price: z.nullish(z.number()),
      strike_price: z.nullish(z.number()),
      delivery_info: z.optional(z.string()),
      discount_info: z.optional(z.string()),
      seat_limit: z.nullish(z.int()),
      validity_days: z.nullish(z.int()),
      valid_until: z.nullish(z.iso.datetime({ offset: true })),
      position: z.nullish(z.int()),
      is_for_sale: z.optional(z.boolean()),
      show_enquiry: z.optional(z.boolean()),
      is_popular: z.optional(z.boolean()),
      is_published: z.optional(z.boolean()),
      created_at: z.optional(z.iso.datetime({ offset: true })),
      updated_at: z.optional(z.iso.datetime({ offset: true })),
      buyers: z.optional(z.unknown()),
      seats_taken: z.optional(z.unknown()),
      translations: z.optional(z.record(z.string(), z.record(z.string(), z.string()))),
    }),
  ),
});

/**
 * Required on create: type_id, name, slug, price.
 */
export const zAdminCreateSubscriptionsBody = z.object({
  type_id: z.optional(z.int()),
  name: z.optional(z.string()),
  slug: z.optional(z.string()),
  subtitle: z.optional(z.string()),
  thumbnail: z.optional(z.string()),
  short_details: z.optional(z.string()),
  details: z.optional(z.string()),
  price: z.optional(z.string()),
  strike_price: z.optional(z.string()),
  delivery_info: z.optional(z.string()),
  discount_info: z.optional(z.string()),
  seat_limit: z.optional(z.int()),
  validity_days: z.optional(z.int()),
  valid_until: z.optional(z.string()),
  position: z.optional(z.int()),
  is_for_sale: z.optional(z.boolean()),
  show_enquiry: z.optional(z.boolean()),
  is_popular: z.optional(z.boolean()),
  is_published: z.optional(z.boolean()),
  'translations.hi.name': z.optional(z.string()),
  'translations.hi.subtitle': z.optional(z.string()),
  'translations.hi.short_details': z.optional(z.string()),
  'translations.hi.details': z.optional(z.string()),
  'translations.hi.discount_info': z.optional(z.string()),
  'translations.mr.name': z.optional(z.string()),
  'translations.mr.subtitle': z.optional(z.string()),
  'translations.mr.short_details': z.optional(z.string()),
  'translations.mr.details': z.optional(z.string()),
  'translations.mr.discount_info': z.optional(z.string()),
  translations: z.optional(z.record(z.string(), z.record(z.string(), z.string()))),
  confirm: z.optional(z.enum(['1'])),
});

/**
 * Created.
 */
export const zAdminCreateSubscriptionsResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    type_id: z.nullish(z.int()),
    name: z.optional(z.string()),
    slug: z.optional(z.string()),
    subtitle: z.optional(z.string()),
    thumbnail: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    short_details: z.optional(z.string()),
    details: z.optional(z.string()),
    price: z.nullish(z.number()),
    strike_price: z.nullish(z.number()),
    delivery_info: z.optional(z.string()),
    discount_info: z.optional(z.string()),
    seat_limit: z.nullish(z.int()),
    validity_days: z.nullish(z.int()),
    valid_until: z.nullish(z.iso.datetime({ offset: true })),
    position: z.nullish(z.int()),
    is_for_sale: z.optional(z.boolean()),
    show_enquiry: z.optional(z.boolean()),
    is_popular: z.optional(z.boolean()),
    is_published: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
    buyers: z.optional(z.unknown()),
    seats_taken: z.optional(z.unknown()),
    translations: z.optional(z.record(z.string(), z.record(z.string(), z.string()))),
  }),
});

export const zAdminDeleteSubscriptionsPath = z.object({
  id: z.int(),
});

/**
 * Done.
 */
export const zAdminDeleteSubscriptionsResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

export const zAdminGetSubscriptionsPath = z.object({
  id: z.int(),
});

/**
 * The record.
 */
export const zAdminGetSubscriptionsResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    type_id: z.nullish(z.int()),
    name: z.optional(z.string()),
    slug: z.optional(z.string()),
    subtitle: z.optional(z.string()),
    thumbnail: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    short_details: z.optional(z.string()),
    details: z.optional(z.string()),
    price: z.nullish(z.number()),
    strike_price: z.nullish(z.number()),
    delivery_info: z.optional(z.string()),
    discount_info: z.optional(z.string()),
    seat_limit: z.nullish(z.int()),
    validity_days: z.nullish(z.int()),
    valid_until: z.nullish(z.iso.datetime({ offset: true })),
    position: z.nullish(z.int()),
    is_for_sale: z.optional(z.boolean()),
    show_enquiry: z.optional(z.boolean()),
    is_popular: z.optional(z.boolean()),
    is_published: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
    buyers: z.optional(z.unknown()),
    seats_taken: z.optional(z.unknown()),
    translations: z.optional(z.record(z.string(), z.record(z.string(), z.string()))),
  }),
});

/**
 * Required on create: type_id, name, slug, price.
 */
export const zAdminUpdateSubscriptionsBody = z.object({
  type_id: z.optional(z.int()),
  name: z.optional(z.string()),
  slug: z.optional(z.string()),
  subtitle: z.optional(z.string()),
  thumbnail: z.optional(z.string()),
  short_details: z.optional(z.string()),
  details: z.optional(z.string()),
  price: z.optional(z.string()),
  strike_price: z.optional(z.string()),
  delivery_info: z.optional(z.string()),
  discount_info: z.optional(z.string()),
  seat_limit: z.optional(z.int()),
  validity_days: z.optional(z.int()),
  valid_until: z.optional(z.string()),
  position: z.optional(z.int()),
  is_for_sale: z.optional(z.boolean()),
  show_enquiry: z.optional(z.boolean()),
  is_popular: z.optional(z.boolean()),
  is_published: z.optional(z.boolean()),
  'translations.hi.name': z.optional(z.string()),
  'translations.hi.subtitle': z.optional(z.string()),
  'translations.hi.short_details': z.optional(z.string()),
  'translations.hi.details': z.optional(z.string()),
  'translations.hi.discount_info': z.optional(z.string()),
  'translations.mr.name': z.optional(z.string()),
  'translations.mr.subtitle': z.optional(z.string()),
  'translations.mr.short_details': z.optional(z.string()),
  'translations.mr.details': z.optional(z.string()),
  'translations.mr.discount_info': z.optional(z.string()),
  translations: z.optional(z.record(z.string(), z.record(z.string(), z.string()))),
  confirm: z.optional(z.enum(['1'])),
});

export const zAdminUpdateSubscriptionsPath = z.object({
  id: z.int(),
});

/**
 * The changed record.
 */
export const zAdminUpdateSubscriptionsResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    type_id: z.nullish(z.int()),
    name: z.optional(z.string()),
    slug: z.optional(z.string()),
    subtitle: z.optional(z.string()),
    thumbnail: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    short_details: z.optional(z.string()),
    details: z.optional(z.string()),
    price: z.nullish(z.number()),
    strike_price: z.nullish(z.number()),
    delivery_info: z.optional(z.string()),
    discount_info: z.optional(z.string()),
    seat_limit: z.nullish(z.int()),
    validity_days: z.nullish(z.int()),
    valid_until: z.nullish(z.iso.datetime({ offset: true })),
    position: z.nullish(z.int()),
    is_for_sale: z.optional(z.boolean()),
    show_enquiry: z.optional(z.boolean()),
    is_popular: z.optional(z.boolean()),
    is_published: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
    buyers: z.optional(z.unknown()),
    seats_taken: z.optional(z.unknown()),
    translations: z.optional(z.record(z.string(), z.record(z.string(), z.string()))),
  }),
});

/**
 * A page of records.
 */
export const zAdminListLibrariesResponse = z.object({
  status: z.literal(200),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  items: z.array(
    z.object({
      id: z.int(),
      kind: z.optional(z.enum(['notes', 'tests', 'mains-tests', 'videos'])),
      name: z.optional(z.string()),
      description: z.optional(z.string()),
      evaluation_turnaround_hours: z.nullish(z.int()),
      rubric_criteria: z.optional(z.string()),
      second_marking_percent: z.nullish(z.int()),
      second_marking_threshold_percent: z.nullish(z.int()),
      created_at: z.optional(z.iso.datetime({ offset: true })),
      updated_at: z.optional(z.iso.datetime({ offset: true })),
      item_count: z.optional(z.unknown()),
    }),
  ),
});

/**
 * Required on create: kind, name.
 */
export const zAdminCreateLibrariesBody = z.object({
  kind: z.optional(z.enum(['notes', 'tests', 'mains-tests', 'videos'])),
  name: z.optional(z.string()),
  description: z.optional(z.string()),
  evaluation_turnaround_hours: z.optional(z.int()),
  rubric_criteria: z.optional(z.string()),
  second_marking_percent: z.optional(z.int()),
  second_marking_threshold_percent: z.optional(z.int()),
});

/**
 * Created.
 */
export const zAdminCreateLibrariesResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    kind: z.optional(z.enum(['notes', 'tests', 'mains-tests', 'videos'])),
    name: z.optional(z.string()),
    description: z.optional(z.string()),
    evaluation_turnaround_hours: z.nullish(z.int()),
    rubric_criteria: z.optional(z.string()),
    second_marking_percent: z.nullish(z.int()),
    second_marking_threshold_percent: z.nullish(z.int()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
    item_count: z.optional(z.unknown()),
  }),
});

export const zAdminDeleteLibrariesPath = z.object({
  id: z.int(),
});

/**
 * Done.
 */
export const zAdminDeleteLibrariesResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

export const zAdminGetLibraries2Path = z.object({
  id: z.int(),
});

/**
 * The record.
 */
export const zAdminGetLibraries2Response = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    kind: z.optional(z.enum(['notes', 'tests', 'mains-tests', 'videos'])),
    name: z.optional(z.string()),
    description: z.optional(z.string()),
    evaluation_turnaround_hours: z.nullish(z.int()),
    rubric_criteria: z.optional(z.string()),
    second_marking_percent: z.nullish(z.int()),
    second_marking_threshold_percent: z.nullish(z.int()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
    item_count: z.optional(z.unknown()),
  }),
});

/**
 * Required on create: kind, name.
 */
export const zAdminUpdateLibrariesBody = z.object({
  kind: z.optional(z.enum(['notes', 'tests', 'mains-tests', 'videos'])),
  name: z.optional(z.string()),
  description: z.optional(z.string()),
  evaluation_turnaround_hours: z.optional(z.int()),
  rubric_criteria: z.optional(z.string()),
  second_marking_percent: z.optional(z.int()),
  second_marking_threshold_percent: z.optional(z.int()),
});

export const zAdminUpdateLibrariesPath = z.object({
  id: z.int(),
});

/**
 * The changed record.
 */
export const zAdminUpdateLibrariesResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    kind: z.optional(z.enum(['notes', 'tests', 'mains-tests', 'videos'])),
    name: z.optional(z.string()),
    description: z.optional(z.string()),
    evaluation_turnaround_hours: z.nullish(z.int()),
    rubric_criteria: z.optional(z.string()),
    second_marking_percent: z.nullish(z.int()),
    second_marking_threshold_percent: z.nullish(z.int()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
    item_count: z.optional(z.unknown()),
  }),
});

/**
 * A page of records.
 */
export const zAdminListOptionalSubjectsResponse = z.object({
  status: z.literal(200),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  items: z.array(
    z.object({
      id: z.int(),
      name: z.optional(z.string()),
      slug: z.optional(z.string()),
      description: z.optional(z.string()),
      thumbnail: z.nullish(
        z.object({
          id: z.int(),
          key: z.string(),
        }),
      ),
      position: z.nullish(z.int()),
      is_published: z.optional(z.boolean()),
      created_at: z.optional(z.iso.datetime({ offset: true })),
      updated_at: z.optional(z.iso.datetime({ offset: true })),
    }),
  ),
});

/**
 * Required on create: name, slug.
 */
export const zAdminCreateOptionalSubjectsBody = z.object({
  name: z.optional(z.string()),
  slug: z.optional(z.string()),
  description: z.optional(z.string()),
  thumbnail: z.optional(z.string()),
  position: z.optional(z.int()),
  is_published: z.optional(z.boolean()),
});

/**
 * Created.
 */
export const zAdminCreateOptionalSubjectsResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    name: z.optional(z.string()),
    slug: z.optional(z.string()),
    description: z.optional(z.string()),
    thumbnail: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    position: z.nullish(z.int()),
    is_published: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
  }),
});

export const zAdminDeleteOptionalSubjectsPath = z.object({
  id: z.int(),
});

/**
 * Done.
 */
export const zAdminDeleteOptionalSubjectsResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

export const zAdminGetOptionalSubjectsPath = z.object({
  id: z.int(),
});

/**
 * The record.
 */
export const zAdminGetOptionalSubjectsResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    name: z.optional(z.string()),
    slug: z.optional(z.string()),
    description: z.optional(z.string()),
    thumbnail: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    position: z.nullish(z.int()),
    is_published: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
  }),
});

/**
 * Required on create: name, slug.
 */
export const zAdminUpdateOptionalSubjectsBody = z.object({
  name: z.optional(z.string()),
  slug: z.optional(z.string()),
  description: z.optional(z.string()),
  thumbnail: z.optional(z.string()),
  position: z.optional(z.int()),
  is_published: z.optional(z.boolean()),
});

export const zAdminUpdateOptionalSubjectsPath = z.object({
  id: z.int(),
});

/**
 * The changed record.
 */
export const zAdminUpdateOptionalSubjectsResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    name: z.optional(z.string()),
    slug: z.optional(z.string()),
    description: z.optional(z.string()),
    thumbnail: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    position: z.nullish(z.int()),
    is_published: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
  }),
});

/**
 * A page of records.
 */
export const zAdminListNotesResponse = z.object({
  status: z.literal(200),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  items: z.array(
    z.object({
      id: z.int(),
      library_id: z.nullish(z.int()),
      name: z.optional(z.string()),
      description: z.optional(z.string()),
      year: z.nullish(z.int()),
      thumbnail: z.nullish(
        z.object({
          id: z.int(),
          key: z.string(),
        }),
      ),
      topic_pdf: z.nullish(
        z.object({
          id: z.int(),
          key: z.string(),
        }),
      ),
      source_pdf: z.nullish(
        z.object({
          id: z.int(),
          key: z.string(),
        }),
      ),
      primary_pdf: z.nullish(
        z.object({
          id: z.int(),
          key: z.string(),
        }),
      ),
      languages: z.optional(z.string().check(z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/))),
      position: z.nullish(z.int()),
      is_published: z.optional(z.boolean()),
      created_at: z.optional(z.iso.datetime({ offset: true })),
      updated_at: z.optional(z.iso.datetime({ offset: true })),
    }),
  ),
});

/**
 * Required on create: library_id, name.
 */
export const zAdminCreateNotesBody = z.object({
  library_id: z.optional(z.int()),
  name: z.optional(z.string()),
  description: z.optional(z.string()),
  year: z.optional(z.int()),
  thumbnail: z.optional(z.string()),
  topic_pdf: z.optional(z.string()),
  source_pdf: z.optional(z.string()),
  primary_pdf: z.optional(z.string()),
  languages: z.optional(z.string().check(z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/))),
  position: z.optional(z.int()),
  is_published: z.optional(z.boolean()),
});

/**
 * Created.
 */
export const zAdminCreateNotesResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    library_id: z.nullish(z.int()),
    name: z.optional(z.string()),
    description: z.optional(z.string()),
    year: z.nullish(z.int()),
    thumbnail: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    topic_pdf: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    source_pdf: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    primary_pdf: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    languages: z.optional(z.string().check(z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/))),
    position: z.nullish(z.int()),
    is_published: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
  }),
});

export const zAdminDeleteNotesPath = z.object({
  id: z.int(),
});

/**
 * Done.
 */
export const zAdminDeleteNotesResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

export const zAdminGetNotesPath = z.object({
  id: z.int(),
});

/**
 * The record.
 */
export const zAdminGetNotesResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    library_id: z.nullish(z.int()),
    name: z.optional(z.string()),
    description: z.optional(z.string()),
    year: z.nullish(z.int()),
    thumbnail: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    topic_pdf: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    source_pdf: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    primary_pdf: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    languages: z.optional(z.string().check(z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/))),
    position: z.nullish(z.int()),
    is_published: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
  }),
});

/**
 * Required on create: library_id, name.
 */
export const zAdminUpdateNotesBody = z.object({
  library_id: z.optional(z.int()),
  name: z.optional(z.string()),
  description: z.optional(z.string()),
  year: z.optional(z.int()),
  thumbnail: z.optional(z.string()),
  topic_pdf: z.optional(z.string()),
  source_pdf: z.optional(z.string()),
  primary_pdf: z.optional(z.string()),
  languages: z.optional(z.string().check(z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/))),
  position: z.optional(z.int()),
  is_published: z.optional(z.boolean()),
});

export const zAdminUpdateNotesPath = z.object({
  id: z.int(),
});

/**
 * The changed record.
 */
export const zAdminUpdateNotesResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    library_id: z.nullish(z.int()),
    name: z.optional(z.string()),
    description: z.optional(z.string()),
    year: z.nullish(z.int()),
    thumbnail: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    topic_pdf: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    source_pdf: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    primary_pdf: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    languages: z.optional(z.string().check(z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/))),
    position: z.nullish(z.int()),
    is_published: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
  }),
});

/**
 * A page of records.
 */
export const zAdminListPrelimsTestsResponse = z.object({
  status: z.literal(200),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  items: z.array(
    z.object({
      id: z.int(),
      library_id: z.nullish(z.int()),
      name: z.optional(z.string()),
      slug: z.optional(z.string()),
      description: z.optional(z.string()),
      duration_minutes: z.nullish(z.int()),
      total_marks: z.nullish(z.int()),
      total_attempts: z.nullish(z.int()),
      marks_correct: z.nullish(z.number()),
      marks_incorrect: z.nullish(z.number()),
      marks_unattempted: z.nullish(z.number()),
      question_pdf: z.nullish(
        z.object({
          id: z.int(),
          key: z.string(),
        }),
      ),
      explanation_pdf: z.nullish(
        z.object({
          id: z.int(),
          key: z.string(),
        }),
      ),
      languages: z.optional(z.string().check(z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/))),
      discussion_video_url: z.optional(z.string()),
      position: z.nullish(z.int()),
      is_published: z.optional(z.boolean()),
      opens_at: z.nullish(z.iso.datetime({ offset: true })),
      closes_at: z.nullish(z.iso.datetime({ offset: true })),
      challenge_days: z.nullish(z.int()),
      csat_test_id: z.nullish(z.int()),
      qualifying_percent: z.nullish(z.int()),
      created_at: z.optional(z.iso.datetime({ offset: true })),
      updated_at: z.optional(z.iso.datetime({ offset: true })),
      attempt_count: z.optional(z.unknown()),
      discussion_file_name: z.optional(z.unknown()),
      discussion_file_size: z.optional(z.unknown()),
      discussion_file_type: z.optional(z.unknown()),
      question_count: z.optional(z.unknown()),
    }),
  ),
});

/**
 * Required on create: library_id, name, slug, duration_minutes, total_marks, total_attempts, marks_correct, marks_incorrect, marks_unattempted.
 */
export const zAdminCreatePrelimsTestsBody = z.object({
  library_id: z.optional(z.int()),
  name: z.optional(z.string()),
  slug: z.optional(z.string()),
  description: z.optional(z.string()),
  duration_minutes: z.optional(z.int()),
  total_marks: z.optional(z.int()),
  total_attempts: z.optional(z.int()),
  marks_correct: z.optional(z.string()),
  marks_incorrect: z.optional(z.string()),
  marks_unattempted: z.optional(z.string()),
  question_pdf: z.optional(z.string()),
  explanation_pdf: z.optional(z.string()),
  languages: z.optional(z.string().check(z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/))),
  discussion_video_url: z.optional(z.string()),
  position: z.optional(z.int()),
  is_published: z.optional(z.boolean()),
  opens_at: z.optional(z.string()),
  closes_at: z.optional(z.string()),
  challenge_days: z.optional(z.int()),
  csat_test_id: z.optional(z.int()),
  qualifying_percent: z.optional(z.int()),
  confirm: z.optional(z.enum(['1'])),
});

/**
 * Created.
 */
export const zAdminCreatePrelimsTestsResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    library_id: z.nullish(z.int()),
    name: z.optional(z.string()),
    slug: z.optional(z.string()),
    description: z.optional(z.string()),
    duration_minutes: z.nullish(z.int()),
    total_marks: z.nullish(z.int()),
    total_attempts: z.nullish(z.int()),
    marks_correct: z.nullish(z.number()),
    marks_incorrect: z.nullish(z.number()),
    marks_unattempted: z.nullish(z.number()),
    question_pdf: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    explanation_pdf: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    languages: z.optional(z.string().check(z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/))),
    discussion_video_url: z.optional(z.string()),
    position: z.nullish(z.int()),
    is_published: z.optional(z.boolean()),
    opens_at: z.nullish(z.iso.datetime({ offset: true })),
    closes_at: z.nullish(z.iso.datetime({ offset: true })),
    challenge_days: z.nullish(z.int()),
    csat_test_id: z.nullish(z.int()),
    qualifying_percent: z.nullish(z.int()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
    attempt_count: z.optional(z.unknown()),
    discussion_file_name: z.optional(z.unknown()),
    discussion_file_size: z.optional(z.unknown()),
    discussion_file_type: z.optional(z.unknown()),
    question_count: z.optional(z.unknown()),
  }),
});

export const zAdminDeletePrelimsTestsPath = z.object({
  id: z.int(),
});

/**
 * Done.
 */
export const zAdminDeletePrelimsTestsResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

export const zAdminGetPrelimsTestsPath = z.object({
  id: z.int(),
});

/**
 * The record.
 */
export const zAdminGetPrelimsTestsResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    library_id: z.nullish(z.int()),
    name: z.optional(z.string()),
    slug: z.optional(z.string()),
    description: z.optional(z.string()),
    duration_minutes: z.nullish(z.int()),
    total_marks: z.nullish(z.int()),
    total_attempts: z.nullish(z.int()),
    marks_correct: z.nullish(z.number()),
    marks_incorrect: z.nullish(z.number()),
    marks_unattempted: z.nullish(z.number()),
    question_pdf: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    explanation_pdf: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    languages: z.optional(z.string().check(z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/))),
    discussion_video_url: z.optional(z.string()),
    position: z.nullish(z.int()),
    is_published: z.optional(z.boolean()),
    opens_at: z.nullish(z.iso.datetime({ offset: true })),
    closes_at: z.nullish(z.iso.datetime({ offset: true })),
    challenge_days: z.nullish(z.int()),
    csat_test_id: z.nullish(z.int()),
    qualifying_percent: z.nullish(z.int()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
    attempt_count: z.optional(z.unknown()),
    discussion_file_name: z.optional(z.unknown()),
    discussion_file_size: z.optional(z.unknown()),
    discussion_file_type: z.optional(z.unknown()),
    question_count: z.optional(z.unknown()),
  }),
});

/**
 * Required on create: library_id, name, slug, duration_minutes, total_marks, total_attempts, marks_correct, marks_incorrect, marks_unattempted.
 */
export const zAdminUpdatePrelimsTestsBody = z.object({
  library_id: z.optional(z.int()),
  name: z.optional(z.string()),
  slug: z.optional(z.string()),
  description: z.optional(z.string()),
  duration_minutes: z.optional(z.int()),
  total_marks: z.optional(z.int()),
  total_attempts: z.optional(z.int()),
  marks_correct: z.optional(z.string()),
  marks_incorrect: z.optional(z.string()),
  marks_unattempted: z.optional(z.string()),
  question_pdf: z.optional(z.string()),
  explanation_pdf: z.optional(z.string()),
  languages: z.optional(z.string().check(z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/))),
  discussion_video_url: z.optional(z.string()),
  position: z.optional(z.int()),
  is_published: z.optional(z.boolean()),
  opens_at: z.optional(z.string()),
  closes_at: z.optional(z.string()),
  challenge_days: z.optional(z.int()),
  csat_test_id: z.optional(z.int()),
  qualifying_percent: z.optional(z.int()),
  confirm: z.optional(z.enum(['1'])),
});

export const zAdminUpdatePrelimsTestsPath = z.object({
  id: z.int(),
});

/**
 * The changed record.
 */
export const zAdminUpdatePrelimsTestsResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    library_id: z.nullish(z.int()),
    name: z.optional(z.string()),
    slug: z.optional(z.string()),
    description: z.optional(z.string()),
    duration_minutes: z.nullish(z.int()),
    total_marks: z.nullish(z.int()),
    total_attempts: z.nullish(z.int()),
    marks_correct: z.nullish(z.number()),
    marks_incorrect: z.nullish(z.number()),
    marks_unattempted: z.nullish(z.number()),
    question_pdf: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    explanation_pdf: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    languages: z.optional(z.string().check(z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/))),
    discussion_video_url: z.optional(z.string()),
    position: z.nullish(z.int()),
    is_published: z.optional(z.boolean()),
    opens_at: z.nullish(z.iso.datetime({ offset: true })),
    closes_at: z.nullish(z.iso.datetime({ offset: true })),
    challenge_days: z.nullish(z.int()),
    csat_test_id: z.nullish(z.int()),
    qualifying_percent: z.nullish(z.int()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
    attempt_count: z.optional(z.unknown()),
    discussion_file_name: z.optional(z.unknown()),
    discussion_file_size: z.optional(z.unknown()),
    discussion_file_type: z.optional(z.unknown()),
    question_count: z.optional(z.unknown()),
  }),
});

/**
 * A page of records.
 */
export const zAdminListMainsTestsResponse = z.object({
  status: z.literal(200),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  items: z.array(
    z.object({
      id: z.int(),
      library_id: z.nullish(z.int()),
      name: z.optional(z.string()),
      is_daily: z.optional(z.boolean()),
      question_text: z.optional(z.string()),
      paper: z.optional(z.enum(['', 'gs1', 'gs2', 'gs3', 'gs4', 'essay', 'optional'])),
      directive_word: z.optional(
        z.enum([
          '',
          'discuss',
          'examine',
          'critically-examine',
          'analyse',
          'critically-analyse',
          'evaluate',
          'comment',
          'explain',
          'elucidate',
          'describe',
          'justify',
          'illustrate',
        ]),
      ),
      word_limit: z.nullish(z.int()),
      description: z.optional(z.string()),
      starts_at: z.nullish(z.iso.datetime({ offset: true })),
      ends_at: z.nullish(z.iso.datetime({ offset: true })),
      maximum_score: z.nullish(z.int()),
      question_structure: z.optional(z.string()),
      question_pdf: z.nullish(
        z.object({
          id: z.int(),
          key: z.string(),
        }),
      ),
      model_answer_pdf: z.nullish(
        z.object({
          id: z.int(),
          key: z.string(),
        }),
      ),
      languages: z.optional(z.string().check(z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/))),
      discussion_video_url: z.optional(z.string()),
      position: z.nullish(z.int()),
      show_enquiry: z.optional(z.boolean()),
      is_published: z.optional(z.boolean()),
      created_at: z.optional(z.iso.datetime({ offset: true })),
      updated_at: z.optional(z.iso.datetime({ offset: true })),
      answers_pending: z.optional(z.unknown()),
      discussion_file_name: z.optional(z.unknown()),
      discussion_file_size: z.optional(z.unknown()),
      discussion_file_type: z.optional(z.unknown()),
    }),
  ),
});

/**
 * Required on create: library_id, name, starts_at, ends_at, maximum_score.
 */
export const zAdminCreateMainsTestsBody = z.object({
  library_id: z.optional(z.int()),
  name: z.optional(z.string()),
  is_daily: z.optional(z.boolean()),
  question_text: z.optional(z.string()),
  paper: z.optional(z.enum(['', 'gs1', 'gs2', 'gs3', 'gs4', 'essay', 'optional'])),
  directive_word: z.optional(
    z.enum([
      '',
      'discuss',
      'examine',
      'critically-examine',
      'analyse',
      'critically-analyse',
      'evaluate',
      'comment',
      'explain',
      'elucidate',
      'describe',
      'justify',
      'illustrate',
    ]),
  ),
  word_limit: z.optional(z.int()),
  description: z.optional(z.string()),
  starts_at: z.optional(z.string()),
  ends_at: z.optional(z.string()),
  maximum_score: z.optional(z.int()),
  question_structure: z.optional(z.string()),
  question_pdf: z.optional(z.string()),
  model_answer_pdf: z.optional(z.string()),
  languages: z.optional(z.string().check(z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/))),
  discussion_video_url: z.optional(z.string()),
  position: z.optional(z.int()),
  show_enquiry: z.optional(z.boolean()),
  is_published: z.optional(z.boolean()),
  confirm: z.optional(z.enum(['1'])),
});

/**
 * Created.
 */
export const zAdminCreateMainsTestsResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    library_id: z.nullish(z.int()),
    name: z.optional(z.string()),
    is_daily: z.optional(z.boolean()),
    question_text: z.optional(z.string()),
    paper: z.optional(z.enum(['', 'gs1', 'gs2', 'gs3', 'gs4', 'essay', 'optional'])),
    directive_word: z.optional(
      z.enum([
        '',
        'discuss',
        'examine',
        'critically-examine',
        'analyse',
        'critically-analyse',
        'evaluate',
        'comment',
        'explain',
        'elucidate',
        'describe',
        'justify',
        'illustrate',
      ]),
    ),
    word_limit: z.nullish(z.int()),
    description: z.optional(z.string()),
    starts_at: z.nullish(z.iso.datetime({ offset: true })),
    ends_at: z.nullish(z.iso.datetime({ offset: true })),
    maximum_score: z.nullish(z.int()),
    question_structure: z.optional(z.string()),
    question_pdf: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    model_answer_pdf: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    languages: z.optional(z.string().check(z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/))),
    discussion_video_url: z.optional(z.string()),
    position: z.nullish(z.int()),
    show_enquiry: z.optional(z.boolean()),
    is_published: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
    answers_pending: z.optional(z.unknown()),
    discussion_file_name: z.optional(z.unknown()),
    discussion_file_size: z.optional(z.unknown()),
    discussion_file_type: z.optional(z.unknown()),
  }),
});

export const zAdminDeleteMainsTestsPath = z.object({
  id: z.int(),
});

/**
 * Done.
 */
export const zAdminDeleteMainsTestsResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

export const zAdminGetMainsTestsPath = z.object({
  id: z.int(),
});

/**
 * The record.
 */
export const zAdminGetMainsTestsResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    library_id: z.nullish(z.int()),
    name: z.optional(z.string()),
    is_daily: z.optional(z.boolean()),
    question_text: z.optional(z.string()),
    paper: z.optional(z.enum(['', 'gs1', 'gs2', 'gs3', 'gs4', 'essay', 'optional'])),
    directive_word: z.optional(
      z.enum([
        '',
        'discuss',
        'examine',
        'critically-examine',
        'analyse',
        'critically-analyse',
        'evaluate',
        'comment',
        'explain',
        'elucidate',
        'describe',
        'justify',
        'illustrate',
      ]),
    ),
    word_limit: z.nullish(z.int()),
    description: z.optional(z.string()),
    starts_at: z.nullish(z.iso.datetime({ offset: true })),
    ends_at: z.nullish(z.iso.datetime({ offset: true })),
    maximum_score: z.nullish(z.int()),
    question_structure: z.optional(z.string()),
    question_pdf: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    model_answer_pdf: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    languages: z.optional(z.string().check(z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/))),
    discussion_video_url: z.optional(z.string()),
    position: z.nullish(z.int()),
    show_enquiry: z.optional(z.boolean()),
    is_published: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
    answers_pending: z.optional(z.unknown()),
    discussion_file_name: z.optional(z.unknown()),
    discussion_file_size: z.optional(z.unknown()),
    discussion_file_type: z.optional(z.unknown()),
  }),
});

/**
 * Required on create: library_id, name, starts_at, ends_at, maximum_score.
 */
export const zAdminUpdateMainsTestsBody = z.object({
  library_id: z.optional(z.int()),
  name: z.optional(z.string()),
  is_daily: z.optional(z.boolean()),
  question_text: z.optional(z.string()),
  paper: z.optional(z.enum(['', 'gs1', 'gs2', 'gs3', 'gs4', 'essay', 'optional'])),
  directive_word: z.optional(
    z.enum([
      '',
      'discuss',
      'examine',
      'critically-examine',
      'analyse',
      'critically-analyse',
      'evaluate',
      'comment',
      'explain',
      'elucidate',
      'describe',
      'justify',
      'illustrate',
    ]),
  ),
  word_limit: z.optional(z.int()),
  description: z.optional(z.string()),
  starts_at: z.optional(z.string()),
  ends_at: z.optional(z.string()),
  maximum_score: z.optional(z.int()),
  question_structure: z.optional(z.string()),
  question_pdf: z.optional(z.string()),
  model_answer_pdf: z.optional(z.string()),
  languages: z.optional(z.string().check(z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/))),
  discussion_video_url: z.optional(z.string()),
  position: z.optional(z.int()),
  show_enquiry: z.optional(z.boolean()),
  is_published: z.optional(z.boolean()),
  confirm: z.optional(z.enum(['1'])),
});

export const zAdminUpdateMainsTestsPath = z.object({
  id: z.int(),
});

/**
 * The changed record.
 */
export const zAdminUpdateMainsTestsResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    library_id: z.nullish(z.int()),
    name: z.optional(z.string()),
    is_daily: z.optional(z.boolean()),
    question_text: z.optional(z.string()),
    paper: z.optional(z.enum(['', 'gs1', 'gs2', 'gs3', 'gs4', 'essay', 'optional'])),
    directive_word: z.optional(
      z.enum([
        '',
        'discuss',
        'examine',
        'critically-examine',
        'analyse',
        'critically-analyse',
        'evaluate',
        'comment',
        'explain',
        'elucidate',
        'describe',
        'justify',
        'illustrate',
      ]),
    ),
    word_limit: z.nullish(z.int()),
    description: z.optional(z.string()),
    starts_at: z.nullish(z.iso.datetime({ offset: true })),
    ends_at: z.nullish(z.iso.datetime({ offset: true })),
    maximum_score: z.nullish(z.int()),
    question_structure: z.optional(z.string()),
    question_pdf: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    model_answer_pdf: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    languages: z.optional(z.string().check(z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/))),
    discussion_video_url: z.optional(z.string()),
    position: z.nullish(z.int()),
    show_enquiry: z.optional(z.boolean()),
    is_published: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
    answers_pending: z.optional(z.unknown()),
    discussion_file_name: z.optional(z.unknown()),
    discussion_file_size: z.optional(z.unknown()),
    discussion_file_type: z.optional(z.unknown()),
  }),
});

/**
 * A page of records.
 */
export const zAdminListVideosResponse = z.object({
  status: z.literal(200),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  items: z.array(
    z.object({
      id: z.int(),
      library_id: z.nullish(z.int()),
      name: z.optional(z.string()),
      description: z.optional(z.string()),
      video_url: z.optional(z.string()),
      duration_seconds: z.nullish(z.int()),
      poster: z.nullish(
        z.object({
          id: z.int(),
          key: z.string(),
        }),
      ),
      pdf: z.nullish(
        z.object({
          id: z.int(),
          key: z.string(),
        }),
      ),
      languages: z.optional(z.string().check(z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/))),
      position: z.nullish(z.int()),
      is_published: z.optional(z.boolean()),
      created_at: z.optional(z.iso.datetime({ offset: true })),
      updated_at: z.optional(z.iso.datetime({ offset: true })),
      video_file_name: z.optional(z.unknown()),
      video_file_size: z.optional(z.unknown()),
      video_file_type: z.optional(z.unknown()),
    }),
  ),
});

/**
 * Required on create: library_id, name.
 */
export const zAdminCreateVideosBody = z.object({
  library_id: z.optional(z.int()),
  name: z.optional(z.string()),
  description: z.optional(z.string()),
  video_url: z.optional(z.string()),
  duration_seconds: z.optional(z.int()),
  poster: z.optional(z.string()),
  pdf: z.optional(z.string()),
  languages: z.optional(z.string().check(z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/))),
  position: z.optional(z.int()),
  is_published: z.optional(z.boolean()),
});

/**
 * Created.
 */
export const zAdminCreateVideosResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    library_id: z.nullish(z.int()),
    name: z.optional(z.string()),
    description: z.optional(z.string()),
    video_url: z.optional(z.string()),
    duration_seconds: z.nullish(z.int()),
    poster: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    pdf: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    languages: z.optional(z.string().check(z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/))),
    position: z.nullish(z.int()),
    is_published: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
    video_file_name: z.optional(z.unknown()),
    video_file_size: z.optional(z.unknown()),
    video_file_type: z.optional(z.unknown()),
  }),
});

export const zAdminDeleteVideosPath = z.object({
  id: z.int(),
});

/**
 * Done.
 */
export const zAdminDeleteVideosResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

export const zAdminGetVideosPath = z.object({
  id: z.int(),
});

/**
 * The record.
 */
export const zAdminGetVideosResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    library_id: z.nullish(z.int()),
    name: z.optional(z.string()),
    description: z.optional(z.string()),
    video_url: z.optional(z.string()),
    duration_seconds: z.nullish(z.int()),
    poster: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    pdf: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    languages: z.optional(z.string().check(z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/))),
    position: z.nullish(z.int()),
    is_published: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
    video_file_name: z.optional(z.unknown()),
    video_file_size: z.optional(z.unknown()),
    video_file_type: z.optional(z.unknown()),
  }),
});

/**
 * Required on create: library_id, name.
 */
export const zAdminUpdateVideosBody = z.object({
  library_id: z.optional(z.int()),
  name: z.optional(z.string()),
  description: z.optional(z.string()),
  video_url: z.optional(z.string()),
  duration_seconds: z.optional(z.int()),
  poster: z.optional(z.string()),
  pdf: z.optional(z.string()),
  languages: z.optional(z.string().check(z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/))),
  position: z.optional(z.int()),
  is_published: z.optional(z.boolean()),
});

export const zAdminUpdateVideosPath = z.object({
  id: z.int(),
});

/**
 * The changed record.
 */
export const zAdminUpdateVideosResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    library_id: z.nullish(z.int()),
    name: z.optional(z.string()),
    description: z.optional(z.string()),
    video_url: z.optional(z.string()),
    duration_seconds: z.nullish(z.int()),
    poster: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    pdf: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    languages: z.optional(z.string().check(z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/))),
    position: z.nullish(z.int()),
    is_published: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
    video_file_name: z.optional(z.unknown()),
    video_file_size: z.optional(z.unknown()),
    video_file_type: z.optional(z.unknown()),
  }),
});

/**
 * A page of records.
 */
export const zAdminListCarouselsResponse = z.object({
  status: z.literal(200),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  items: z.array(
    z.object({
      id: z.int(),
      image: z.nullish(
        z.object({
          id: z.int(),
          key: z.string(),
        }),
      ),
      title: z.optional(z.string()),
      redirect_url: z.optional(z.string()),
      position: z.nullish(z.int()),
      is_active: z.optional(z.boolean()),
      created_at: z.optional(z.iso.datetime({ offset: true })),
      updated_at: z.optional(z.iso.datetime({ offset: true })),
    }),
  ),
});

/**
 * Required on create: image, title.
 */
export const zAdminCreateCarouselsBody = z.object({
  image: z.optional(z.string()),
  title: z.optional(z.string()),
  redirect_url: z.optional(z.string()),
  position: z.optional(z.int()),
  is_active: z.optional(z.boolean()),
});

/**
 * Created.
 */
export const zAdminCreateCarouselsResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    image: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    title: z.optional(z.string()),
    redirect_url: z.optional(z.string()),
    position: z.nullish(z.int()),
    is_active: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
  }),
});

export const zAdminDeleteCarouselsPath = z.object({
  id: z.int(),
});

/**
 * Done.
 */
export const zAdminDeleteCarouselsResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

export const zAdminGetCarouselsPath = z.object({
  id: z.int(),
});

/**
 * The record.
 */
export const zAdminGetCarouselsResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    image: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    title: z.optional(z.string()),
    redirect_url: z.optional(z.string()),
    position: z.nullish(z.int()),
    is_active: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
  }),
});

/**
 * Required on create: image, title.
 */
export const zAdminUpdateCarouselsBody = z.object({
  image: z.optional(z.string()),
  title: z.optional(z.string()),
  redirect_url: z.optional(z.string()),
  position: z.optional(z.int()),
  is_active: z.optional(z.boolean()),
});

export const zAdminUpdateCarouselsPath = z.object({
  id: z.int(),
});

/**
 * The changed record.
 */
export const zAdminUpdateCarouselsResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    image: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    title: z.optional(z.string()),
    redirect_url: z.optional(z.string()),
    position: z.nullish(z.int()),
    is_active: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
  }),
});

/**
 * A page of records.
 */
export const zAdminListBannersResponse = z.object({
  status: z.literal(200),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  items: z.array(
    z.object({
      id: z.int(),
      content: z.optional(z.string()),
      redirect_url: z.optional(z.string()),
      start_date: z.nullish(z.iso.datetime({ offset: true })),
      end_date: z.nullish(z.iso.datetime({ offset: true })),
      position: z.nullish(z.int()),
      is_active: z.optional(z.boolean()),
      created_at: z.optional(z.iso.datetime({ offset: true })),
      updated_at: z.optional(z.iso.datetime({ offset: true })),
      translations: z.optional(z.record(z.string(), z.record(z.string(), z.string()))),
    }),
  ),
});

/**
 * Required on create: content, start_date, end_date.
 */
export const zAdminCreateBannersBody = z.object({
  content: z.optional(z.string()),
  redirect_url: z.optional(z.string()),
  start_date: z.optional(z.string()),
  end_date: z.optional(z.string()),
  position: z.optional(z.int()),
  is_active: z.optional(z.boolean()),
  'translations.hi.content': z.optional(z.string()),
  'translations.mr.content': z.optional(z.string()),
  translations: z.optional(z.record(z.string(), z.record(z.string(), z.string()))),
});

/**
 * Created.
 */
export const zAdminCreateBannersResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    content: z.optional(z.string()),
    redirect_url: z.optional(z.string()),
    start_date: z.nullish(z.iso.datetime({ offset: true })),
    end_date: z.nullish(z.iso.datetime({ offset: true })),
    position: z.nullish(z.int()),
    is_active: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
    translations: z.optional(z.record(z.string(), z.record(z.string(), z.string()))),
  }),
});

export const zAdminDeleteBannersPath = z.object({
  id: z.int(),
});

/**
 * Done.
 */
export const zAdminDeleteBannersResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

export const zAdminGetBannersPath = z.object({
  id: z.int(),
});

/**
 * The record.
 */
export const zAdminGetBannersResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    content: z.optional(z.string()),
    redirect_url: z.optional(z.string()),
    start_date: z.nullish(z.iso.datetime({ offset: true })),
    end_date: z.nullish(z.iso.datetime({ offset: true })),
    position: z.nullish(z.int()),
    is_active: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
    translations: z.optional(z.record(z.string(), z.record(z.string(), z.string()))),
  }),
});

/**
 * Required on create: content, start_date, end_date.
 */
export const zAdminUpdateBannersBody = z.object({
  content: z.optional(z.string()),
  redirect_url: z.optional(z.string()),
  start_date: z.optional(z.string()),
  end_date: z.optional(z.string()),
  position: z.optional(z.int()),
  is_active: z.optional(z.boolean()),
  'translations.hi.content': z.optional(z.string()),
  'translations.mr.content': z.optional(z.string()),
  translations: z.optional(z.record(z.string(), z.record(z.string(), z.string()))),
});

export const zAdminUpdateBannersPath = z.object({
  id: z.int(),
});

/**
 * The changed record.
 */
export const zAdminUpdateBannersResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    content: z.optional(z.string()),
    redirect_url: z.optional(z.string()),
    start_date: z.nullish(z.iso.datetime({ offset: true })),
    end_date: z.nullish(z.iso.datetime({ offset: true })),
    position: z.nullish(z.int()),
    is_active: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
    translations: z.optional(z.record(z.string(), z.record(z.string(), z.string()))),
  }),
});

/**
 * A page of records.
 */
export const zAdminListOfferingsResponse = z.object({
  status: z.literal(200),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  items: z.array(
    z.object({
      id: z.int(),
      title: z.optional(z.string()),
      redirect_url: z.optional(z.string()),
      position: z.nullish(z.int()),
      is_active: z.optional(z.boolean()),
      created_at: z.optional(z.iso.datetime({ offset: true })),
      updated_at: z.optional(z.iso.datetime({ offset: true })),
    }),
  ),
});

/**
 * Required on create: title.
 */
export const zAdminCreateOfferingsBody = z.object({
  title: z.optional(z.string()),
  redirect_url: z.optional(z.string()),
  position: z.optional(z.int()),
  is_active: z.optional(z.boolean()),
});

/**
 * Created.
 */
export const zAdminCreateOfferingsResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    title: z.optional(z.string()),
    redirect_url: z.optional(z.string()),
    position: z.nullish(z.int()),
    is_active: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
  }),
});

export const zAdminDeleteOfferingsPath = z.object({
  id: z.int(),
});

/**
 * Done.
 */
export const zAdminDeleteOfferingsResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

export const zAdminGetOfferingsPath = z.object({
  id: z.int(),
});

/**
 * The record.
 */
export const zAdminGetOfferingsResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    title: z.optional(z.string()),
    redirect_url: z.optional(z.string()),
    position: z.nullish(z.int()),
    is_active: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
  }),
});

/**
 * Required on create: title.
 */
export const zAdminUpdateOfferingsBody = z.object({
  title: z.optional(z.string()),
  redirect_url: z.optional(z.string()),
  position: z.optional(z.int()),
  is_active: z.optional(z.boolean()),
});

export const zAdminUpdateOfferingsPath = z.object({
  id: z.int(),
});

/**
 * The changed record.
 */
export const zAdminUpdateOfferingsResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    title: z.optional(z.string()),
    redirect_url: z.optional(z.string()),
    position: z.nullish(z.int()),
    is_active: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
  }),
});

/**
 * A page of records.
 */
export const zAdminListTestimonialsResponse = z.object({
  status: z.literal(200),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  items: z.array(
    z.object({
      id: z.int(),
      name: z.optional(z.string()),
      rank: z.optional(z.string()),
      year: z.optional(z.string()),
      youtube_video_id: z.optional(z.string()),
      image: z.nullish(
        z.object({
          id: z.int(),
          key: z.string(),
        }),
      ),
      position: z.nullish(z.int()),
      is_active: z.optional(z.boolean()),
      created_at: z.optional(z.iso.datetime({ offset: true })),
      updated_at: z.optional(z.iso.datetime({ offset: true })),
    }),
  ),
});

/**
 * Required on create: name.
 */
export const zAdminCreateTestimonialsBody = z.object({
  name: z.optional(z.string()),
  rank: z.optional(z.string()),
  year: z.optional(z.string()),
  youtube_video_id: z.optional(z.string()),
  image: z.optional(z.string()),
  position: z.optional(z.int()),
  is_active: z.optional(z.boolean()),
});

/**
 * Created.
 */
export const zAdminCreateTestimonialsResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    name: z.optional(z.string()),
    rank: z.optional(z.string()),
    year: z.optional(z.string()),
    youtube_video_id: z.optional(z.string()),
    image: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    position: z.nullish(z.int()),
    is_active: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
  }),
});

export const zAdminDeleteTestimonialsPath = z.object({
  id: z.int(),
});

/**
 * Done.
 */
export const zAdminDeleteTestimonialsResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

export const zAdminGetTestimonialsPath = z.object({
  id: z.int(),
});

/**
 * The record.
 */
export const zAdminGetTestimonialsResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    name: z.optional(z.string()),
    rank: z.optional(z.string()),
    year: z.optional(z.string()),
    youtube_video_id: z.optional(z.string()),
    image: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    position: z.nullish(z.int()),
    is_active: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
  }),
});

/**
 * Required on create: name.
 */
export const zAdminUpdateTestimonialsBody = z.object({
  name: z.optional(z.string()),
  rank: z.optional(z.string()),
  year: z.optional(z.string()),
  youtube_video_id: z.optional(z.string()),
  image: z.optional(z.string()),
  position: z.optional(z.int()),
  is_active: z.optional(z.boolean()),
});

export const zAdminUpdateTestimonialsPath = z.object({
  id: z.int(),
});

/**
 * The changed record.
 */
export const zAdminUpdateTestimonialsResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    name: z.optional(z.string()),
    rank: z.optional(z.string()),
    year: z.optional(z.string()),
    youtube_video_id: z.optional(z.string()),
    image: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    position: z.nullish(z.int()),
    is_active: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
  }),
});

/**
 * A page of records.
 */
export const zAdminListTopPerformersResponse = z.object({
  status: z.literal(200),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  items: z.array(
    z.object({
      id: z.int(),
      title: z.optional(z.string()),
      desktop_image: z.nullish(
        z.object({
          id: z.int(),
          key: z.string(),
        }),
      ),
      mobile_image: z.nullish(
        z.object({
          id: z.int(),
          key: z.string(),
        }),
      ),
      position: z.nullish(z.int()),
      is_active: z.optional(z.boolean()),
      created_at: z.optional(z.iso.datetime({ offset: true })),
      updated_at: z.optional(z.iso.datetime({ offset: true })),
    }),
  ),
});

/**
 * Required on create: title, desktop_image, mobile_image.
 */
export const zAdminCreateTopPerformersBody = z.object({
  title: z.optional(z.string()),
  desktop_image: z.optional(z.string()),
  mobile_image: z.optional(z.string()),
  position: z.optional(z.int()),
  is_active: z.optional(z.boolean()),
});

/**
 * Created.
 */
export const zAdminCreateTopPerformersResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    title: z.optional(z.string()),
    desktop_image: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    mobile_image: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    position: z.nullish(z.int()),
    is_active: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
  }),
});

export const zAdminDeleteTopPerformersPath = z.object({
  id: z.int(),
});

/**
 * Done.
 */
export const zAdminDeleteTopPerformersResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

export const zAdminGetTopPerformersPath = z.object({
  id: z.int(),
});

/**
 * The record.
 */
export const zAdminGetTopPerformersResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    title: z.optional(z.string()),
    desktop_image: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    mobile_image: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    position: z.nullish(z.int()),
    is_active: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
  }),
});

/**
 * Required on create: title, desktop_image, mobile_image.
 */
export const zAdminUpdateTopPerformersBody = z.object({
  title: z.optional(z.string()),
  desktop_image: z.optional(z.string()),
  mobile_image: z.optional(z.string()),
  position: z.optional(z.int()),
  is_active: z.optional(z.boolean()),
});

export const zAdminUpdateTopPerformersPath = z.object({
  id: z.int(),
});

/**
 * The changed record.
 */
export const zAdminUpdateTopPerformersResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    title: z.optional(z.string()),
    desktop_image: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    mobile_image: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    position: z.nullish(z.int()),
    is_active: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
  }),
});

/**
 * A page of records.
 */
export const zAdminListFaqsResponse = z.object({
  status: z.literal(200),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  items: z.array(
    z.object({
      id: z.int(),
      question: z.optional(z.string()),
      answer: z.optional(z.string()),
      position: z.nullish(z.int()),
      is_active: z.optional(z.boolean()),
      created_at: z.optional(z.iso.datetime({ offset: true })),
      updated_at: z.optional(z.iso.datetime({ offset: true })),
      translations: z.optional(z.record(z.string(), z.record(z.string(), z.string()))),
    }),
  ),
});

/**
 * Required on create: question, answer.
 */
export const zAdminCreateFaqsBody = z.object({
  question: z.optional(z.string()),
  answer: z.optional(z.string()),
  position: z.optional(z.int()),
  is_active: z.optional(z.boolean()),
  'translations.hi.question': z.optional(z.string()),
  'translations.hi.answer': z.optional(z.string()),
  'translations.mr.question': z.optional(z.string()),
  'translations.mr.answer': z.optional(z.string()),
  translations: z.optional(z.record(z.string(), z.record(z.string(), z.string()))),
});

/**
 * Created.
 */
export const zAdminCreateFaqsResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    question: z.optional(z.string()),
    answer: z.optional(z.string()),
    position: z.nullish(z.int()),
    is_active: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
    translations: z.optional(z.record(z.string(), z.record(z.string(), z.string()))),
  }),
});

export const zAdminDeleteFaqsPath = z.object({
  id: z.int(),
});

/**
 * Done.
 */
export const zAdminDeleteFaqsResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

export const zAdminGetFaqsPath = z.object({
  id: z.int(),
});

/**
 * The record.
 */
export const zAdminGetFaqsResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    question: z.optional(z.string()),
    answer: z.optional(z.string()),
    position: z.nullish(z.int()),
    is_active: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
    translations: z.optional(z.record(z.string(), z.record(z.string(), z.string()))),
  }),
});

/**
 * Required on create: question, answer.
 */
export const zAdminUpdateFaqsBody = z.object({
  question: z.optional(z.string()),
  answer: z.optional(z.string()),
  position: z.optional(z.int()),
  is_active: z.optional(z.boolean()),
  'translations.hi.question': z.optional(z.string()),
  'translations.hi.answer': z.optional(z.string()),
  'translations.mr.question': z.optional(z.string()),
  'translations.mr.answer': z.optional(z.string()),
  translations: z.optional(z.record(z.string(), z.record(z.string(), z.string()))),
});

export const zAdminUpdateFaqsPath = z.object({
  id: z.int(),
});

/**
 * The changed record.
 */
export const zAdminUpdateFaqsResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    question: z.optional(z.string()),
    answer: z.optional(z.string()),
    position: z.nullish(z.int()),
    is_active: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
    translations: z.optional(z.record(z.string(), z.record(z.string(), z.string()))),
  }),
});

/**
 * A page of records.
 */
export const zAdminListEnquiriesResponse = z.object({
  status: z.literal(200),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  items: z.array(
    z.object({
      id: z.int(),
      kind: z.optional(z.enum(['subscription', 'course'])),
      name: z.optional(z.string()),
      email: z.optional(z.string()),
      mobile: z.optional(z.string()),
      subscription_id: z.nullish(z.int()),
      course_name: z.optional(z.string()),
      city: z.optional(z.string()),
      upsc_attempted: z.optional(z.boolean()),
      status: z.optional(z.enum(['new', 'contacted', 'enrolled', 'closed'])),
      staff_notes: z.optional(z.string()),
      created_at: z.optional(z.iso.datetime({ offset: true })),
      updated_at: z.optional(z.iso.datetime({ offset: true })),
      subscription_name: z.optional(z.unknown()),
    }),
  ),
});

/**
 * Required on create: kind, name, email, mobile, status.
 */
export const zAdminCreateEnquiriesBody = z.object({
  kind: z.optional(z.enum(['subscription', 'course'])),
  name: z.optional(z.string()),
  email: z.optional(z.string()),
  mobile: z.optional(z.string()),
  subscription_id: z.optional(z.int()),
  course_name: z.optional(z.string()),
  city: z.optional(z.string()),
  upsc_attempted: z.optional(z.boolean()),
  status: z.optional(z.enum(['new', 'contacted', 'enrolled', 'closed'])),
  staff_notes: z.optional(z.string()),
});

/**
 * Created.
 */
export const zAdminCreateEnquiriesResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    kind: z.optional(z.enum(['subscription', 'course'])),
    name: z.optional(z.string()),
    email: z.optional(z.string()),
    mobile: z.optional(z.string()),
    subscription_id: z.nullish(z.int()),
    course_name: z.optional(z.string()),
    city: z.optional(z.string()),
    upsc_attempted: z.optional(z.boolean()),
    status: z.optional(z.enum(['new', 'contacted', 'enrolled', 'closed'])),
    staff_notes: z.optional(z.string()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
    subscription_name: z.optional(z.unknown()),
  }),
});

export const zAdminDeleteEnquiriesPath = z.object({
  id: z.int(),
});

/**
 * Done.
 */
export const zAdminDeleteEnquiriesResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

export const zAdminGetEnquiriesPath = z.object({
  id: z.int(),
});

/**
 * The record.
 */
export const zAdminGetEnquiriesResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    kind: z.optional(z.enum(['subscription', 'course'])),
    name: z.optional(z.string()),
    email: z.optional(z.string()),
    mobile: z.optional(z.string()),
    subscription_id: z.nullish(z.int()),
    course_name: z.optional(z.string()),
    city: z.optional(z.string()),
    upsc_attempted: z.optional(z.boolean()),
    status: z.optional(z.enum(['new', 'contacted', 'enrolled', 'closed'])),
    staff_notes: z.optional(z.string()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
    subscription_name: z.optional(z.unknown()),
  }),
});

/**
 * Required on create: kind, name, email, mobile, status.
 */
export const zAdminUpdateEnquiriesBody = z.object({
  kind: z.optional(z.enum(['subscription', 'course'])),
  name: z.optional(z.string()),
  email: z.optional(z.string()),
  mobile: z.optional(z.string()),
  subscription_id: z.optional(z.int()),
  course_name: z.optional(z.string()),
  city: z.optional(z.string()),
  upsc_attempted: z.optional(z.boolean()),
  status: z.optional(z.enum(['new', 'contacted', 'enrolled', 'closed'])),
  staff_notes: z.optional(z.string()),
});

export const zAdminUpdateEnquiriesPath = z.object({
  id: z.int(),
});

/**
 * The changed record.
 */
export const zAdminUpdateEnquiriesResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    kind: z.optional(z.enum(['subscription', 'course'])),
    name: z.optional(z.string()),
    email: z.optional(z.string()),
    mobile: z.optional(z.string()),
    subscription_id: z.nullish(z.int()),
    course_name: z.optional(z.string()),
    city: z.optional(z.string()),
    upsc_attempted: z.optional(z.boolean()),
    status: z.optional(z.enum(['new', 'contacted', 'enrolled', 'closed'])),
    staff_notes: z.optional(z.string()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
    subscription_name: z.optional(z.unknown()),
  }),
});

/**
 * A page of records.
 */
export const zAdminListPopoverAdsResponse = z.object({
  status: z.literal(200),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  items: z.array(
    z.object({
      id: z.int(),
      image: z.nullish(
        z.object({
          id: z.int(),
          key: z.string(),
        }),
      ),
      title: z.optional(z.string()),
      redirect_url: z.optional(z.string()),
      starts_at: z.nullish(z.iso.datetime({ offset: true })),
      ends_at: z.nullish(z.iso.datetime({ offset: true })),
      position: z.nullish(z.int()),
      is_active: z.optional(z.boolean()),
      created_at: z.optional(z.iso.datetime({ offset: true })),
      updated_at: z.optional(z.iso.datetime({ offset: true })),
    }),
  ),
});

/**
 * Required on create: image, title.
 */
export const zAdminCreatePopoverAdsBody = z.object({
  image: z.optional(z.string()),
  title: z.optional(z.string()),
  redirect_url: z.optional(z.string()),
  starts_at: z.optional(z.string()),
  ends_at: z.optional(z.string()),
  position: z.optional(z.int()),
  is_active: z.optional(z.boolean()),
});

/**
 * Created.
 */
export const zAdminCreatePopoverAdsResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    image: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    title: z.optional(z.string()),
    redirect_url: z.optional(z.string()),
    starts_at: z.nullish(z.iso.datetime({ offset: true })),
    ends_at: z.nullish(z.iso.datetime({ offset: true })),
    position: z.nullish(z.int()),
    is_active: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
  }),
});

export const zAdminDeletePopoverAdsPath = z.object({
  id: z.int(),
});

/**
 * Done.
 */
export const zAdminDeletePopoverAdsResponse = z.object({
  status: z.literal(200),
  message: z.string(),
});

export const zAdminGetPopoverAdsPath = z.object({
  id: z.int(),
});

/**
 * The record.
 */
export const zAdminGetPopoverAdsResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    image: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    title: z.optional(z.string()),
    redirect_url: z.optional(z.string()),
    starts_at: z.nullish(z.iso.datetime({ offset: true })),
    ends_at: z.nullish(z.iso.datetime({ offset: true })),
    position: z.nullish(z.int()),
    is_active: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
  }),
});

/**
 * Required on create: image, title.
 */
export const zAdminUpdatePopoverAdsBody = z.object({
  image: z.optional(z.string()),
  title: z.optional(z.string()),
  redirect_url: z.optional(z.string()),
  starts_at: z.optional(z.string()),
  ends_at: z.optional(z.string()),
  position: z.optional(z.int()),
  is_active: z.optional(z.boolean()),
});

export const zAdminUpdatePopoverAdsPath = z.object({
  id: z.int(),
});

/**
 * The changed record.
 */
export const zAdminUpdatePopoverAdsResponse = z.object({
  status: z.int(),
  item: z.object({
    id: z.int(),
    image: z.nullish(
      z.object({
        id: z.int(),
        key: z.string(),
      }),
    ),
    title: z.optional(z.string()),
    redirect_url: z.optional(z.string()),
    starts_at: z.nullish(z.iso.datetime({ offset: true })),
    ends_at: z.nullish(z.iso.datetime({ offset: true })),
    position: z.nullish(z.int()),
    is_active: z.optional(z.boolean()),
    created_at: z.optional(z.iso.datetime({ offset: true })),
    updated_at: z.optional(z.iso.datetime({ offset: true })),
  }),
});

export const zGetPublicFilePath = z.object({
  key: z.string(),
});

export const zGetPublicFileQuery = z.object({
  w: z.optional(z.int()),
});

/**
 * The key.
 */
export const zReceiptKeyResponse = z.object({
  status: z.literal(200),
  algorithm: z.literal('Ed25519'),
  publicKey: z.string(),
});

export const zVerifyReceiptBody = zReceipt;

/**
 * Whether the receipt is genuine and unchanged.
 */
export const zVerifyReceiptResponse = z.object({
  status: z.literal(200),
  valid: z.boolean(),
});

export const zRecordWebVitalsBody = z.object({
  page: z.optional(z.string()),
  metrics: z
    .array(
      z.object({
        name: z.enum(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']),
        value: z.number().check(z.gte(0)),
      }),
    )
    .check(z.minLength(1), z.maxLength(5)),
});

/**
 * Counted.
 */
export const zRecordWebVitalsResponse = z.void();

/**
 * Ready.
 */
export const zReadyResponse = z.object({
  status: z.optional(z.literal(200)),
  ok: z.optional(z.boolean()),
  database: z.optional(z.enum(['sqlite', 'postgres'])),
});
