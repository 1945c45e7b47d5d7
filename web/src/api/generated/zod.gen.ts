// Generated from docs/openapi.yaml by `npm run generate:api` (web/scripts/generate-api.mjs): do not edit.
// A change here comes from a change of docs/openapi.yaml; make test-web fails while the two disagree.

import * as z from 'zod/mini';

/**
 * An evaluation as the annotation screen holds it (docs/product.md, "Evaluating in the browser").
 */
export const zEvaluationWork = /*#__PURE__*/ z.object({
  annotations: /*#__PURE__*/ z.nullish(
    /*#__PURE__*/ z.array(
      /*#__PURE__*/ z.object({
        page: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
        x: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.number()),
        y: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.number()),
        width: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.number()),
        height: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.number()),
        kind: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['tick', 'cross', 'underline', 'highlight', 'comment'])),
        text: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      }),
    ),
  ),
  questionMarks: /*#__PURE__*/ z.nullish(
    /*#__PURE__*/ z.array(
      /*#__PURE__*/ z.object({
        question: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
        marks: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.number()),
        maximum: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.number()),
        rubric: /*#__PURE__*/ z.nullish(
          /*#__PURE__*/ z.array(
            /*#__PURE__*/ z.object({
              criterion: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
              marks: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.number()),
              maximum: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.number()),
            }),
          ),
        ),
      }),
    ),
  ),
  remarks: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
});

export const zMessageBody = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  message: /*#__PURE__*/ z.string(),
});

export const zDayCount = /*#__PURE__*/ z.object({
  day: /*#__PURE__*/ z.string(),
  count: /*#__PURE__*/ z.int(),
  amount: /*#__PURE__*/ z.number(),
});

/**
 * An account as staff list it, never its password hash.
 */
export const zAdminLearner = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
  uniqueId: /*#__PURE__*/ z.string(),
  name: /*#__PURE__*/ z.string(),
  email: /*#__PURE__*/ z.string(),
  mobile: /*#__PURE__*/ z.string(),
  role: /*#__PURE__*/ z.enum(['student', 'admin', 'evaluator']),
  city: /*#__PURE__*/ z.string(),
  targetYear: /*#__PURE__*/ z.string(),
  createdAt: /*#__PURE__*/ z.iso.datetime({ offset: true }),
  lastLoginAt: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.iso.datetime({ offset: true })),
  disabledAt: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.iso.datetime({ offset: true })),
});

/**
 * An account's entitlement to a subscription (docs/product.md, "A learner in the console").
 */
export const zAdminAccess = /*#__PURE__*/ z.object({
  subscriptionId: /*#__PURE__*/ z.int(),
  subscription: /*#__PURE__*/ z.string(),
  source: /*#__PURE__*/ z.enum(['payment', 'grant', 'demo']),
  startsAt: /*#__PURE__*/ z.iso.datetime({ offset: true }),
  expiresAt: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.iso.datetime({ offset: true })),
  revokedAt: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.iso.datetime({ offset: true })),
});

/**
 * An order as staff see it (docs/product.md, "Refunds").
 */
export const zAdminOrder = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
  reference: /*#__PURE__*/ z.string(),
  userId: /*#__PURE__*/ z.int(),
  email: /*#__PURE__*/ z.string(),
  subscription: /*#__PURE__*/ z.string(),
  amount: /*#__PURE__*/ z.number(),
  status: /*#__PURE__*/ z.enum(['created', 'paid', 'failed', 'cancelled']),
  provider: /*#__PURE__*/ z.string(),
  paymentId: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.string()),
  refundStatus: /*#__PURE__*/ z.enum(['none', 'flagged', 'refunded']),
  refundReason: /*#__PURE__*/ z.string(),
  createdAt: /*#__PURE__*/ z.iso.datetime({ offset: true }),
  paidAt: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.iso.datetime({ offset: true })),
});

/**
 * One write recorded in the audit log. Before and after are the record as JSON text ("null" when there was none); an admin who is to mark an answer again reads an evaluation's entries without who made them or what they held (docs/product.md, "Second marking").
 */
export const zAdminAuditEntry = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
  actor: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.string()),
  action: /*#__PURE__*/ z.string(),
  entity: /*#__PURE__*/ z.string(),
  entityId: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.int()),
  before: /*#__PURE__*/ z.string(),
  after: /*#__PURE__*/ z.string(),
  ip: /*#__PURE__*/ z.string(),
  at: /*#__PURE__*/ z.iso.datetime({ offset: true }),
});

export const zQuestionVersionInput = /*#__PURE__*/ z.object({
  description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  explanation: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  options: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.array(/*#__PURE__*/ z.string())),
});

export const zQuestionInput = /*#__PURE__*/ z.object({
  description: /*#__PURE__*/ z.string(),
  explanation: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  difficulty: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['easy', 'medium', 'hard'])),
  topic: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  options: /*#__PURE__*/ z
    .array(/*#__PURE__*/ z.string())
    .check(/*#__PURE__*/ z.minLength(2), /*#__PURE__*/ z.maxLength(6)),
  correct: /*#__PURE__*/ z.int(),
  translations: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), zQuestionVersionInput)),
});

/**
 * A question as learners read it: each text staff typed made HTML by the one rule of staff text (docs/product.md, "Staff text"), so the console shows exactly what the test screen will.
 */
export const zShownQuestion = /*#__PURE__*/ z.object({
  description: /*#__PURE__*/ z.string(),
  explanation: /*#__PURE__*/ z.string(),
  options: /*#__PURE__*/ z.array(/*#__PURE__*/ z.string()),
  translations: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.record(
      /*#__PURE__*/ z.string(),
      /*#__PURE__*/ z.object({
        description: /*#__PURE__*/ z.string(),
        explanation: /*#__PURE__*/ z.string(),
        options: /*#__PURE__*/ z.array(/*#__PURE__*/ z.string()),
      }),
    ),
  ),
});

export const zAdminQuestion = /*#__PURE__*/ z.intersection(
  zQuestionInput,
  /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    position: /*#__PURE__*/ z.int(),
    shown: zShownQuestion,
  }),
);

/**
 * An end of a live test's window (docs/product.md, "Live tests"), in UTC; null for a test without one.
 */
export const zWindowTime = /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.iso.datetime({ offset: true }));

/**
 * Where the server's clock stands in the test's window. none: no window, the test works as
 * any other. upcoming: nobody may start it yet (start and questions answer 409). open:
 * attempts are ranked and end at closes_at at the latest; the key, the explanations and the
 * rankings are held until then. closed: everything is open; new attempts are practice and
 * never ranked.
 *
 */
export const zWindowState = /*#__PURE__*/ z.enum(['none', 'upcoming', 'open', 'closed']);

/**
 * A question in the test's other languages, keyed by the language's code in the registry
 * (internal/platform/locale/languages.json), such as hi or mr: every language the test is set
 * in after its first, for which the question has a version (docs/product.md, "Languages of a
 * test"). The options have the same ids as the main ones, so an answer is one answer in every
 * language. The explanation comes in the review only. Left out for a question without one.
 *
 */
export const zQuestionTranslations = /*#__PURE__*/ z.record(
  /*#__PURE__*/ z.string(),
  /*#__PURE__*/ z.object({
    description: /*#__PURE__*/ z.string(),
    options: /*#__PURE__*/ z.array(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        text: /*#__PURE__*/ z.string(),
      }),
    ),
    explanation: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  }),
);

export const zAttemptSession = /*#__PURE__*/ z.object({
  attemptId: /*#__PURE__*/ z.int(),
  attemptKey: /*#__PURE__*/ z.string(),
  attemptNo: /*#__PURE__*/ z.int(),
  status: /*#__PURE__*/ z.enum(['open', 'submitted']),
  startedAt: /*#__PURE__*/ z.iso.datetime({ offset: true }),
  deadline: /*#__PURE__*/ z.iso.datetime({ offset: true }),
  serverNow: /*#__PURE__*/ z.iso.datetime({ offset: true }),
  remainingSeconds: /*#__PURE__*/ z.int(),
  ranked: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
  answersDueBy: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
  answers: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      questionId: /*#__PURE__*/ z.int(),
      selectedOption: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.int()),
      value: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      markedForReview: /*#__PURE__*/ z.boolean(),
      timeSpentMs: /*#__PURE__*/ z.int(),
      confidence: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['sure', 'fifty', 'guess'])),
    }),
  ),
});

export const zConfidenceAnalysis = /*#__PURE__*/ z.object({
  rows: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      tag: /*#__PURE__*/ z.enum(['sure', 'fifty', 'guess', 'untagged']),
      answered: /*#__PURE__*/ z.int(),
      correct: /*#__PURE__*/ z.int(),
      incorrect: /*#__PURE__*/ z.int(),
      accuracy: /*#__PURE__*/ z.number(),
      netMarks: /*#__PURE__*/ z.number(),
    }),
  ),
  tagged: /*#__PURE__*/ z.int(),
  scoreWithoutGuesses: /*#__PURE__*/ z.number(),
});

export const zQuestionReportInput = /*#__PURE__*/ z.object({
  kind: /*#__PURE__*/ z.enum(['wrong_key', 'translation', 'typo', 'other']),
  note: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string().check(/*#__PURE__*/ z.maxLength(1000))),
});

export const zKeyChallengeInput = /*#__PURE__*/ z.object({
  reason: /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.minLength(10), /*#__PURE__*/ z.maxLength(1000)),
});

/**
 * The caller's challenge of a question's key (null when none), with staff's decision.
 */
export const zKeyChallenge = /*#__PURE__*/ z.nullable(
  /*#__PURE__*/ z.object({
    status: /*#__PURE__*/ z.enum(['open', 'accepted', 'rejected']),
    reason: /*#__PURE__*/ z.string(),
    reply: /*#__PURE__*/ z.string(),
    createdAt: /*#__PURE__*/ z.iso.datetime({ offset: true }),
    decidedAt: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.iso.datetime({ offset: true })),
  }),
);

export const zKeyChallengeDecision = /*#__PURE__*/ z.object({
  decision: /*#__PURE__*/ z.enum(['accept', 'reject']),
  reply: /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.maxLength(1000)),
  correctOption: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  drop: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
});

export const zChallengedQuestion = /*#__PURE__*/ z.object({
  questionId: /*#__PURE__*/ z.int(),
  testId: /*#__PURE__*/ z.int(),
  testName: /*#__PURE__*/ z.string(),
  number: /*#__PURE__*/ z.int(),
  description: /*#__PURE__*/ z.string(),
  dropped: /*#__PURE__*/ z.boolean(),
  options: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      text: /*#__PURE__*/ z.string(),
      isCorrect: /*#__PURE__*/ z.boolean(),
    }),
  ),
  counts: /*#__PURE__*/ z.object({
    open: /*#__PURE__*/ z.int(),
    accepted: /*#__PURE__*/ z.int(),
    rejected: /*#__PURE__*/ z.int(),
  }),
  challenges: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      learnerName: /*#__PURE__*/ z.string(),
      learnerEmail: /*#__PURE__*/ z.string(),
      reason: /*#__PURE__*/ z.string(),
      status: /*#__PURE__*/ z.enum(['open', 'accepted', 'rejected']),
      reply: /*#__PURE__*/ z.string(),
      createdAt: /*#__PURE__*/ z.iso.datetime({ offset: true }),
      decidedAt: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    }),
  ),
});

/**
 * A learner's report of an error in a question, as they see it.
 */
export const zQuestionReport = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
  questionId: /*#__PURE__*/ z.int(),
  kind: /*#__PURE__*/ z.enum(['wrong_key', 'translation', 'typo', 'other']),
  note: /*#__PURE__*/ z.string(),
  status: /*#__PURE__*/ z.enum(['open', 'resolved', 'dismissed']),
  reply: /*#__PURE__*/ z.string(),
  createdAt: /*#__PURE__*/ z.iso.datetime({ offset: true }),
  updatedAt: /*#__PURE__*/ z.iso.datetime({ offset: true }),
  resolvedAt: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.iso.datetime({ offset: true })),
});

/**
 * How a test's takers did on a question (docs/product.md, "How others did").
 */
export const zQuestionStats = /*#__PURE__*/ z.object({
  attemptedPct: /*#__PURE__*/ z.number().check(/*#__PURE__*/ z.gte(0), /*#__PURE__*/ z.lte(100)),
  correctPct: /*#__PURE__*/ z.number().check(/*#__PURE__*/ z.gte(0), /*#__PURE__*/ z.lte(100)),
});

/**
 * A prelims test's item statistics, per question in the paper's order.
 */
export const zItemStats = /*#__PURE__*/ z.object({
  testId: /*#__PURE__*/ z.int(),
  takers: /*#__PURE__*/ z.int(),
  questions: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      questionId: /*#__PURE__*/ z.int(),
      number: /*#__PURE__*/ z.int(),
      topic: /*#__PURE__*/ z.string(),
      description: /*#__PURE__*/ z.string(),
      dropped: /*#__PURE__*/ z.boolean(),
      difficulty: /*#__PURE__*/ z.nullable(
        /*#__PURE__*/ z.number().check(/*#__PURE__*/ z.gte(0), /*#__PURE__*/ z.lte(1)),
      ),
      discrimination: /*#__PURE__*/ z.nullable(
        /*#__PURE__*/ z.number().check(/*#__PURE__*/ z.gte(-1), /*#__PURE__*/ z.lte(1)),
      ),
      attemptedPct: /*#__PURE__*/ z.number().check(/*#__PURE__*/ z.gte(0), /*#__PURE__*/ z.lte(100)),
      correctPct: /*#__PURE__*/ z.number().check(/*#__PURE__*/ z.gte(0), /*#__PURE__*/ z.lte(100)),
      options: /*#__PURE__*/ z.array(
        /*#__PURE__*/ z.object({
          optionId: /*#__PURE__*/ z.int(),
          label: /*#__PURE__*/ z.string(),
          text: /*#__PURE__*/ z.string(),
          isCorrect: /*#__PURE__*/ z.boolean(),
          chosenPct: /*#__PURE__*/ z.number().check(/*#__PURE__*/ z.gte(0), /*#__PURE__*/ z.lte(100)),
        }),
      ),
    }),
  ),
});

export const zQuestionReportClosing = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.enum(['resolved', 'dismissed']),
  reply: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string().check(/*#__PURE__*/ z.maxLength(1000))),
});

export const zReportedQuestion = /*#__PURE__*/ z.object({
  questionId: /*#__PURE__*/ z.int(),
  testId: /*#__PURE__*/ z.int(),
  testName: /*#__PURE__*/ z.string(),
  number: /*#__PURE__*/ z.int(),
  description: /*#__PURE__*/ z.string(),
  keyCorrectedAt: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.iso.datetime({ offset: true })),
  counts: /*#__PURE__*/ z.object({
    wrong_key: /*#__PURE__*/ z.int(),
    translation: /*#__PURE__*/ z.int(),
    typo: /*#__PURE__*/ z.int(),
    other: /*#__PURE__*/ z.int(),
  }),
  total: /*#__PURE__*/ z.int(),
  latestAt: /*#__PURE__*/ z.iso.datetime({ offset: true }),
  reports: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      kind: /*#__PURE__*/ z.enum(['wrong_key', 'translation', 'typo', 'other']),
      note: /*#__PURE__*/ z.string(),
      status: /*#__PURE__*/ z.enum(['open', 'resolved', 'dismissed']),
      reply: /*#__PURE__*/ z.string(),
      learnerName: /*#__PURE__*/ z.string(),
      learnerEmail: /*#__PURE__*/ z.string(),
      createdAt: /*#__PURE__*/ z.iso.datetime({ offset: true }),
      updatedAt: /*#__PURE__*/ z.iso.datetime({ offset: true }),
      resolvedBy: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.string()),
      resolvedAt: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.iso.datetime({ offset: true })),
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
export const zReceipt = /*#__PURE__*/ z.object({
  attemptId: /*#__PURE__*/ z.int(),
  testId: /*#__PURE__*/ z.int(),
  answersSha256: /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.regex(/^[0-9a-f]{64}$/)),
  submittedAt: /*#__PURE__*/ z.iso.datetime({ offset: true }),
  signature: /*#__PURE__*/ z.string(),
});

export const zSubmission = /*#__PURE__*/ z.object({
  attemptId: /*#__PURE__*/ z.int(),
  attemptNo: /*#__PURE__*/ z.int(),
  score: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.number()),
  correctAnswers: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.int()),
  incorrectAnswers: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.int()),
  unattemptedAnswers: /*#__PURE__*/ z.int(),
  totalQuestions: /*#__PURE__*/ z.int(),
  totalMarks: /*#__PURE__*/ z.int(),
  finishReason: /*#__PURE__*/ z.enum(['submitted', 'time_up', 'late']),
  rescoredAt: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
  scoreOpensAt: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
  receipt: /*#__PURE__*/ z.optional(zReceipt),
  lateAnswers: /*#__PURE__*/ z.int().check(/*#__PURE__*/ z.gte(0)),
});

/**
 * How a video kept by the site plays for the caller (docs/product.md, "Videos").
 */
export const zFilePlayback = /*#__PURE__*/ z.object({
  videoPlayBackUrl: /*#__PURE__*/ z.string(),
  kind: /*#__PURE__*/ z.literal('file'),
  contentType: /*#__PURE__*/ z.enum(['video/mp4', 'video/webm']),
  expiresAt: /*#__PURE__*/ z.iso.datetime({ offset: true }),
  watermark: /*#__PURE__*/ z.string(),
});

/**
 * A paid file as `{file_path}` (give it to the download call), or null when the caller may not have it.
 */
export const zFileRefOrNull = /*#__PURE__*/ z.nullable(
  /*#__PURE__*/ z.object({
    file_path: /*#__PURE__*/ z.string(),
  }),
);

/**
 * A section's slug (section_category), such as notes, prelims-tests, mains-tests,
 * video-courses, optionals or pcs: the sections are data (`GET /api/v1/modules/sections`).
 *
 */
export const zSectionSlug = /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/));

/**
 * Staff's texts of the record in the other languages of the registry, language then field
 * (the field's name as beside it), such as {"mr": {"name": "…"}}. A text missing here is read
 * in English, the text every record has (docs/product.md, "Languages of staff texts"); so one
 * answer serves every language and may be cached. HTML texts are made as their English is.
 *
 */
export const zStaffTranslations = /*#__PURE__*/ z.record(
  /*#__PURE__*/ z.string(),
  /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
);

export const zReview = /*#__PURE__*/ z.object({
  keysReleaseAt: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.iso.datetime({ offset: true })),
  challenges: /*#__PURE__*/ z.nullish(
    /*#__PURE__*/ z.object({
      opensAt: /*#__PURE__*/ z.iso.datetime({ offset: true }),
      closesAt: /*#__PURE__*/ z.iso.datetime({ offset: true }),
      open: /*#__PURE__*/ z.boolean(),
    }),
  ),
  keyChanges: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.array(
      /*#__PURE__*/ z.object({
        questionId: /*#__PURE__*/ z.int(),
        number: /*#__PURE__*/ z.int(),
        kind: /*#__PURE__*/ z.enum(['key_changed', 'dropped']),
        at: /*#__PURE__*/ z.iso.datetime({ offset: true }),
        reply: /*#__PURE__*/ z.string(),
      }),
    ),
  ),
  preview: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
  attempt: zSubmission,
  test: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    name: /*#__PURE__*/ z.string(),
    slug: /*#__PURE__*/ z.string(),
    total_marks: /*#__PURE__*/ z.int(),
    duration: /*#__PURE__*/ z.int(),
    translations: /*#__PURE__*/ z.optional(zStaffTranslations),
  }),
  questions: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      number: /*#__PURE__*/ z.int(),
      id: /*#__PURE__*/ z.int(),
      kind: /*#__PURE__*/ z.string(),
      value: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      correctValue: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      description: /*#__PURE__*/ z.string(),
      topic: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      difficulty: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      options: /*#__PURE__*/ z.array(
        /*#__PURE__*/ z.object({
          id: /*#__PURE__*/ z.int(),
          text: /*#__PURE__*/ z.string(),
        }),
      ),
      selectedOption: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.int()),
      correctOption: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.int()),
      outcome: /*#__PURE__*/ z.enum(['correct', 'incorrect', 'unattempted', 'answered', 'dropped']),
      dropped: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
      challenge: /*#__PURE__*/ z.optional(zKeyChallenge),
      explanation: /*#__PURE__*/ z.string(),
      timeSpentMs: /*#__PURE__*/ z.int(),
      markedForReview: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
      translations: /*#__PURE__*/ z.optional(zQuestionTranslations),
      keyCorrectedAt: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      report: /*#__PURE__*/ z.nullish(zQuestionReport),
      stats: /*#__PURE__*/ z.nullish(zQuestionStats),
    }),
  ),
  analysis: /*#__PURE__*/ z.object({
    score: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.number()),
    rank: /*#__PURE__*/ z.int(),
    participants: /*#__PURE__*/ z.int(),
    percentile: /*#__PURE__*/ z.number(),
    topperScore: /*#__PURE__*/ z.number(),
    averageScore: /*#__PURE__*/ z.number(),
    accuracy: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.number()),
    timeSpentMs: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
    ranked: /*#__PURE__*/ z.boolean(),
    staff: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    topics: /*#__PURE__*/ z.array(
      /*#__PURE__*/ z.object({
        topic: /*#__PURE__*/ z.string(),
        questions: /*#__PURE__*/ z.int(),
        correct: /*#__PURE__*/ z.int(),
        incorrect: /*#__PURE__*/ z.int(),
        unattempted: /*#__PURE__*/ z.int(),
        accuracy: /*#__PURE__*/ z.number(),
        timeSpentMs: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
      }),
    ),
    csat: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        testId: /*#__PURE__*/ z.int(),
        name: /*#__PURE__*/ z.string(),
        slug: /*#__PURE__*/ z.string(),
        totalMarks: /*#__PURE__*/ z.int(),
        qualifyingScore: /*#__PURE__*/ z.number(),
        score: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.number()),
        status: /*#__PURE__*/ z.enum(['qualified', 'not_qualified', 'not_taken']),
      }),
    ),
    qualifying: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        qualifyingScore: /*#__PURE__*/ z.number(),
        qualified: /*#__PURE__*/ z.boolean(),
      }),
    ),
    confidence: /*#__PURE__*/ z.nullish(zConfidenceAnalysis),
  }),
});

/**
 * One section of the site, as staff define it (a row of the categories table).
 */
export const zSection = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
  slug: zSectionSlug,
  name: /*#__PURE__*/ z.string(),
  translations: zStaffTranslations,
  title: /*#__PURE__*/ z.string(),
  description: /*#__PURE__*/ z.string(),
  libraryKind: /*#__PURE__*/ z.enum(['notes', 'tests', 'mains-tests', 'videos']),
  position: /*#__PURE__*/ z.int(),
});

export const zLibrary = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
  type: /*#__PURE__*/ z.enum(['notes', 'tests', 'mains-tests', 'videos']),
  name: /*#__PURE__*/ z.string(),
  count: /*#__PURE__*/ z.int(),
});

export const zOptionalType = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
  name: /*#__PURE__*/ z.string(),
  slug: /*#__PURE__*/ z.string(),
  optionalSubjectId: /*#__PURE__*/ z.int(),
  subscriptionCount: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
});

export const zOptionalSubject = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
  name: /*#__PURE__*/ z.string(),
  slug: /*#__PURE__*/ z.string(),
  description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  thumbnail: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
  modules: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.array(zOptionalType)),
});

export const zEnquiry = /*#__PURE__*/ z.object({
  name: /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.maxLength(100)),
  email: /*#__PURE__*/ z.email(),
  mobileNumber: /*#__PURE__*/ z.string(),
  subscriptionId: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  courseName: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string().check(/*#__PURE__*/ z.maxLength(200))),
  city: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string().check(/*#__PURE__*/ z.maxLength(100))),
  isUpscExamAttempted: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['yes', 'no'])),
});

export const zSignUp = /*#__PURE__*/ z.object({
  name: /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.maxLength(100)),
  email: /*#__PURE__*/ z.email(),
  password: /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.minLength(6)),
  target_year: /*#__PURE__*/ z._default(/*#__PURE__*/ z.string().check(/*#__PURE__*/ z.regex(/^[0-9]{4}$/)), '2026'),
  postal_address: /*#__PURE__*/ z.string(),
  landmark: /*#__PURE__*/ z.string(),
  city: /*#__PURE__*/ z.string(),
  state: /*#__PURE__*/ z.string(),
  pincode: /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.regex(/^[1-9][0-9]{5}$/)),
  mobile: /*#__PURE__*/ z.string(),
  alternate_mobile: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  optionalSubject: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
});

export const zCredentials = /*#__PURE__*/ z.object({
  email: /*#__PURE__*/ z.string(),
  password: /*#__PURE__*/ z.string(),
});

export const zEmailOnly = /*#__PURE__*/ z.object({
  email: /*#__PURE__*/ z.email(),
});

export const zPasswordReset = /*#__PURE__*/ z.object({
  token: /*#__PURE__*/ z.string(),
  password: /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.minLength(8)),
});

/**
 * `current_password` and `new_password` are accepted as other names.
 */
export const zPasswordChange = /*#__PURE__*/ z.object({
  currentPassword: /*#__PURE__*/ z.string(),
  newPassword: /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.minLength(8)),
});

export const zProfileUpdate = /*#__PURE__*/ z.object({
  targetYear: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  addressLine: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  landmark: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  city: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  state: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  pincode: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string().check(/*#__PURE__*/ z.regex(/^[1-9][0-9]{5}$/))),
  alternateMobileNo: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  mobileNo: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  optionalSubject: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  target_year: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  postal_address: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  alternate_mobile: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  mobile: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
});

/**
 * A language of the registry (internal/platform/locale/languages.json): en (English), hi
 * (Hindi), mr (Marathi). A code the registry does not have is refused with 400.
 *
 */
export const zLanguageCode = /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.regex(/^[a-z]{2,3}$/));

export const zLanguageChoice = /*#__PURE__*/ z.object({
  language: zLanguageCode,
});

/**
 * The user object the app keeps in local storage, plus the role.
 */
export const zUser = /*#__PURE__*/ z.object({
  name: /*#__PURE__*/ z.string(),
  email: /*#__PURE__*/ z.string(),
  unique_id: /*#__PURE__*/ z.string(),
  optionalSubject: /*#__PURE__*/ z.string(),
  target_year: /*#__PURE__*/ z.string(),
  postal_address: /*#__PURE__*/ z.string(),
  landmark: /*#__PURE__*/ z.string(),
  city: /*#__PURE__*/ z.string(),
  state: /*#__PURE__*/ z.string(),
  pincode: /*#__PURE__*/ z.string(),
  alternate_mobile: /*#__PURE__*/ z.string(),
  mobile: /*#__PURE__*/ z.string(),
  role: /*#__PURE__*/ z.enum(['student', 'admin', 'evaluator']),
  language: zLanguageCode,
});

export const zNotificationKind = /*#__PURE__*/ z.enum([
  'mock_opens',
  'answer_evaluated',
  'key_corrected',
  'subscription_expiring',
  'payment_succeeded',
]);

export const zNotification = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
  kind: zNotificationKind,
  title: /*#__PURE__*/ z.string(),
  body: /*#__PURE__*/ z.string(),
  link: /*#__PURE__*/ z.string(),
  createdAt: /*#__PURE__*/ z.iso.datetime({ offset: true }),
  readAt: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.iso.datetime({ offset: true })),
});

export const zNotificationPreference = /*#__PURE__*/ z.object({
  kind: zNotificationKind,
  email: /*#__PURE__*/ z.boolean(),
  text: /*#__PURE__*/ z.boolean(),
});

export const zNotificationPreferenceChange = /*#__PURE__*/ z.object({
  kind: zNotificationKind,
  channel: /*#__PURE__*/ z.enum(['email', 'text']),
  enabled: /*#__PURE__*/ z.boolean(),
});

/**
 * A live session of the caller, as the profile lists it.
 */
export const zDevice = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
  browser: /*#__PURE__*/ z.string(),
  os: /*#__PURE__*/ z.string(),
  kind: /*#__PURE__*/ z.enum(['phone', 'tablet', 'computer', '']),
  address: /*#__PURE__*/ z.string(),
  signedInAt: /*#__PURE__*/ z.iso.datetime({ offset: true }),
  lastSeenAt: /*#__PURE__*/ z.iso.datetime({ offset: true }),
  current: /*#__PURE__*/ z.boolean(),
});

export const zSessionBody = /*#__PURE__*/ z.object({
  session: /*#__PURE__*/ z.object({
    sessionToken: /*#__PURE__*/ z.string(),
  }),
  user: zUser,
  signedOutDevices: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.array(zDevice)),
});

export const zProfile = /*#__PURE__*/ z.object({
  basicDetails: /*#__PURE__*/ z.object({
    name: /*#__PURE__*/ z.string(),
    email: /*#__PURE__*/ z.string(),
    mobileNo: /*#__PURE__*/ z.string(),
    uniqueUserId: /*#__PURE__*/ z.string(),
  }),
  additionalInfo: /*#__PURE__*/ z.object({
    targetYear: /*#__PURE__*/ z.string(),
    optionalSubject: /*#__PURE__*/ z.string(),
    language: zLanguageCode,
  }),
  postal_address: /*#__PURE__*/ z.object({
    addressLine: /*#__PURE__*/ z.string(),
    landmark: /*#__PURE__*/ z.string(),
    city: /*#__PURE__*/ z.string(),
    state: /*#__PURE__*/ z.string(),
    pincode: /*#__PURE__*/ z.string(),
    alternateMobileNo: /*#__PURE__*/ z.string(),
  }),
});

export const zError = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  message: /*#__PURE__*/ z.string(),
  errors: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string())),
  reason: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['device_limit'])),
  device: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.object({
      browser: /*#__PURE__*/ z.string(),
      os: /*#__PURE__*/ z.string(),
      kind: /*#__PURE__*/ z.enum(['phone', 'tablet', 'computer', '']),
      signedInAt: /*#__PURE__*/ z.iso.datetime({ offset: true }),
    }),
  ),
});

/**
 * A boolean written as 0 or 1.
 */
export const zFlag = /*#__PURE__*/ z.union([/*#__PURE__*/ z.literal(0), /*#__PURE__*/ z.literal(1)]);

/**
 * The languages a prelims test, note, mains test or video is set in, its first language
 * first: ["en"], ["hi"], ["en", "hi"], ["en", "hi", "mr"]: codes of the language registry
 * (internal/platform/locale/languages.json). Stored as one comma list, 'en,hi'
 * (docs/product.md, "Languages of notes, tests and videos").
 *
 */
export const zLanguages = /*#__PURE__*/ z
  .array(/*#__PURE__*/ z.string().check(/*#__PURE__*/ z.regex(/^[a-z]{2,3}$/)))
  .check(/*#__PURE__*/ z.minLength(1));

export const zTest = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
  name: /*#__PURE__*/ z.string(),
  slug: /*#__PURE__*/ z.string(),
  description: /*#__PURE__*/ z.string(),
  total_question_count: /*#__PURE__*/ z.int(),
  duration: /*#__PURE__*/ z.int(),
  total_marks: /*#__PURE__*/ z.int(),
  total_attempts: /*#__PURE__*/ z.int(),
  marks_for_correct_answer: /*#__PURE__*/ z.number(),
  marks_for_incorrect_answer: /*#__PURE__*/ z.number(),
  marks_for_unattempted_answer: /*#__PURE__*/ z.number(),
  testSeriesId: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  attemptsMade: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  openAttemptDeadline: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
  languages: /*#__PURE__*/ z.optional(zLanguages),
  translations: /*#__PURE__*/ z.optional(zStaffTranslations),
  opens_at: /*#__PURE__*/ z.optional(zWindowTime),
  closes_at: /*#__PURE__*/ z.optional(zWindowTime),
  window: /*#__PURE__*/ z.optional(zWindowState),
});

/**
 * An amount in rupees with at most two decimals (stored as integer paise).
 */
export const zRupees = /*#__PURE__*/ z.number();

/**
 * A product on sale, with every field the app shows. HTML fields are made from the text
 * staff typed, every character escaped. `isSubscribed` and `is_subscribe_button` are the caller's.
 *
 */
export const zSubscription = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
  subscriptionId: /*#__PURE__*/ z.int(),
  name: /*#__PURE__*/ z.string(),
  slug: /*#__PURE__*/ z.string(),
  subtitle: /*#__PURE__*/ z.string(),
  thumbnail: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.string()),
  short_details: /*#__PURE__*/ z.string(),
  details: /*#__PURE__*/ z.string(),
  price: zRupees,
  strikePrice: /*#__PURE__*/ z.nullable(zRupees),
  delivery_info: /*#__PURE__*/ z.string(),
  discount_info: /*#__PURE__*/ z.string(),
  translations: zStaffTranslations,
  tags: /*#__PURE__*/ z.array(/*#__PURE__*/ z.string()),
  isSubscribed: /*#__PURE__*/ z.boolean(),
  is_seatsFull: zFlag,
  is_subscribe_button: zFlag,
  show_enquiry: zFlag,
  libraries: /*#__PURE__*/ z.array(zLibrary),
  testSeriesSubscriptions: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      testSeriesId: /*#__PURE__*/ z.int(),
    }),
  ),
  typeId: /*#__PURE__*/ z.int(),
  typeName: /*#__PURE__*/ z.string(),
  section_category: zSectionSlug,
  optionalSubjectId: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
  seatLimit: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
  seatsLeft: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
  validityDays: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
  validUntil: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
  subscribedUntil: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
});

export const zSlide = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
  image: /*#__PURE__*/ z.string(),
  title: /*#__PURE__*/ z.string(),
  translations: zStaffTranslations,
  redirect_url: /*#__PURE__*/ z.string(),
});

export const zBanner = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
  content: /*#__PURE__*/ z.string(),
  translations: zStaffTranslations,
  redirect_url: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.string()),
  start_date: /*#__PURE__*/ z.iso.datetime({ offset: true }),
  end_date: /*#__PURE__*/ z.iso.datetime({ offset: true }),
  is_active: zFlag,
});

export const zOffering = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
  title: /*#__PURE__*/ z.string(),
  redirect_url: /*#__PURE__*/ z.string(),
});

export const zTestimonial = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
  image: /*#__PURE__*/ z.string(),
  name: /*#__PURE__*/ z.string(),
  rank: /*#__PURE__*/ z.string(),
  year: /*#__PURE__*/ z.string(),
  youtubeUrl: /*#__PURE__*/ z.string(),
});

export const zPopularSubscription = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
  name: /*#__PURE__*/ z.string(),
  slug: /*#__PURE__*/ z.string(),
  thumbnail: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.string()),
  short_details: /*#__PURE__*/ z.string(),
  price: zRupees,
  strikePrice: /*#__PURE__*/ z.nullable(zRupees),
  section_category: zSectionSlug,
  discount_info: /*#__PURE__*/ z.string(),
  translations: zStaffTranslations,
  tags: /*#__PURE__*/ z.array(/*#__PURE__*/ z.string()),
});

export const zAdminPrelimsTestsRecord = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
  library_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
  name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  slug: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  duration_minutes: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
  total_marks: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
  total_attempts: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
  marks_correct: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.number()),
  marks_incorrect: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.number()),
  marks_unattempted: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.number()),
  question_pdf: /*#__PURE__*/ z.nullish(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      key: /*#__PURE__*/ z.string(),
    }),
  ),
  explanation_pdf: /*#__PURE__*/ z.nullish(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      key: /*#__PURE__*/ z.string(),
    }),
  ),
  languages: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/)),
  ),
  discussion_video_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
  is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
  opens_at: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
  closes_at: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
  challenge_days: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
  csat_test_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
  qualifying_percent: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
  created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
  updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
  attempt_count: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  discussion_file_name: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
  discussion_file_size: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
  discussion_file_type: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
  question_count: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  translations: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.record(
      /*#__PURE__*/ z.string(),
      /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
    ),
  ),
});

export const zAdminMainsTestsRecord = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
  library_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
  name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  is_daily: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
  question_text: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  paper: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['', 'gs1', 'gs2', 'gs3', 'gs4', 'essay', 'optional'])),
  directive_word: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.enum([
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
  word_limit: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
  description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  starts_at: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
  ends_at: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
  maximum_score: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
  question_structure: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  question_pdf: /*#__PURE__*/ z.nullish(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      key: /*#__PURE__*/ z.string(),
    }),
  ),
  model_answer_pdf: /*#__PURE__*/ z.nullish(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      key: /*#__PURE__*/ z.string(),
    }),
  ),
  languages: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/)),
  ),
  discussion_video_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
  show_enquiry: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
  is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
  created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
  updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
  answers_pending: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  discussion_file_name: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
  discussion_file_size: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
  discussion_file_type: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
  translations: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.record(
      /*#__PURE__*/ z.string(),
      /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
    ),
  ),
});

export const zAdminVideosRecord = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
  library_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
  name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  video_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  duration_seconds: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
  poster: /*#__PURE__*/ z.nullish(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      key: /*#__PURE__*/ z.string(),
    }),
  ),
  pdf: /*#__PURE__*/ z.nullish(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      key: /*#__PURE__*/ z.string(),
    }),
  ),
  languages: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/)),
  ),
  position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
  is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
  created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
  updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
  video_file_name: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
  video_file_size: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
  video_file_type: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
});

export const zSubscriptionId = /*#__PURE__*/ z.int().check(/*#__PURE__*/ z.gte(1));

/**
 * Active slides in display order.
 */
export const zListCarouselsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  carousels: /*#__PURE__*/ z.array(zSlide),
});

/**
 * Banners.
 */
export const zListBannersResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  banners: /*#__PURE__*/ z.array(zBanner),
});

/**
 * Offerings.
 */
export const zListOfferingsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  ourOfferings: /*#__PURE__*/ z.array(zOffering),
});

/**
 * Testimonials. The list key is `carousels`, as the spec names it.
 */
export const zListTestimonialsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  carousels: /*#__PURE__*/ z.array(zTestimonial),
});

/**
 * One privacy-enhanced YouTube embed address per testimonial.
 */
export const zListTestimonialPlaybackResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  videoPlayBackUrl: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      name: /*#__PURE__*/ z.string(),
      url: /*#__PURE__*/ z.url(),
    }),
  ),
});

/**
 * Slides with wide and narrow images; the app shows the mobile image under 768 px.
 */
export const zListTopPerformersResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  topPerformers: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      title: /*#__PURE__*/ z.string(),
      desktopImage: /*#__PURE__*/ z.string(),
      mobileImage: /*#__PURE__*/ z.string(),
    }),
  ),
});

/**
 * Questions and plain-text answers in display order.
 */
export const zListFaqsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  faqs: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      question: /*#__PURE__*/ z.string(),
      answer: /*#__PURE__*/ z.string(),
      translations: zStaffTranslations,
    }),
  ),
});

/**
 * Published subscriptions staff marked popular (at most 12).
 */
export const zListPopularSubscriptionsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  popularSubs: /*#__PURE__*/ z.array(zPopularSubscription),
});

/**
 * Active adverts whose window contains now. The app shows the first, once per visit.
 */
export const zListPopoverAdsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  popoverAds: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      image: /*#__PURE__*/ z.string(),
      title: /*#__PURE__*/ z.string(),
      translations: zStaffTranslations,
      redirect_url: /*#__PURE__*/ z.string(),
    }),
  ),
});

/**
 * Menu entries in order.
 */
export const zListAppMenuResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  appMenu: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      title: /*#__PURE__*/ z.string(),
      path: /*#__PURE__*/ z.string(),
    }),
  ),
});

/**
 * Years, one of them the default.
 */
export const zListTargetYearsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  targetYears: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      year: /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.regex(/^[0-9]{4}$/)),
      is_default: zFlag,
    }),
  ),
});

/**
 * Published optional subjects.
 */
export const zListDisplayOptionalsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  displayOptionals: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      name: /*#__PURE__*/ z.string(),
      slug: /*#__PURE__*/ z.string(),
    }),
  ),
});

export const zRegisterBody = zSignUp;

/**
 * Signed up and logged in.
 */
export const zRegisterResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
  token: /*#__PURE__*/ z.string(),
  body: zSessionBody,
});

export const zLoginBody = zCredentials;

/**
 * Logged in.
 */
export const zLoginResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  body: zSessionBody,
});

/**
 * Done.
 */
export const zLogoutResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

export const zRecoverAccountBody = zEmailOnly;

/**
 * Done.
 */
export const zRecoverAccountResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

export const zResetPasswordBody = zPasswordReset;

/**
 * Done.
 */
export const zResetPasswordResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

/**
 * The profile.
 */
export const zGetProfileResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  body: zProfile,
});

export const zUpdateProfileBody = zProfileUpdate;

/**
 * Changed; the new profile, and the user object for local storage.
 */
export const zUpdateProfileResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
  body: zProfile,
  user: zUser,
});

export const zChangePasswordBody = zPasswordChange;

/**
 * Done.
 */
export const zChangePasswordResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

export const zSetLanguageBody = zLanguageChoice;

/**
 * Saved.
 */
export const zSetLanguageResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
  language: zLanguageCode,
});

/**
 * The devices.
 */
export const zDevicesResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  devices: /*#__PURE__*/ z.array(zDevice),
  maxDevices: /*#__PURE__*/ z.int().check(/*#__PURE__*/ z.gte(0)),
});

export const zSignOutDevicePath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * Done.
 */
export const zSignOutDeviceResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

/**
 * Done.
 */
export const zSignOutOtherDevicesResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

/**
 * The notifications.
 */
export const zNotificationsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  unread: /*#__PURE__*/ z.int().check(/*#__PURE__*/ z.gte(0)),
  notifications: /*#__PURE__*/ z.array(zNotification),
});

export const zMarkNotificationsReadBody = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
});

/**
 * Marked.
 */
export const zMarkNotificationsReadResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  unread: /*#__PURE__*/ z.int().check(/*#__PURE__*/ z.gte(0)),
});

/**
 * The settings.
 */
export const zNotificationPreferencesResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  preferences: /*#__PURE__*/ z.array(zNotificationPreference),
});

export const zSetNotificationPreferenceBody = zNotificationPreferenceChange;

/**
 * Saved; the settings as they are now.
 */
export const zSetNotificationPreferenceResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
  preferences: /*#__PURE__*/ z.array(zNotificationPreference),
});

export const zUnsubscribeQuery = /*#__PURE__*/ z.object({
  u: /*#__PURE__*/ z.int(),
  k: /*#__PURE__*/ z.string(),
  t: /*#__PURE__*/ z.string(),
});

/**
 * Done.
 */
export const zUnsubscribeResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

export const zUnsubscribeOneClickQuery = /*#__PURE__*/ z.object({
  u: /*#__PURE__*/ z.int(),
  k: /*#__PURE__*/ z.string(),
  t: /*#__PURE__*/ z.string(),
});

/**
 * Done.
 */
export const zUnsubscribeOneClickResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

/**
 * Published sections in menu order.
 */
export const zListSectionsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  responseResult: /*#__PURE__*/ z.array(zSection),
});

export const zListTypesQuery = /*#__PURE__*/ z.object({
  section_category: zSectionSlug,
});

/**
 * Published types in order.
 */
export const zListTypesResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  responseResult: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      name: /*#__PURE__*/ z.string(),
      slug: /*#__PURE__*/ z.string(),
    }),
  ),
});

export const zListSubscriptionsQuery = /*#__PURE__*/ z.object({
  typeId: /*#__PURE__*/ z.int().check(/*#__PURE__*/ z.gte(1)),
});

/**
 * Subscriptions (an unknown type has none).
 */
export const zListSubscriptionsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  responseResult: /*#__PURE__*/ z.array(zSubscription),
});

export const zGetSubscriptionPath = /*#__PURE__*/ z.object({
  idOrSlug: /*#__PURE__*/ z.string(),
});

/**
 * The subscription.
 */
export const zGetSubscriptionResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  responseResult: zSubscription,
});

/**
 * Subscriptions.
 */
export const zListMySubscriptionsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  data: /*#__PURE__*/ z.object({
    subscriptions: /*#__PURE__*/ z.array(
      /*#__PURE__*/ z.object({
        translations: zStaffTranslations,
        id: /*#__PURE__*/ z.int(),
        name: /*#__PURE__*/ z.string(),
        slug: /*#__PURE__*/ z.string(),
        type: /*#__PURE__*/ z.enum(['notes', 'tests', 'mains-tests', 'videos']),
        section_category: /*#__PURE__*/ z.string(),
        libraries: /*#__PURE__*/ z.array(zLibrary),
        validUntil: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.iso.datetime({ offset: true })),
        expired: /*#__PURE__*/ z.boolean(),
        renewable: /*#__PURE__*/ z.boolean(),
      }),
    ),
  }),
});

/**
 * Free subscriptions (none is an empty list).
 */
export const zListFreeSubscriptionsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  responseResult: /*#__PURE__*/ z.array(zSubscription),
});

/**
 * Optional subjects.
 */
export const zListOptionalsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  responseResult: /*#__PURE__*/ z.array(zOptionalSubject),
});

export const zGetOptionalCoursePath = /*#__PURE__*/ z.object({
  optionalId: /*#__PURE__*/ z.string(),
  typeId: /*#__PURE__*/ z.string(),
});

/**
 * The subject, the type and its subscriptions.
 */
export const zGetOptionalCourseResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  optional: zOptionalSubject,
  type: zOptionalType,
  responseResult: /*#__PURE__*/ z.array(zSubscription),
});

export const zSubmitEnquiryBody = zEnquiry;

/**
 * Done.
 */
export const zSubmitEnquiryResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

export const zStartPaymentQuery = /*#__PURE__*/ z.object({
  subscriptionId: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  success_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.url()),
});

/**
 * The page to pay on.
 */
export const zStartPaymentResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  redirectURL: /*#__PURE__*/ z.url(),
});

export const zSandboxCheckoutPagePath = /*#__PURE__*/ z.object({
  reference: /*#__PURE__*/ z.string(),
});

/**
 * The page.
 */
export const zSandboxCheckoutPageResponse = /*#__PURE__*/ z.string();

export const zSandboxCheckoutAnswerBody = /*#__PURE__*/ z.object({
  action: /*#__PURE__*/ z.enum(['pay', 'cancel']),
});

export const zSandboxCheckoutAnswerPath = /*#__PURE__*/ z.object({
  reference: /*#__PURE__*/ z.string(),
});

/**
 * Done.
 */
export const zRazorpayWebhookResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

export const zListNotesQuery = /*#__PURE__*/ z.object({
  subscriptionId: /*#__PURE__*/ z.int().check(/*#__PURE__*/ z.gte(1)),
});

/**
 * Notes.
 */
export const zListNotesResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
  responseResult: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      name: /*#__PURE__*/ z.string(),
      description: /*#__PURE__*/ z.string(),
      thumbnail: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.string()),
      year: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.int()),
      isSubscribed: /*#__PURE__*/ z.boolean(),
      topicWiseAttachment: zFileRefOrNull,
      sourceWiseAttachment: zFileRefOrNull,
      primaryWiseAttachment: zFileRefOrNull,
      libraryId: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
      languages: zLanguages,
    }),
  ),
});

export const zListPrelimsLibraryQuery = /*#__PURE__*/ z.object({
  subscriptionId: /*#__PURE__*/ z.int().check(/*#__PURE__*/ z.gte(1)),
});

/**
 * Tests.
 */
export const zListPrelimsLibraryResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
  responseResult: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      name: /*#__PURE__*/ z.string(),
      slug: /*#__PURE__*/ z.string(),
      description: /*#__PURE__*/ z.string(),
      duration: /*#__PURE__*/ z.int(),
      total_marks: /*#__PURE__*/ z.int(),
      total_question_count: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
      total_attempts: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
      testQuestionPDF: zFileRefOrNull,
      hasQuestionPDF: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
      testExplanationPDF: zFileRefOrNull,
      discussionVideo: /*#__PURE__*/ z.optional(zFilePlayback),
      gDriveVideoLink: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.string()),
      is_subscribe_button: zFlag,
      isSubscribed: /*#__PURE__*/ z.boolean(),
      testSeriesId: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
      attemptsMade: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
      languages: /*#__PURE__*/ z.optional(zLanguages),
      translations: /*#__PURE__*/ z.optional(zStaffTranslations),
      opens_at: /*#__PURE__*/ z.optional(zWindowTime),
      closes_at: /*#__PURE__*/ z.optional(zWindowTime),
      window: /*#__PURE__*/ z.optional(zWindowState),
      keyChangedAt: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      hasExplanationPDF: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
      hasDiscussionVideo: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
      keysOpenAt: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      openAttemptDeadline: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    }),
  ),
});

export const zListMainsSeriesQuery = /*#__PURE__*/ z.object({
  subscriptionId: /*#__PURE__*/ z.int().check(/*#__PURE__*/ z.gte(1)),
});

/**
 * Series.
 */
export const zListMainsSeriesResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  responseResult: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      mainsTestSeriesId: /*#__PURE__*/ z.int(),
      testSeries_relation: /*#__PURE__*/ z.object({
        name: /*#__PURE__*/ z.string(),
        description: /*#__PURE__*/ z.string(),
      }),
      isSubscribed: /*#__PURE__*/ z.boolean(),
      testCount: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
    }),
  ),
});

export const zListMainsTestsQuery = /*#__PURE__*/ z.object({
  subscriptionId: /*#__PURE__*/ z.int().check(/*#__PURE__*/ z.gte(1)),
  mainsTestSeriesId: /*#__PURE__*/ z.int(),
});

/**
 * Tests.
 */
export const zListMainsTestsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  responseResult: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      name: /*#__PURE__*/ z.string(),
      description: /*#__PURE__*/ z.string(),
      start_date: /*#__PURE__*/ z.iso.datetime({ offset: true }),
      end_date: /*#__PURE__*/ z.iso.datetime({ offset: true }),
      maximumScore: /*#__PURE__*/ z.int(),
      isAttempted: /*#__PURE__*/ z.boolean(),
      questionPDF: zFileRefOrNull,
      modelAnswerPDF: zFileRefOrNull,
      evaluatedPDF: zFileRefOrNull,
      answerPDF: /*#__PURE__*/ z.optional(zFileRefOrNull),
      discussionVideo: /*#__PURE__*/ z.optional(zFilePlayback),
      gDriveVideoLink: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.string()),
      show_enquiry: zFlag,
      isSubscribed: /*#__PURE__*/ z.boolean(),
      isOpen: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
      marks: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.number()),
      remarks: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      uploadedAt: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      evaluationStartedAt: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      evaluatedAt: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      expectedBy: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      questionMarks: /*#__PURE__*/ z.nullish(
        /*#__PURE__*/ z.array(
          /*#__PURE__*/ z.object({
            question: /*#__PURE__*/ z.string(),
            marks: /*#__PURE__*/ z.number(),
            maximum: /*#__PURE__*/ z.number(),
            rubric: /*#__PURE__*/ z.array(
              /*#__PURE__*/ z.object({
                criterion: /*#__PURE__*/ z.string(),
                marks: /*#__PURE__*/ z.number(),
                maximum: /*#__PURE__*/ z.number(),
              }),
            ),
          }),
        ),
      ),
      comments: /*#__PURE__*/ z.optional(
        /*#__PURE__*/ z.array(
          /*#__PURE__*/ z.object({
            page: /*#__PURE__*/ z.int().check(/*#__PURE__*/ z.gte(1)),
            text: /*#__PURE__*/ z.string(),
          }),
        ),
      ),
      languages: zLanguages,
      isDaily: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
      questionText: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      translations: /*#__PURE__*/ z.optional(zStaffTranslations),
      paper: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['', 'gs1', 'gs2', 'gs3', 'gs4', 'essay', 'optional'])),
      directiveWord: /*#__PURE__*/ z.optional(
        /*#__PURE__*/ z.enum([
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
      wordLimit: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
    }),
  ),
  dailyStreak: /*#__PURE__*/ z.object({
    current: /*#__PURE__*/ z.int(),
    longest: /*#__PURE__*/ z.int(),
  }),
});

export const zUploadMainsAnswerBody = /*#__PURE__*/ z.object({
  answerPDFAttachment: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  answerImages: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.array(/*#__PURE__*/ z.string()).check(/*#__PURE__*/ z.maxLength(40)),
  ),
  confirm: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['1', 'true'])),
});

export const zUploadMainsAnswerPath = /*#__PURE__*/ z.object({
  mainsTestId: /*#__PURE__*/ z.int(),
});

/**
 * Stored.
 */
export const zUploadMainsAnswerResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(201),
  message: /*#__PURE__*/ z.string(),
  pages: /*#__PURE__*/ z.int().check(/*#__PURE__*/ z.gte(1)),
  uploadedAt: /*#__PURE__*/ z.iso.datetime({ offset: true }),
});

export const zListAnswersToEvaluateQuery = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['pending', 'late', 'evaluated'])),
  testId: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  assignedTo: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
});

/**
 * Answers.
 */
export const zListAnswersToEvaluateResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  responseResult: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      uploadId: /*#__PURE__*/ z.int(),
      testId: /*#__PURE__*/ z.int(),
      testName: /*#__PURE__*/ z.string(),
      seriesName: /*#__PURE__*/ z.string(),
      maximumScore: /*#__PURE__*/ z.int(),
      learnerId: /*#__PURE__*/ z.string(),
      learnerName: /*#__PURE__*/ z.string(),
      uploadedAt: /*#__PURE__*/ z.iso.datetime({ offset: true }),
      expectedBy: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      evaluationStartedAt: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      assignedTo: /*#__PURE__*/ z.nullish(
        /*#__PURE__*/ z.object({
          id: /*#__PURE__*/ z.int(),
          name: /*#__PURE__*/ z.string(),
        }),
      ),
      answerPDF: zFileRefOrNull,
      marks: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.number()),
      evaluatedPDF: /*#__PURE__*/ z.optional(zFileRefOrNull),
      evaluatedAt: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      remarks: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
      markingAgain: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    }),
  ),
});

export const zGetAnswerToEvaluatePath = /*#__PURE__*/ z.object({
  uploadId: /*#__PURE__*/ z.int(),
});

/**
 * The answer.
 */
export const zGetAnswerToEvaluateResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  answer: /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.unknown()),
  rubric: /*#__PURE__*/ z.array(/*#__PURE__*/ z.string()),
  draft: /*#__PURE__*/ z.nullable(zEvaluationWork),
  evaluation: /*#__PURE__*/ z.nullable(zEvaluationWork),
  question: /*#__PURE__*/ z.nullish(
    /*#__PURE__*/ z.object({
      text: /*#__PURE__*/ z.string(),
      paper: /*#__PURE__*/ z.string(),
      directiveWord: /*#__PURE__*/ z.string(),
      wordLimit: /*#__PURE__*/ z.int(),
    }),
  ),
  questions: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.array(
      /*#__PURE__*/ z.object({
        number: /*#__PURE__*/ z.int(),
        label: /*#__PURE__*/ z.string(),
        maximum: /*#__PURE__*/ z.number(),
        wordLimit: /*#__PURE__*/ z.int(),
        directiveWord: /*#__PURE__*/ z.string(),
        rubric: /*#__PURE__*/ z.array(
          /*#__PURE__*/ z.object({
            criterion: /*#__PURE__*/ z.string(),
            maximum: /*#__PURE__*/ z.number(),
          }),
        ),
      }),
    ),
  ),
});

export const zExportAnswersQuery = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['all', 'pending', 'late', 'evaluated'])),
  assignedTo: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
});

/**
 * The answers, oldest first, in UTF-8 after a byte-order mark; cells that start like a formula have a leading apostrophe.
 */
export const zExportAnswersResponse = /*#__PURE__*/ z.string();

export const zListBankCommentsQuery = /*#__PURE__*/ z.object({
  q: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string().check(/*#__PURE__*/ z.maxLength(100))),
});

/**
 * Comments.
 */
export const zListBankCommentsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  comments: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      text: /*#__PURE__*/ z.string(),
      shared: /*#__PURE__*/ z.boolean(),
    }),
  ),
});

export const zAddBankCommentBody = /*#__PURE__*/ z.object({
  text: /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.maxLength(500)),
  shared: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
});

/**
 * Kept.
 */
export const zAddBankCommentResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(201),
  message: /*#__PURE__*/ z.string(),
  comment: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    text: /*#__PURE__*/ z.string(),
    shared: /*#__PURE__*/ z.boolean(),
  }),
});

export const zRemoveBankCommentPath = /*#__PURE__*/ z.object({
  commentId: /*#__PURE__*/ z.int(),
});

/**
 * Done.
 */
export const zRemoveBankCommentResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

/**
 * Evaluators and admins, by name.
 */
export const zListAssignableEvaluatorsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  evaluators: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      name: /*#__PURE__*/ z.string(),
    }),
  ),
});

export const zListSecondMarkingsQuery = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['open', 'flagged', 'all'])),
});

/**
 * Copies, oldest first.
 */
export const zListSecondMarkingsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  responseResult: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      uploadId: /*#__PURE__*/ z.int(),
      testName: /*#__PURE__*/ z.string(),
      seriesName: /*#__PURE__*/ z.string(),
      maximumScore: /*#__PURE__*/ z.int(),
      learnerId: /*#__PURE__*/ z.string(),
      answerPDF: zFileRefOrNull,
      requestedAt: /*#__PURE__*/ z.iso.datetime({ offset: true }),
      markedAt: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      secondEvaluator: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.string()),
      yoursToMark: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
      firstEvaluator: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
      firstMarks: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.number()),
      secondMarks: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.number()),
      flagged: /*#__PURE__*/ z.boolean(),
      resolvedAt: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      thresholdPercent: /*#__PURE__*/ z.int(),
    }),
  ),
});

export const zMarkAgainBody = /*#__PURE__*/ z.object({
  marks: /*#__PURE__*/ z.union([/*#__PURE__*/ z.number(), /*#__PURE__*/ z.string()]),
});

export const zMarkAgainPath = /*#__PURE__*/ z.object({
  uploadId: /*#__PURE__*/ z.int(),
});

/**
 * Saved.
 */
export const zMarkAgainResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
  flagged: /*#__PURE__*/ z.boolean(),
});

/**
 * One row per evaluator with evaluations in the window.
 */
export const zEvaluatorStatsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  responseResult: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      evaluator: /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        name: /*#__PURE__*/ z.string(),
      }),
      evaluated: /*#__PURE__*/ z.int(),
      averagePercent: /*#__PURE__*/ z.number(),
      averageTurnaroundHours: /*#__PURE__*/ z.number(),
      secondMarked: /*#__PURE__*/ z.int(),
      flagged: /*#__PURE__*/ z.int(),
    }),
  ),
});

export const zAssignAnswerBody = /*#__PURE__*/ z.object({
  evaluatorId: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.union([/*#__PURE__*/ z.int(), /*#__PURE__*/ z.string()])),
});

export const zAssignAnswerPath = /*#__PURE__*/ z.object({
  uploadId: /*#__PURE__*/ z.int(),
});

/**
 * Done.
 */
export const zAssignAnswerResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

export const zSaveEvaluationDraftBody = zEvaluationWork;

export const zSaveEvaluationDraftPath = /*#__PURE__*/ z.object({
  uploadId: /*#__PURE__*/ z.int(),
});

/**
 * Saved.
 */
export const zSaveEvaluationDraftResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  savedAt: /*#__PURE__*/ z.iso.datetime({ offset: true }),
});

export const zStartEvaluationPath = /*#__PURE__*/ z.object({
  uploadId: /*#__PURE__*/ z.int(),
});

/**
 * Started (now or earlier).
 */
export const zStartEvaluationResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  evaluationStartedAt: /*#__PURE__*/ z.iso.datetime({ offset: true }),
});

export const zEvaluateAnswerBody = /*#__PURE__*/ z.object({
  marks: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.number().check(/*#__PURE__*/ z.gte(0))),
  remarks: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string().check(/*#__PURE__*/ z.maxLength(5000))),
  evaluatedPDF: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  annotations: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  questionMarks: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
});

export const zEvaluateAnswerPath = /*#__PURE__*/ z.object({
  uploadId: /*#__PURE__*/ z.int(),
});

/**
 * Done.
 */
export const zEvaluateAnswerResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

export const zListVideoLibrariesQuery = /*#__PURE__*/ z.object({
  subscriptionId: /*#__PURE__*/ z.int().check(/*#__PURE__*/ z.gte(1)),
});

/**
 * Video libraries.
 */
export const zListVideoLibrariesResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  responseResult: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      videoLibraryId: /*#__PURE__*/ z.int(),
      videoLibrary_data: /*#__PURE__*/ z.object({
        name: /*#__PURE__*/ z.string(),
        description: /*#__PURE__*/ z.string(),
      }),
      isSubscribed: /*#__PURE__*/ z.boolean(),
      videoCount: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
    }),
  ),
});

export const zListVideosQuery = /*#__PURE__*/ z.object({
  subscriptionId: /*#__PURE__*/ z.int().check(/*#__PURE__*/ z.gte(1)),
  videoLibraryId: /*#__PURE__*/ z.int(),
});

/**
 * Videos.
 */
export const zListVideosResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  responseResult: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      name: /*#__PURE__*/ z.string(),
      description: /*#__PURE__*/ z.string(),
      posters: /*#__PURE__*/ z.array(
        /*#__PURE__*/ z.object({
          posterUrl: /*#__PURE__*/ z.string(),
        }),
      ),
      gDriveVideoLink: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.string()),
      pdfAttachment: zFileRefOrNull,
      durationSeconds: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      isSubscribed: /*#__PURE__*/ z.boolean(),
      languages: zLanguages,
    }),
  ),
});

export const zGetVideoPlaybackQuery = /*#__PURE__*/ z.object({
  subscriptionId: /*#__PURE__*/ z.int().check(/*#__PURE__*/ z.gte(1)),
  videoId: /*#__PURE__*/ z.int(),
});

/**
 * The embed address.
 */
export const zGetVideoPlaybackResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  videoPlayBackUrl: /*#__PURE__*/ z.string(),
  kind: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['file', 'drive'])),
  contentType: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['video/mp4', 'video/webm'])),
  expiresAt: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
  watermark: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
});

export const zStreamVideoPath = /*#__PURE__*/ z.object({
  subject: /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.regex(/^[a-z0-9-]{1,40}$/)),
});

export const zStreamVideoQuery = /*#__PURE__*/ z.object({
  grant: /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.maxLength(300)),
});

export const zStreamVideoResponse = /*#__PURE__*/ z.union([/*#__PURE__*/ z.string(), /*#__PURE__*/ z.unknown()]);

export const zDownloadQuery = /*#__PURE__*/ z.object({
  filePath: /*#__PURE__*/ z.string(),
});

export const zDownloadResponse = /*#__PURE__*/ z.union([/*#__PURE__*/ z.string(), /*#__PURE__*/ z.unknown()]);

export const zListTestsBody = /*#__PURE__*/ z.object({
  test_series_id: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  slug: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
});

/**
 * Tests.
 */
export const zListTestsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  body: /*#__PURE__*/ z.object({
    data: /*#__PURE__*/ z.array(zTest),
    serverNow: /*#__PURE__*/ z.iso.datetime({ offset: true }),
  }),
});

export const zStartAttemptBody = /*#__PURE__*/ z.object({
  testId: /*#__PURE__*/ z.int(),
  attemptKey: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string().check(/*#__PURE__*/ z.maxLength(64))),
});

/**
 * The attempt.
 */
export const zStartAttemptResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  body: /*#__PURE__*/ z.object({
    attempt: zAttemptSession,
  }),
});

export const zListQuestionsBody = /*#__PURE__*/ z.object({
  test_id: /*#__PURE__*/ z.int(),
});

/**
 * Questions.
 */
export const zListQuestionsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  body: /*#__PURE__*/ z.object({
    data: /*#__PURE__*/ z.array(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        kind: /*#__PURE__*/ z.string(),
        description: /*#__PURE__*/ z.string(),
        difficulty: /*#__PURE__*/ z.enum(['easy', 'medium', 'hard']),
        topic: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
        options: /*#__PURE__*/ z.array(
          /*#__PURE__*/ z.object({
            id: /*#__PURE__*/ z.int(),
            text: /*#__PURE__*/ z.string(),
          }),
        ),
        translations: /*#__PURE__*/ z.optional(zQuestionTranslations),
      }),
    ),
  }),
});

export const zSaveAnswersBody = /*#__PURE__*/ z.object({
  attemptId: /*#__PURE__*/ z.int(),
  answers: /*#__PURE__*/ z.string(),
});

/**
 * Saved.
 */
export const zSaveAnswersResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  body: /*#__PURE__*/ z.object({
    saved: /*#__PURE__*/ z.int(),
    notCounted: /*#__PURE__*/ z.int(),
    closed: /*#__PURE__*/ z.boolean(),
    serverNow: /*#__PURE__*/ z.iso.datetime({ offset: true }),
  }),
});

export const zSubmitResultBody = /*#__PURE__*/ z.object({
  testId: /*#__PURE__*/ z.int(),
  answers: /*#__PURE__*/ z.string(),
  attemptKey: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string().check(/*#__PURE__*/ z.maxLength(64))),
});

/**
 * The result.
 */
export const zSubmitResultResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
  body: zSubmission,
});

export const zShowRankingsBody = /*#__PURE__*/ z.object({
  test_id: /*#__PURE__*/ z.int(),
  limit: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int().check(/*#__PURE__*/ z.gte(1), /*#__PURE__*/ z.lte(1000))),
  qualified: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
});

/**
 * Rankings.
 */
export const zShowRankingsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  testName: /*#__PURE__*/ z.string(),
  totalParticipants: /*#__PURE__*/ z.int(),
  highestScore: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.number()),
  getUserTestAttempted: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      rank: /*#__PURE__*/ z.int(),
      unique_id: /*#__PURE__*/ z.string(),
      score: /*#__PURE__*/ z.number(),
    }),
  ),
  csat: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.object({
      testId: /*#__PURE__*/ z.int(),
      name: /*#__PURE__*/ z.string(),
      qualifyingScore: /*#__PURE__*/ z.number(),
      qualifiedOnly: /*#__PURE__*/ z.boolean(),
    }),
  ),
  you: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.object({
      rank: /*#__PURE__*/ z.int(),
      unique_id: /*#__PURE__*/ z.string(),
      score: /*#__PURE__*/ z.number(),
      percentile: /*#__PURE__*/ z.number(),
    }),
  ),
});

export const zListAttemptedBody = /*#__PURE__*/ z.object({
  testId: /*#__PURE__*/ z.int(),
});

/**
 * Submitted attempts, oldest first, and the running one (`openAttempt`, null when none):
 * totalAttemptsMadeByUser counts it too, so every attempt counted is listed. The running
 * attempt stays open until it is submitted or the server finishes it shortly after its
 * deadline; `remainingSeconds` is 0 in between.
 *
 */
export const zListAttemptedResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  getAttemptedTest: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      attempts: /*#__PURE__*/ z.int(),
      creation_date: /*#__PURE__*/ z.iso.datetime({ offset: true }),
      score: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.number()),
      correctAnswers: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.int()),
      incorrectAnswers: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.int()),
      unattemptedAnswers: /*#__PURE__*/ z.int(),
      finishReason: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['submitted', 'time_up', 'late'])),
      scoreOpensAt: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    }),
  ),
  getTest: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
    name: /*#__PURE__*/ z.string(),
    slug: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    total_marks: /*#__PURE__*/ z.int(),
    duration: /*#__PURE__*/ z.int(),
    translations: /*#__PURE__*/ z.optional(zStaffTranslations),
  }),
  totalAttemptsMadeByUser: /*#__PURE__*/ z.int(),
  openAttempt: /*#__PURE__*/ z.nullish(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      attempts: /*#__PURE__*/ z.int(),
      creation_date: /*#__PURE__*/ z.iso.datetime({ offset: true }),
      deadline: /*#__PURE__*/ z.iso.datetime({ offset: true }),
      serverNow: /*#__PURE__*/ z.iso.datetime({ offset: true }),
      remainingSeconds: /*#__PURE__*/ z.int().check(/*#__PURE__*/ z.gte(0)),
    }),
  ),
});

export const zReviewAttemptPath = /*#__PURE__*/ z.object({
  attemptId: /*#__PURE__*/ z.int(),
});

/**
 * The review.
 */
export const zReviewAttemptResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  body: zReview,
});

/**
 * The schedule.
 */
export const zLiveTestScheduleResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  body: /*#__PURE__*/ z.object({
    serverNow: /*#__PURE__*/ z.iso.datetime({ offset: true }),
    data: /*#__PURE__*/ z.array(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        name: /*#__PURE__*/ z.string(),
        slug: /*#__PURE__*/ z.string(),
        testSeriesId: /*#__PURE__*/ z.int(),
        seriesName: /*#__PURE__*/ z.string(),
        duration: /*#__PURE__*/ z.int(),
        opens_at: /*#__PURE__*/ z.iso.datetime({ offset: true }),
        closes_at: /*#__PURE__*/ z.iso.datetime({ offset: true }),
        window: /*#__PURE__*/ z.enum(['upcoming', 'open']),
      }),
    ),
  }),
});

export const zLiveTestCalendarPath = /*#__PURE__*/ z.object({
  slug: /*#__PURE__*/ z.string(),
});

/**
 * The calendar entry.
 */
export const zLiveTestCalendarResponse = /*#__PURE__*/ z.string();

export const zReportQuestionBody = zQuestionReportInput;

export const zReportQuestionPath = /*#__PURE__*/ z.object({
  questionId: /*#__PURE__*/ z.int(),
});

export const zReportQuestionResponse = /*#__PURE__*/ z.union([
  /*#__PURE__*/ z.object({
    status: /*#__PURE__*/ z.union([/*#__PURE__*/ z.literal(200), /*#__PURE__*/ z.literal(201)]),
    message: /*#__PURE__*/ z.string(),
    body: /*#__PURE__*/ z.object({
      report: zQuestionReport,
    }),
  }),
  /*#__PURE__*/ z.object({
    status: /*#__PURE__*/ z.union([/*#__PURE__*/ z.literal(200), /*#__PURE__*/ z.literal(201)]),
    message: /*#__PURE__*/ z.string(),
    body: /*#__PURE__*/ z.object({
      report: zQuestionReport,
    }),
  }),
]);

export const zChallengeKeyBody = zKeyChallengeInput;

export const zChallengeKeyPath = /*#__PURE__*/ z.object({
  questionId: /*#__PURE__*/ z.int(),
});

export const zChallengeKeyResponse = /*#__PURE__*/ z.union([
  /*#__PURE__*/ z.object({
    status: /*#__PURE__*/ z.int(),
    message: /*#__PURE__*/ z.string(),
    body: /*#__PURE__*/ z.object({
      challenge: zKeyChallenge,
    }),
  }),
  /*#__PURE__*/ z.object({
    status: /*#__PURE__*/ z.int(),
    message: /*#__PURE__*/ z.string(),
    body: /*#__PURE__*/ z.object({
      challenge: zKeyChallenge,
    }),
  }),
]);

export const zAdminGetLibrariesPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The library ids
 */
export const zAdminGetLibrariesResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  libraryIds: /*#__PURE__*/ z.array(/*#__PURE__*/ z.int()),
});

export const zAdminSetLibrariesBody = /*#__PURE__*/ z.object({
  libraryIds: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.array(/*#__PURE__*/ z.int())),
});

export const zAdminSetLibrariesPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * Done.
 */
export const zAdminSetLibrariesResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

export const zAdminGetSeriesEvaluatorsPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The evaluators' account ids
 */
export const zAdminGetSeriesEvaluatorsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  evaluatorIds: /*#__PURE__*/ z.array(/*#__PURE__*/ z.int()),
});

export const zAdminSetSeriesEvaluatorsBody = /*#__PURE__*/ z.object({
  evaluatorIds: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.array(/*#__PURE__*/ z.int())),
});

export const zAdminSetSeriesEvaluatorsPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * Done.
 */
export const zAdminSetSeriesEvaluatorsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

export const zAdminGetTagsPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The tags
 */
export const zAdminGetTagsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  tags: /*#__PURE__*/ z.array(/*#__PURE__*/ z.string()),
});

export const zAdminSetTagsBody = /*#__PURE__*/ z.object({
  tags: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.array(/*#__PURE__*/ z.string())),
});

export const zAdminSetTagsPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * Done.
 */
export const zAdminSetTagsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

export const zAdminListQuestionsPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * Questions in order.
 */
export const zAdminListQuestionsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  items: /*#__PURE__*/ z.array(zAdminQuestion),
});

export const zAdminCreateQuestionBody = zQuestionInput;

export const zAdminCreateQuestionPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * Added.
 */
export const zAdminCreateQuestionResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  id: /*#__PURE__*/ z.int(),
});

export const zAdminDuplicatePrelimsTestPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The copy, as GET /api/v1/admin/prelims-tests/{id} answers it.
 */
export const zAdminDuplicatePrelimsTestResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: zAdminPrelimsTestsRecord,
});

export const zAdminPreviewPrelimsTestBody = /*#__PURE__*/ z.object({
  answers: /*#__PURE__*/ z.string(),
});

export const zAdminPreviewPrelimsTestPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The review of the previewed sheet.
 */
export const zAdminPreviewPrelimsTestResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  body: zReview,
});

export const zAdminImportQuestionsBody = /*#__PURE__*/ z.object({
  file: /*#__PURE__*/ z.string(),
  images: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.array(/*#__PURE__*/ z.string()).check(/*#__PURE__*/ z.maxLength(40)),
  ),
  commit: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['0', '1'])),
});

export const zAdminImportQuestionsPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

export const zAdminImportQuestionsResponse = /*#__PURE__*/ z.union([
  /*#__PURE__*/ z.object({
    status: /*#__PURE__*/ z.int(),
    questions: /*#__PURE__*/ z.array(
      /*#__PURE__*/ z.object({
        row: /*#__PURE__*/ z.int(),
        shown: zShownQuestion,
        description: /*#__PURE__*/ z.string(),
        explanation: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
        difficulty: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
        topic: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
        options: /*#__PURE__*/ z.array(/*#__PURE__*/ z.string()),
        correct: /*#__PURE__*/ z.int(),
        translations: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), zQuestionVersionInput)),
      }),
    ),
    problems: /*#__PURE__*/ z.array(
      /*#__PURE__*/ z.object({
        row: /*#__PURE__*/ z.int(),
        errors: /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
      }),
    ),
    committed: /*#__PURE__*/ z.boolean(),
    warnings: /*#__PURE__*/ z.array(/*#__PURE__*/ z.string()),
  }),
  /*#__PURE__*/ z.object({
    status: /*#__PURE__*/ z.int(),
    questions: /*#__PURE__*/ z.array(
      /*#__PURE__*/ z.object({
        row: /*#__PURE__*/ z.int(),
        shown: zShownQuestion,
        description: /*#__PURE__*/ z.string(),
        explanation: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
        difficulty: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
        topic: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
        options: /*#__PURE__*/ z.array(/*#__PURE__*/ z.string()),
        correct: /*#__PURE__*/ z.int(),
        translations: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), zQuestionVersionInput)),
      }),
    ),
    problems: /*#__PURE__*/ z.array(
      /*#__PURE__*/ z.object({
        row: /*#__PURE__*/ z.int(),
        errors: /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
      }),
    ),
    committed: /*#__PURE__*/ z.boolean(),
    warnings: /*#__PURE__*/ z.array(/*#__PURE__*/ z.string()),
  }),
]);

export const zAdminDeleteQuestionPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * Done.
 */
export const zAdminDeleteQuestionResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

export const zAdminUpdateQuestionBody = zQuestionInput;

export const zAdminUpdateQuestionPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

export const zAdminUpdateQuestionQuery = /*#__PURE__*/ z.object({
  confirm: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['1'])),
});

/**
 * Saved; `rescored` says what a key correction re-scored.
 */
export const zAdminUpdateQuestionResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
  rescored: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.object({
      attempts: /*#__PURE__*/ z.int(),
      changed: /*#__PURE__*/ z.int(),
    }),
  ),
});

/**
 * A CSV file with the header and one example row, in UTF-8 after a byte-order mark (docs/product.md, "CSV files").
 */
export const zAdminQuestionTemplateResponse = /*#__PURE__*/ z.string();

export const zAdminListQuestionReportsQuery = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['open', 'resolved', 'dismissed'])),
});

/**
 * The reported questions.
 */
export const zAdminListQuestionReportsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  items: /*#__PURE__*/ z.array(zReportedQuestion),
});

export const zAdminCloseQuestionReportsBody = zQuestionReportClosing;

export const zAdminCloseQuestionReportsPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * Closed; `closed` counts the reports.
 */
export const zAdminCloseQuestionReportsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
  closed: /*#__PURE__*/ z.int(),
});

export const zAdminListKeyChallengesQuery = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['open', 'all'])),
});

/**
 * The challenged questions.
 */
export const zAdminListKeyChallengesResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  items: /*#__PURE__*/ z.array(zChallengedQuestion),
});

export const zAdminDecideKeyChallengesBody = zKeyChallengeDecision;

export const zAdminDecideKeyChallengesPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * Decided; `rescored` counts the attempts scored again, `changed` the results that changed.
 */
export const zAdminDecideKeyChallengesResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
  rescored: /*#__PURE__*/ z.int(),
  changed: /*#__PURE__*/ z.int(),
});

export const zAdminItemStatsPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The item statistics.
 */
export const zAdminItemStatsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  item: zItemStats,
});

export const zAdminExportEnquiriesQuery = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['new', 'contacted', 'enrolled', 'closed'])),
  kind: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['subscription', 'course'])),
});

/**
 * The enquiries, newest first, in UTF-8 after a byte-order mark; cells that start like a formula have a leading apostrophe.
 */
export const zAdminExportEnquiriesResponse = /*#__PURE__*/ z.string();

export const zAdminListLearnersQuery = /*#__PURE__*/ z.object({
  q: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  role: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['student', 'admin', 'evaluator'])),
  page: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  pageSize: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
});

/**
 * A page of accounts (never their password hashes).
 */
export const zAdminListLearnersResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  items: /*#__PURE__*/ z.array(zAdminLearner),
  total: /*#__PURE__*/ z.int(),
  page: /*#__PURE__*/ z.int(),
  pageSize: /*#__PURE__*/ z.int(),
});

export const zAdminGetLearnerPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The account.
 */
export const zAdminGetLearnerResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  learner: zAdminLearner,
  entitlements: /*#__PURE__*/ z.array(zAdminAccess),
  orders: /*#__PURE__*/ z.array(zAdminOrder),
  devices: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      browser: /*#__PURE__*/ z.string(),
      os: /*#__PURE__*/ z.string(),
      kind: /*#__PURE__*/ z.enum(['phone', 'tablet', 'computer', '']),
      address: /*#__PURE__*/ z.string(),
      signedInAt: /*#__PURE__*/ z.iso.datetime({ offset: true }),
      lastSeenAt: /*#__PURE__*/ z.iso.datetime({ offset: true }),
      current: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    }),
  ),
});

export const zAdminUpdateLearnerBody = /*#__PURE__*/ z.object({
  role: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['student', 'admin', 'evaluator'])),
  disabled: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
});

export const zAdminUpdateLearnerPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * Done.
 */
export const zAdminUpdateLearnerResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

export const zAdminGrantBody = /*#__PURE__*/ z.object({
  subscriptionId: /*#__PURE__*/ z.int(),
  days: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
});

export const zAdminGrantPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * Granted.
 */
export const zAdminGrantResponse = zMessageBody;

export const zAdminRevokePath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
  subscriptionId: /*#__PURE__*/ z.int(),
});

/**
 * Done.
 */
export const zAdminRevokeResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

export const zAdminSignOutAllDevicesPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * Done.
 */
export const zAdminSignOutAllDevicesResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

export const zAdminSignOutDevicePath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
  sessionId: /*#__PURE__*/ z.int(),
});

/**
 * Done.
 */
export const zAdminSignOutDeviceResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

export const zAdminLearnerAttemptsPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

export const zAdminLearnerAttemptsQuery = /*#__PURE__*/ z.object({
  page: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  pageSize: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
});

/**
 * A page of attempts.
 */
export const zAdminLearnerAttemptsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  items: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      testId: /*#__PURE__*/ z.int(),
      testName: /*#__PURE__*/ z.string(),
      attemptNo: /*#__PURE__*/ z.int(),
      status: /*#__PURE__*/ z.enum(['in_progress', 'finishing', 'submitted', 'time_up', 'late']),
      startedAt: /*#__PURE__*/ z.iso.datetime({ offset: true }),
      submittedAt: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      score: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.number()),
      totalMarks: /*#__PURE__*/ z.int(),
      ranked: /*#__PURE__*/ z.boolean(),
      rank: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.int()),
    }),
  ),
  total: /*#__PURE__*/ z.int(),
  page: /*#__PURE__*/ z.int(),
  pageSize: /*#__PURE__*/ z.int(),
});

export const zAdminLearnerAnswersPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

export const zAdminLearnerAnswersQuery = /*#__PURE__*/ z.object({
  page: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  pageSize: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
});

/**
 * A page of answers.
 */
export const zAdminLearnerAnswersResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  items: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      uploadId: /*#__PURE__*/ z.int(),
      testId: /*#__PURE__*/ z.int(),
      testName: /*#__PURE__*/ z.string(),
      uploadedAt: /*#__PURE__*/ z.iso.datetime({ offset: true }),
      status: /*#__PURE__*/ z.enum(['waiting', 'being evaluated', 'late', 'evaluated']),
      marks: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.number()),
      maximumScore: /*#__PURE__*/ z.int(),
      evaluatedAt: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      evaluator: /*#__PURE__*/ z.nullable(/*#__PURE__*/ z.string()),
    }),
  ),
  total: /*#__PURE__*/ z.int(),
  page: /*#__PURE__*/ z.int(),
  pageSize: /*#__PURE__*/ z.int(),
});

export const zAdminListOrdersQuery = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['created', 'paid', 'failed', 'cancelled'])),
  refund_status: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['none', 'flagged', 'refunded'])),
  q: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  page: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  pageSize: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
});

/**
 * A page of orders.
 */
export const zAdminListOrdersResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  items: /*#__PURE__*/ z.array(zAdminOrder),
  total: /*#__PURE__*/ z.int(),
  page: /*#__PURE__*/ z.int(),
  pageSize: /*#__PURE__*/ z.int(),
});

export const zAdminMarkRefundedPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * Done.
 */
export const zAdminMarkRefundedResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

export const zAdminDeleteVideoFilePath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The video's record, as GET /api/v1/admin/videos/{id} answers it.
 */
export const zAdminDeleteVideoFileResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: zAdminVideosRecord,
});

export const zAdminPutVideoFileBody = /*#__PURE__*/ z.string();

export const zAdminPutVideoFilePath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

export const zAdminPutVideoFileQuery = /*#__PURE__*/ z.object({
  name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string().check(/*#__PURE__*/ z.maxLength(200))),
});

/**
 * The video's record, as GET /api/v1/admin/videos/{id} answers it.
 */
export const zAdminPutVideoFileResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: zAdminVideosRecord,
});

export const zAdminUploadQuestionImageBody = /*#__PURE__*/ z.string();

export const zAdminUploadQuestionImageQuery = /*#__PURE__*/ z.object({
  alt: /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.maxLength(300)),
  name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string().check(/*#__PURE__*/ z.maxLength(200))),
});

/**
 * The image, stored.
 */
export const zAdminUploadQuestionImageResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  key: /*#__PURE__*/ z.string(),
  line: /*#__PURE__*/ z.string(),
  html: /*#__PURE__*/ z.string(),
});

export const zAdminDeletePrelimsDiscussionFilePath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The test's record, as GET /api/v1/admin/prelims-tests/{id} answers it.
 */
export const zAdminDeletePrelimsDiscussionFileResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: zAdminPrelimsTestsRecord,
});

export const zAdminPutPrelimsDiscussionFileBody = /*#__PURE__*/ z.string();

export const zAdminPutPrelimsDiscussionFilePath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

export const zAdminPutPrelimsDiscussionFileQuery = /*#__PURE__*/ z.object({
  name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string().check(/*#__PURE__*/ z.maxLength(200))),
});

/**
 * The test's record, as GET /api/v1/admin/prelims-tests/{id} answers it.
 */
export const zAdminPutPrelimsDiscussionFileResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: zAdminPrelimsTestsRecord,
});

export const zAdminDeleteMainsDiscussionFilePath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The test's record, as GET /api/v1/admin/mains-tests/{id} answers it.
 */
export const zAdminDeleteMainsDiscussionFileResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: zAdminMainsTestsRecord,
});

export const zAdminPutMainsDiscussionFileBody = /*#__PURE__*/ z.string();

export const zAdminPutMainsDiscussionFilePath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

export const zAdminPutMainsDiscussionFileQuery = /*#__PURE__*/ z.object({
  name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string().check(/*#__PURE__*/ z.maxLength(200))),
});

/**
 * The test's record, as GET /api/v1/admin/mains-tests/{id} answers it.
 */
export const zAdminPutMainsDiscussionFileResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: zAdminMainsTestsRecord,
});

export const zAdminDashboardQuery = /*#__PURE__*/ z.object({
  days: /*#__PURE__*/ z._default(
    /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int().check(/*#__PURE__*/ z.gte(1), /*#__PURE__*/ z.lte(365))),
    30,
  ),
});

/**
 * The figures; days are India-time calendar days.
 */
export const zAdminDashboardResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  days: /*#__PURE__*/ z.int(),
  since: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
  signups: /*#__PURE__*/ z.array(zDayCount),
  sales: /*#__PURE__*/ z.array(zDayCount),
  enquiries: /*#__PURE__*/ z.array(zDayCount),
  refunded: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.object({
      count: /*#__PURE__*/ z.int(),
      amount: /*#__PURE__*/ z.number(),
    }),
  ),
  testsTaken: /*#__PURE__*/ z.int(),
  answersAwaiting: /*#__PURE__*/ z.int(),
  newLeads: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  refundsFlagged: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  learners: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
});

export const zAdminAuditQuery = /*#__PURE__*/ z.object({
  entity: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
});

/**
 * Entries, newest first, with the record before and after (JSON text).
 */
export const zAdminAuditResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  items: /*#__PURE__*/ z.array(zAdminAuditEntry),
});

/**
 * A page of records.
 */
export const zAdminListCategoriesResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  total: /*#__PURE__*/ z.int(),
  page: /*#__PURE__*/ z.int(),
  pageSize: /*#__PURE__*/ z.int(),
  items: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      title: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      slug: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      library_kind: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['notes', 'tests', 'mains-tests', 'videos'])),
      description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
      type_count: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
      translations: /*#__PURE__*/ z.optional(
        /*#__PURE__*/ z.record(
          /*#__PURE__*/ z.string(),
          /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
        ),
      ),
    }),
  ),
});

/**
 * Required on create: name, slug, library_kind.
 */
export const zAdminCreateCategoriesBody = /*#__PURE__*/ z.object({
  name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  title: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  slug: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  library_kind: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['notes', 'tests', 'mains-tests', 'videos'])),
  description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  position: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
  'translations.hi.name': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.hi.title': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.hi.description': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.mr.name': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.mr.title': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.mr.description': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  translations: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.record(
      /*#__PURE__*/ z.string(),
      /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
    ),
  ),
});

/**
 * Created.
 */
export const zAdminCreateCategoriesResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    title: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    slug: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    library_kind: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['notes', 'tests', 'mains-tests', 'videos'])),
    description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    type_count: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
    translations: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.record(
        /*#__PURE__*/ z.string(),
        /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
      ),
    ),
  }),
});

export const zAdminDeleteCategoriesPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * Done.
 */
export const zAdminDeleteCategoriesResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

export const zAdminGetCategoriesPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The record.
 */
export const zAdminGetCategoriesResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    title: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    slug: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    library_kind: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['notes', 'tests', 'mains-tests', 'videos'])),
    description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    type_count: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
    translations: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.record(
        /*#__PURE__*/ z.string(),
        /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
      ),
    ),
  }),
});

/**
 * Required on create: name, slug, library_kind.
 */
export const zAdminUpdateCategoriesBody = /*#__PURE__*/ z.object({
  name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  title: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  slug: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  library_kind: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['notes', 'tests', 'mains-tests', 'videos'])),
  description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  position: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
  'translations.hi.name': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.hi.title': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.hi.description': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.mr.name': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.mr.title': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.mr.description': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  translations: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.record(
      /*#__PURE__*/ z.string(),
      /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
    ),
  ),
});

export const zAdminUpdateCategoriesPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The changed record.
 */
export const zAdminUpdateCategoriesResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    title: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    slug: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    library_kind: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['notes', 'tests', 'mains-tests', 'videos'])),
    description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    type_count: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
    translations: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.record(
        /*#__PURE__*/ z.string(),
        /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
      ),
    ),
  }),
});

/**
 * A page of records.
 */
export const zAdminListTypesResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  total: /*#__PURE__*/ z.int(),
  page: /*#__PURE__*/ z.int(),
  pageSize: /*#__PURE__*/ z.int(),
  items: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      category_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      optional_subject_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      slug: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
      created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      subscription_count: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
    }),
  ),
});

/**
 * Required on create: category_id, name, slug.
 */
export const zAdminCreateTypesBody = /*#__PURE__*/ z.object({
  category_id: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  optional_subject_id: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  slug: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  position: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
});

/**
 * Created.
 */
export const zAdminCreateTypesResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    category_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    optional_subject_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    slug: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    subscription_count: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  }),
});

export const zAdminDeleteTypesPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * Done.
 */
export const zAdminDeleteTypesResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

export const zAdminGetTypesPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The record.
 */
export const zAdminGetTypesResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    category_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    optional_subject_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    slug: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    subscription_count: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  }),
});

/**
 * Required on create: category_id, name, slug.
 */
export const zAdminUpdateTypesBody = /*#__PURE__*/ z.object({
  category_id: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  optional_subject_id: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  slug: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  position: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
});

export const zAdminUpdateTypesPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The changed record.
 */
export const zAdminUpdateTypesResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    category_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    optional_subject_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    slug: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    subscription_count: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  }),
});

/**
 * A page of records.
 */
export const zAdminListSubscriptionsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  total: /*#__PURE__*/ z.int(),
  page: /*#__PURE__*/ z.int(),
  pageSize: /*#__PURE__*/ z.int(),
  items: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      type_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      slug: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      subtitle: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      thumbnail: /*#__PURE__*/ z.nullish(
        /*#__PURE__*/ z.object({
          id: /*#__PURE__*/ z.int(),
          key: /*#__PURE__*/ z.string(),
        }),
      ),
      short_details: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      details: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      price: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.number()),
      strike_price: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.number()),
      delivery_info: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      discount_info: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      seat_limit: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      validity_days: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      valid_until: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      is_for_sale: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
      show_enquiry: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
      is_popular: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
      is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
      created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      buyers: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
      seats_taken: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
      translations: /*#__PURE__*/ z.optional(
        /*#__PURE__*/ z.record(
          /*#__PURE__*/ z.string(),
          /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
        ),
      ),
    }),
  ),
});

/**
 * Required on create: type_id, name, slug, price.
 */
export const zAdminCreateSubscriptionsBody = /*#__PURE__*/ z.object({
  type_id: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  slug: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  subtitle: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  thumbnail: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  short_details: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  details: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  price: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  strike_price: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  delivery_info: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  discount_info: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  seat_limit: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  validity_days: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  valid_until: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  position: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  is_for_sale: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
  show_enquiry: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
  is_popular: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
  is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
  'translations.hi.name': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.hi.subtitle': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.hi.short_details': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.hi.details': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.hi.discount_info': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.mr.name': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.mr.subtitle': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.mr.short_details': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.mr.details': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.mr.discount_info': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  translations: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.record(
      /*#__PURE__*/ z.string(),
      /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
    ),
  ),
  confirm: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['1'])),
});

/**
 * Created.
 */
export const zAdminCreateSubscriptionsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    type_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    slug: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    subtitle: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    thumbnail: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    short_details: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    details: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    price: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.number()),
    strike_price: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.number()),
    delivery_info: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    discount_info: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    seat_limit: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    validity_days: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    valid_until: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_for_sale: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    show_enquiry: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    is_popular: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    buyers: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
    seats_taken: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
    translations: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.record(
        /*#__PURE__*/ z.string(),
        /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
      ),
    ),
  }),
});

export const zAdminDeleteSubscriptionsPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * Done.
 */
export const zAdminDeleteSubscriptionsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

export const zAdminGetSubscriptionsPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The record.
 */
export const zAdminGetSubscriptionsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    type_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    slug: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    subtitle: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    thumbnail: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    short_details: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    details: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    price: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.number()),
    strike_price: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.number()),
    delivery_info: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    discount_info: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    seat_limit: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    validity_days: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    valid_until: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_for_sale: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    show_enquiry: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    is_popular: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    buyers: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
    seats_taken: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
    translations: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.record(
        /*#__PURE__*/ z.string(),
        /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
      ),
    ),
  }),
});

/**
 * Required on create: type_id, name, slug, price.
 */
export const zAdminUpdateSubscriptionsBody = /*#__PURE__*/ z.object({
  type_id: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  slug: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  subtitle: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  thumbnail: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  short_details: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  details: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  price: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  strike_price: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  delivery_info: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  discount_info: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  seat_limit: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  validity_days: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  valid_until: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  position: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  is_for_sale: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
  show_enquiry: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
  is_popular: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
  is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
  'translations.hi.name': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.hi.subtitle': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.hi.short_details': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.hi.details': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.hi.discount_info': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.mr.name': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.mr.subtitle': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.mr.short_details': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.mr.details': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.mr.discount_info': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  translations: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.record(
      /*#__PURE__*/ z.string(),
      /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
    ),
  ),
  confirm: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['1'])),
});

export const zAdminUpdateSubscriptionsPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The changed record.
 */
export const zAdminUpdateSubscriptionsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    type_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    slug: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    subtitle: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    thumbnail: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    short_details: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    details: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    price: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.number()),
    strike_price: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.number()),
    delivery_info: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    discount_info: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    seat_limit: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    validity_days: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    valid_until: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_for_sale: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    show_enquiry: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    is_popular: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    buyers: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
    seats_taken: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
    translations: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.record(
        /*#__PURE__*/ z.string(),
        /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
      ),
    ),
  }),
});

/**
 * A page of records.
 */
export const zAdminListLibrariesResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  total: /*#__PURE__*/ z.int(),
  page: /*#__PURE__*/ z.int(),
  pageSize: /*#__PURE__*/ z.int(),
  items: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      kind: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['notes', 'tests', 'mains-tests', 'videos'])),
      name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      evaluation_turnaround_hours: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      rubric_criteria: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      second_marking_percent: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      second_marking_threshold_percent: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      item_count: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
    }),
  ),
});

/**
 * Required on create: kind, name.
 */
export const zAdminCreateLibrariesBody = /*#__PURE__*/ z.object({
  kind: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['notes', 'tests', 'mains-tests', 'videos'])),
  name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  evaluation_turnaround_hours: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  rubric_criteria: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  second_marking_percent: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  second_marking_threshold_percent: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
});

/**
 * Created.
 */
export const zAdminCreateLibrariesResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    kind: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['notes', 'tests', 'mains-tests', 'videos'])),
    name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    evaluation_turnaround_hours: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    rubric_criteria: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    second_marking_percent: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    second_marking_threshold_percent: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    item_count: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  }),
});

export const zAdminDeleteLibrariesPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * Done.
 */
export const zAdminDeleteLibrariesResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

export const zAdminGetLibraries2Path = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The record.
 */
export const zAdminGetLibraries2Response = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    kind: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['notes', 'tests', 'mains-tests', 'videos'])),
    name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    evaluation_turnaround_hours: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    rubric_criteria: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    second_marking_percent: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    second_marking_threshold_percent: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    item_count: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  }),
});

/**
 * Required on create: kind, name.
 */
export const zAdminUpdateLibrariesBody = /*#__PURE__*/ z.object({
  kind: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['notes', 'tests', 'mains-tests', 'videos'])),
  name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  evaluation_turnaround_hours: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  rubric_criteria: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  second_marking_percent: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  second_marking_threshold_percent: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
});

export const zAdminUpdateLibrariesPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The changed record.
 */
export const zAdminUpdateLibrariesResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    kind: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['notes', 'tests', 'mains-tests', 'videos'])),
    name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    evaluation_turnaround_hours: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    rubric_criteria: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    second_marking_percent: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    second_marking_threshold_percent: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    item_count: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  }),
});

/**
 * A page of records.
 */
export const zAdminListOptionalSubjectsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  total: /*#__PURE__*/ z.int(),
  page: /*#__PURE__*/ z.int(),
  pageSize: /*#__PURE__*/ z.int(),
  items: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      slug: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      thumbnail: /*#__PURE__*/ z.nullish(
        /*#__PURE__*/ z.object({
          id: /*#__PURE__*/ z.int(),
          key: /*#__PURE__*/ z.string(),
        }),
      ),
      position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
      created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    }),
  ),
});

/**
 * Required on create: name, slug.
 */
export const zAdminCreateOptionalSubjectsBody = /*#__PURE__*/ z.object({
  name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  slug: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  thumbnail: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  position: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
});

/**
 * Created.
 */
export const zAdminCreateOptionalSubjectsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    slug: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    thumbnail: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
  }),
});

export const zAdminDeleteOptionalSubjectsPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * Done.
 */
export const zAdminDeleteOptionalSubjectsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

export const zAdminGetOptionalSubjectsPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The record.
 */
export const zAdminGetOptionalSubjectsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    slug: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    thumbnail: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
  }),
});

/**
 * Required on create: name, slug.
 */
export const zAdminUpdateOptionalSubjectsBody = /*#__PURE__*/ z.object({
  name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  slug: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  thumbnail: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  position: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
});

export const zAdminUpdateOptionalSubjectsPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The changed record.
 */
export const zAdminUpdateOptionalSubjectsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    slug: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    thumbnail: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
  }),
});

/**
 * A page of records.
 */
export const zAdminListNotesResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  total: /*#__PURE__*/ z.int(),
  page: /*#__PURE__*/ z.int(),
  pageSize: /*#__PURE__*/ z.int(),
  items: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      library_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      year: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      thumbnail: /*#__PURE__*/ z.nullish(
        /*#__PURE__*/ z.object({
          id: /*#__PURE__*/ z.int(),
          key: /*#__PURE__*/ z.string(),
        }),
      ),
      topic_pdf: /*#__PURE__*/ z.nullish(
        /*#__PURE__*/ z.object({
          id: /*#__PURE__*/ z.int(),
          key: /*#__PURE__*/ z.string(),
        }),
      ),
      source_pdf: /*#__PURE__*/ z.nullish(
        /*#__PURE__*/ z.object({
          id: /*#__PURE__*/ z.int(),
          key: /*#__PURE__*/ z.string(),
        }),
      ),
      primary_pdf: /*#__PURE__*/ z.nullish(
        /*#__PURE__*/ z.object({
          id: /*#__PURE__*/ z.int(),
          key: /*#__PURE__*/ z.string(),
        }),
      ),
      languages: /*#__PURE__*/ z.optional(
        /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/)),
      ),
      position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
      created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    }),
  ),
});

/**
 * Required on create: library_id, name.
 */
export const zAdminCreateNotesBody = /*#__PURE__*/ z.object({
  library_id: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  year: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  thumbnail: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  topic_pdf: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  source_pdf: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  primary_pdf: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  languages: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/)),
  ),
  position: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
});

/**
 * Created.
 */
export const zAdminCreateNotesResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    library_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    year: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    thumbnail: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    topic_pdf: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    source_pdf: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    primary_pdf: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    languages: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/)),
    ),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
  }),
});

export const zAdminDeleteNotesPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * Done.
 */
export const zAdminDeleteNotesResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

export const zAdminGetNotesPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The record.
 */
export const zAdminGetNotesResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    library_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    year: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    thumbnail: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    topic_pdf: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    source_pdf: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    primary_pdf: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    languages: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/)),
    ),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
  }),
});

/**
 * Required on create: library_id, name.
 */
export const zAdminUpdateNotesBody = /*#__PURE__*/ z.object({
  library_id: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  year: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  thumbnail: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  topic_pdf: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  source_pdf: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  primary_pdf: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  languages: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/)),
  ),
  position: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
});

export const zAdminUpdateNotesPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The changed record.
 */
export const zAdminUpdateNotesResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    library_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    year: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    thumbnail: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    topic_pdf: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    source_pdf: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    primary_pdf: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    languages: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/)),
    ),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
  }),
});

/**
 * A page of records.
 */
export const zAdminListPrelimsTestsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  total: /*#__PURE__*/ z.int(),
  page: /*#__PURE__*/ z.int(),
  pageSize: /*#__PURE__*/ z.int(),
  items: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      library_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      slug: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      duration_minutes: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      total_marks: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      total_attempts: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      marks_correct: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.number()),
      marks_incorrect: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.number()),
      marks_unattempted: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.number()),
      question_pdf: /*#__PURE__*/ z.nullish(
        /*#__PURE__*/ z.object({
          id: /*#__PURE__*/ z.int(),
          key: /*#__PURE__*/ z.string(),
        }),
      ),
      explanation_pdf: /*#__PURE__*/ z.nullish(
        /*#__PURE__*/ z.object({
          id: /*#__PURE__*/ z.int(),
          key: /*#__PURE__*/ z.string(),
        }),
      ),
      languages: /*#__PURE__*/ z.optional(
        /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/)),
      ),
      discussion_video_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
      opens_at: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      closes_at: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      challenge_days: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      csat_test_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      qualifying_percent: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      attempt_count: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
      discussion_file_name: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
      discussion_file_size: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      discussion_file_type: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
      question_count: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
      translations: /*#__PURE__*/ z.optional(
        /*#__PURE__*/ z.record(
          /*#__PURE__*/ z.string(),
          /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
        ),
      ),
    }),
  ),
});

/**
 * Required on create: library_id, name, slug, duration_minutes, total_marks, total_attempts, marks_correct, marks_incorrect, marks_unattempted.
 */
export const zAdminCreatePrelimsTestsBody = /*#__PURE__*/ z.object({
  library_id: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  slug: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  duration_minutes: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  total_marks: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  total_attempts: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  marks_correct: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  marks_incorrect: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  marks_unattempted: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  question_pdf: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  explanation_pdf: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  languages: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/)),
  ),
  discussion_video_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  position: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
  opens_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  closes_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  challenge_days: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  csat_test_id: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  qualifying_percent: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  'translations.hi.name': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.hi.description': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.mr.name': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.mr.description': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  translations: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.record(
      /*#__PURE__*/ z.string(),
      /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
    ),
  ),
  confirm: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['1'])),
});

/**
 * Created.
 */
export const zAdminCreatePrelimsTestsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    library_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    slug: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    duration_minutes: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    total_marks: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    total_attempts: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    marks_correct: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.number()),
    marks_incorrect: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.number()),
    marks_unattempted: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.number()),
    question_pdf: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    explanation_pdf: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    languages: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/)),
    ),
    discussion_video_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    opens_at: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    closes_at: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    challenge_days: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    csat_test_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    qualifying_percent: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    attempt_count: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
    discussion_file_name: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
    discussion_file_size: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    discussion_file_type: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
    question_count: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
    translations: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.record(
        /*#__PURE__*/ z.string(),
        /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
      ),
    ),
  }),
});

export const zAdminDeletePrelimsTestsPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * Done.
 */
export const zAdminDeletePrelimsTestsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

export const zAdminGetPrelimsTestsPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The record.
 */
export const zAdminGetPrelimsTestsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    library_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    slug: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    duration_minutes: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    total_marks: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    total_attempts: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    marks_correct: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.number()),
    marks_incorrect: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.number()),
    marks_unattempted: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.number()),
    question_pdf: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    explanation_pdf: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    languages: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/)),
    ),
    discussion_video_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    opens_at: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    closes_at: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    challenge_days: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    csat_test_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    qualifying_percent: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    attempt_count: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
    discussion_file_name: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
    discussion_file_size: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    discussion_file_type: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
    question_count: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
    translations: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.record(
        /*#__PURE__*/ z.string(),
        /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
      ),
    ),
  }),
});

/**
 * Required on create: library_id, name, slug, duration_minutes, total_marks, total_attempts, marks_correct, marks_incorrect, marks_unattempted.
 */
export const zAdminUpdatePrelimsTestsBody = /*#__PURE__*/ z.object({
  library_id: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  slug: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  duration_minutes: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  total_marks: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  total_attempts: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  marks_correct: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  marks_incorrect: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  marks_unattempted: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  question_pdf: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  explanation_pdf: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  languages: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/)),
  ),
  discussion_video_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  position: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
  opens_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  closes_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  challenge_days: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  csat_test_id: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  qualifying_percent: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  'translations.hi.name': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.hi.description': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.mr.name': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.mr.description': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  translations: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.record(
      /*#__PURE__*/ z.string(),
      /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
    ),
  ),
  confirm: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['1'])),
});

export const zAdminUpdatePrelimsTestsPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The changed record.
 */
export const zAdminUpdatePrelimsTestsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    library_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    slug: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    duration_minutes: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    total_marks: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    total_attempts: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    marks_correct: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.number()),
    marks_incorrect: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.number()),
    marks_unattempted: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.number()),
    question_pdf: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    explanation_pdf: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    languages: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/)),
    ),
    discussion_video_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    opens_at: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    closes_at: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    challenge_days: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    csat_test_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    qualifying_percent: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    attempt_count: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
    discussion_file_name: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
    discussion_file_size: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    discussion_file_type: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
    question_count: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
    translations: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.record(
        /*#__PURE__*/ z.string(),
        /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
      ),
    ),
  }),
});

/**
 * A page of records.
 */
export const zAdminListMainsTestsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  total: /*#__PURE__*/ z.int(),
  page: /*#__PURE__*/ z.int(),
  pageSize: /*#__PURE__*/ z.int(),
  items: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      library_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      is_daily: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
      question_text: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      paper: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['', 'gs1', 'gs2', 'gs3', 'gs4', 'essay', 'optional'])),
      directive_word: /*#__PURE__*/ z.optional(
        /*#__PURE__*/ z.enum([
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
      word_limit: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      starts_at: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      ends_at: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      maximum_score: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      question_structure: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      question_pdf: /*#__PURE__*/ z.nullish(
        /*#__PURE__*/ z.object({
          id: /*#__PURE__*/ z.int(),
          key: /*#__PURE__*/ z.string(),
        }),
      ),
      model_answer_pdf: /*#__PURE__*/ z.nullish(
        /*#__PURE__*/ z.object({
          id: /*#__PURE__*/ z.int(),
          key: /*#__PURE__*/ z.string(),
        }),
      ),
      languages: /*#__PURE__*/ z.optional(
        /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/)),
      ),
      discussion_video_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      show_enquiry: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
      is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
      created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      answers_pending: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
      discussion_file_name: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
      discussion_file_size: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      discussion_file_type: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
      translations: /*#__PURE__*/ z.optional(
        /*#__PURE__*/ z.record(
          /*#__PURE__*/ z.string(),
          /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
        ),
      ),
    }),
  ),
});

/**
 * Required on create: library_id, name, starts_at, ends_at, maximum_score.
 */
export const zAdminCreateMainsTestsBody = /*#__PURE__*/ z.object({
  library_id: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  is_daily: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
  question_text: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  paper: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['', 'gs1', 'gs2', 'gs3', 'gs4', 'essay', 'optional'])),
  directive_word: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.enum([
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
  word_limit: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  starts_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  ends_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  maximum_score: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  question_structure: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  question_pdf: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  model_answer_pdf: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  languages: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/)),
  ),
  discussion_video_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  position: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  show_enquiry: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
  is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
  'translations.hi.name': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.hi.question_text': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.hi.description': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.mr.name': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.mr.question_text': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.mr.description': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  translations: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.record(
      /*#__PURE__*/ z.string(),
      /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
    ),
  ),
  confirm: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['1'])),
});

/**
 * Created.
 */
export const zAdminCreateMainsTestsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    library_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    is_daily: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    question_text: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    paper: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['', 'gs1', 'gs2', 'gs3', 'gs4', 'essay', 'optional'])),
    directive_word: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.enum([
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
    word_limit: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    starts_at: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    ends_at: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    maximum_score: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    question_structure: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    question_pdf: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    model_answer_pdf: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    languages: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/)),
    ),
    discussion_video_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    show_enquiry: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    answers_pending: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
    discussion_file_name: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
    discussion_file_size: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    discussion_file_type: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
    translations: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.record(
        /*#__PURE__*/ z.string(),
        /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
      ),
    ),
  }),
});

export const zAdminDeleteMainsTestsPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * Done.
 */
export const zAdminDeleteMainsTestsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

export const zAdminGetMainsTestsPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The record.
 */
export const zAdminGetMainsTestsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    library_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    is_daily: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    question_text: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    paper: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['', 'gs1', 'gs2', 'gs3', 'gs4', 'essay', 'optional'])),
    directive_word: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.enum([
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
    word_limit: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    starts_at: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    ends_at: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    maximum_score: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    question_structure: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    question_pdf: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    model_answer_pdf: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    languages: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/)),
    ),
    discussion_video_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    show_enquiry: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    answers_pending: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
    discussion_file_name: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
    discussion_file_size: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    discussion_file_type: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
    translations: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.record(
        /*#__PURE__*/ z.string(),
        /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
      ),
    ),
  }),
});

/**
 * Required on create: library_id, name, starts_at, ends_at, maximum_score.
 */
export const zAdminUpdateMainsTestsBody = /*#__PURE__*/ z.object({
  library_id: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  is_daily: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
  question_text: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  paper: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['', 'gs1', 'gs2', 'gs3', 'gs4', 'essay', 'optional'])),
  directive_word: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.enum([
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
  word_limit: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  starts_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  ends_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  maximum_score: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  question_structure: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  question_pdf: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  model_answer_pdf: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  languages: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/)),
  ),
  discussion_video_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  position: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  show_enquiry: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
  is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
  'translations.hi.name': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.hi.question_text': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.hi.description': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.mr.name': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.mr.question_text': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.mr.description': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  translations: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.record(
      /*#__PURE__*/ z.string(),
      /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
    ),
  ),
  confirm: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['1'])),
});

export const zAdminUpdateMainsTestsPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The changed record.
 */
export const zAdminUpdateMainsTestsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    library_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    is_daily: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    question_text: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    paper: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['', 'gs1', 'gs2', 'gs3', 'gs4', 'essay', 'optional'])),
    directive_word: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.enum([
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
    word_limit: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    starts_at: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    ends_at: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    maximum_score: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    question_structure: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    question_pdf: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    model_answer_pdf: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    languages: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/)),
    ),
    discussion_video_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    show_enquiry: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    answers_pending: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
    discussion_file_name: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
    discussion_file_size: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    discussion_file_type: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
    translations: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.record(
        /*#__PURE__*/ z.string(),
        /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
      ),
    ),
  }),
});

/**
 * A page of records.
 */
export const zAdminListVideosResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  total: /*#__PURE__*/ z.int(),
  page: /*#__PURE__*/ z.int(),
  pageSize: /*#__PURE__*/ z.int(),
  items: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      library_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      video_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      duration_seconds: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      poster: /*#__PURE__*/ z.nullish(
        /*#__PURE__*/ z.object({
          id: /*#__PURE__*/ z.int(),
          key: /*#__PURE__*/ z.string(),
        }),
      ),
      pdf: /*#__PURE__*/ z.nullish(
        /*#__PURE__*/ z.object({
          id: /*#__PURE__*/ z.int(),
          key: /*#__PURE__*/ z.string(),
        }),
      ),
      languages: /*#__PURE__*/ z.optional(
        /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/)),
      ),
      position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
      created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      video_file_name: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
      video_file_size: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      video_file_type: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
    }),
  ),
});

/**
 * Required on create: library_id, name.
 */
export const zAdminCreateVideosBody = /*#__PURE__*/ z.object({
  library_id: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  video_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  duration_seconds: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  poster: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  pdf: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  languages: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/)),
  ),
  position: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
});

/**
 * Created.
 */
export const zAdminCreateVideosResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    library_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    video_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    duration_seconds: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    poster: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    pdf: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    languages: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/)),
    ),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    video_file_name: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
    video_file_size: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    video_file_type: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
  }),
});

export const zAdminDeleteVideosPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * Done.
 */
export const zAdminDeleteVideosResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

export const zAdminGetVideosPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The record.
 */
export const zAdminGetVideosResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    library_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    video_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    duration_seconds: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    poster: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    pdf: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    languages: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/)),
    ),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    video_file_name: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
    video_file_size: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    video_file_type: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
  }),
});

/**
 * Required on create: library_id, name.
 */
export const zAdminUpdateVideosBody = /*#__PURE__*/ z.object({
  library_id: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  video_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  duration_seconds: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  poster: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  pdf: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  languages: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/)),
  ),
  position: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
});

export const zAdminUpdateVideosPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The changed record.
 */
export const zAdminUpdateVideosResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    library_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    description: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    video_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    duration_seconds: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    poster: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    pdf: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    languages: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/)),
    ),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_published: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    video_file_name: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
    video_file_size: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    video_file_type: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
  }),
});

/**
 * A page of records.
 */
export const zAdminListCarouselsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  total: /*#__PURE__*/ z.int(),
  page: /*#__PURE__*/ z.int(),
  pageSize: /*#__PURE__*/ z.int(),
  items: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      image: /*#__PURE__*/ z.nullish(
        /*#__PURE__*/ z.object({
          id: /*#__PURE__*/ z.int(),
          key: /*#__PURE__*/ z.string(),
        }),
      ),
      title: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      redirect_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
      created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      translations: /*#__PURE__*/ z.optional(
        /*#__PURE__*/ z.record(
          /*#__PURE__*/ z.string(),
          /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
        ),
      ),
    }),
  ),
});

/**
 * Required on create: image, title.
 */
export const zAdminCreateCarouselsBody = /*#__PURE__*/ z.object({
  image: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  title: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  redirect_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  position: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
  'translations.hi.title': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.mr.title': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  translations: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.record(
      /*#__PURE__*/ z.string(),
      /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
    ),
  ),
});

/**
 * Created.
 */
export const zAdminCreateCarouselsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    image: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    title: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    redirect_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    translations: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.record(
        /*#__PURE__*/ z.string(),
        /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
      ),
    ),
  }),
});

export const zAdminDeleteCarouselsPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * Done.
 */
export const zAdminDeleteCarouselsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

export const zAdminGetCarouselsPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The record.
 */
export const zAdminGetCarouselsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    image: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    title: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    redirect_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    translations: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.record(
        /*#__PURE__*/ z.string(),
        /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
      ),
    ),
  }),
});

/**
 * Required on create: image, title.
 */
export const zAdminUpdateCarouselsBody = /*#__PURE__*/ z.object({
  image: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  title: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  redirect_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  position: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
  'translations.hi.title': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.mr.title': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  translations: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.record(
      /*#__PURE__*/ z.string(),
      /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
    ),
  ),
});

export const zAdminUpdateCarouselsPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The changed record.
 */
export const zAdminUpdateCarouselsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    image: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    title: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    redirect_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    translations: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.record(
        /*#__PURE__*/ z.string(),
        /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
      ),
    ),
  }),
});

/**
 * A page of records.
 */
export const zAdminListBannersResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  total: /*#__PURE__*/ z.int(),
  page: /*#__PURE__*/ z.int(),
  pageSize: /*#__PURE__*/ z.int(),
  items: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      content: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      redirect_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      start_date: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      end_date: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
      created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      translations: /*#__PURE__*/ z.optional(
        /*#__PURE__*/ z.record(
          /*#__PURE__*/ z.string(),
          /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
        ),
      ),
    }),
  ),
});

/**
 * Required on create: content, start_date, end_date.
 */
export const zAdminCreateBannersBody = /*#__PURE__*/ z.object({
  content: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  redirect_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  start_date: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  end_date: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  position: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
  'translations.hi.content': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.mr.content': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  translations: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.record(
      /*#__PURE__*/ z.string(),
      /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
    ),
  ),
});

/**
 * Created.
 */
export const zAdminCreateBannersResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    content: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    redirect_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    start_date: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    end_date: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    translations: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.record(
        /*#__PURE__*/ z.string(),
        /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
      ),
    ),
  }),
});

export const zAdminDeleteBannersPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * Done.
 */
export const zAdminDeleteBannersResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

export const zAdminGetBannersPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The record.
 */
export const zAdminGetBannersResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    content: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    redirect_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    start_date: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    end_date: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    translations: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.record(
        /*#__PURE__*/ z.string(),
        /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
      ),
    ),
  }),
});

/**
 * Required on create: content, start_date, end_date.
 */
export const zAdminUpdateBannersBody = /*#__PURE__*/ z.object({
  content: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  redirect_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  start_date: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  end_date: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  position: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
  'translations.hi.content': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.mr.content': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  translations: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.record(
      /*#__PURE__*/ z.string(),
      /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
    ),
  ),
});

export const zAdminUpdateBannersPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The changed record.
 */
export const zAdminUpdateBannersResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    content: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    redirect_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    start_date: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    end_date: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    translations: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.record(
        /*#__PURE__*/ z.string(),
        /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
      ),
    ),
  }),
});

/**
 * A page of records.
 */
export const zAdminListOfferingsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  total: /*#__PURE__*/ z.int(),
  page: /*#__PURE__*/ z.int(),
  pageSize: /*#__PURE__*/ z.int(),
  items: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      title: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      redirect_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
      created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    }),
  ),
});

/**
 * Required on create: title.
 */
export const zAdminCreateOfferingsBody = /*#__PURE__*/ z.object({
  title: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  redirect_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  position: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
});

/**
 * Created.
 */
export const zAdminCreateOfferingsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    title: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    redirect_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
  }),
});

export const zAdminDeleteOfferingsPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * Done.
 */
export const zAdminDeleteOfferingsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

export const zAdminGetOfferingsPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The record.
 */
export const zAdminGetOfferingsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    title: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    redirect_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
  }),
});

/**
 * Required on create: title.
 */
export const zAdminUpdateOfferingsBody = /*#__PURE__*/ z.object({
  title: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  redirect_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  position: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
});

export const zAdminUpdateOfferingsPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The changed record.
 */
export const zAdminUpdateOfferingsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    title: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    redirect_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
  }),
});

/**
 * A page of records.
 */
export const zAdminListTestimonialsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  total: /*#__PURE__*/ z.int(),
  page: /*#__PURE__*/ z.int(),
  pageSize: /*#__PURE__*/ z.int(),
  items: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      rank: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      year: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      youtube_video_id: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      image: /*#__PURE__*/ z.nullish(
        /*#__PURE__*/ z.object({
          id: /*#__PURE__*/ z.int(),
          key: /*#__PURE__*/ z.string(),
        }),
      ),
      position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
      created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    }),
  ),
});

/**
 * Required on create: name.
 */
export const zAdminCreateTestimonialsBody = /*#__PURE__*/ z.object({
  name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  rank: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  year: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  youtube_video_id: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  image: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  position: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
});

/**
 * Created.
 */
export const zAdminCreateTestimonialsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    rank: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    year: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    youtube_video_id: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    image: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
  }),
});

export const zAdminDeleteTestimonialsPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * Done.
 */
export const zAdminDeleteTestimonialsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

export const zAdminGetTestimonialsPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The record.
 */
export const zAdminGetTestimonialsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    rank: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    year: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    youtube_video_id: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    image: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
  }),
});

/**
 * Required on create: name.
 */
export const zAdminUpdateTestimonialsBody = /*#__PURE__*/ z.object({
  name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  rank: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  year: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  youtube_video_id: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  image: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  position: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
});

export const zAdminUpdateTestimonialsPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The changed record.
 */
export const zAdminUpdateTestimonialsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    rank: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    year: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    youtube_video_id: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    image: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
  }),
});

/**
 * A page of records.
 */
export const zAdminListTopPerformersResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  total: /*#__PURE__*/ z.int(),
  page: /*#__PURE__*/ z.int(),
  pageSize: /*#__PURE__*/ z.int(),
  items: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      title: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      desktop_image: /*#__PURE__*/ z.nullish(
        /*#__PURE__*/ z.object({
          id: /*#__PURE__*/ z.int(),
          key: /*#__PURE__*/ z.string(),
        }),
      ),
      mobile_image: /*#__PURE__*/ z.nullish(
        /*#__PURE__*/ z.object({
          id: /*#__PURE__*/ z.int(),
          key: /*#__PURE__*/ z.string(),
        }),
      ),
      position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
      created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    }),
  ),
});

/**
 * Required on create: title, desktop_image, mobile_image.
 */
export const zAdminCreateTopPerformersBody = /*#__PURE__*/ z.object({
  title: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  desktop_image: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  mobile_image: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  position: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
});

/**
 * Created.
 */
export const zAdminCreateTopPerformersResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    title: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    desktop_image: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    mobile_image: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
  }),
});

export const zAdminDeleteTopPerformersPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * Done.
 */
export const zAdminDeleteTopPerformersResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

export const zAdminGetTopPerformersPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The record.
 */
export const zAdminGetTopPerformersResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    title: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    desktop_image: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    mobile_image: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
  }),
});

/**
 * Required on create: title, desktop_image, mobile_image.
 */
export const zAdminUpdateTopPerformersBody = /*#__PURE__*/ z.object({
  title: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  desktop_image: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  mobile_image: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  position: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
});

export const zAdminUpdateTopPerformersPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The changed record.
 */
export const zAdminUpdateTopPerformersResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    title: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    desktop_image: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    mobile_image: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
  }),
});

/**
 * A page of records.
 */
export const zAdminListFaqsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  total: /*#__PURE__*/ z.int(),
  page: /*#__PURE__*/ z.int(),
  pageSize: /*#__PURE__*/ z.int(),
  items: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      question: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      answer: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
      created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      translations: /*#__PURE__*/ z.optional(
        /*#__PURE__*/ z.record(
          /*#__PURE__*/ z.string(),
          /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
        ),
      ),
    }),
  ),
});

/**
 * Required on create: question, answer.
 */
export const zAdminCreateFaqsBody = /*#__PURE__*/ z.object({
  question: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  answer: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  position: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
  'translations.hi.question': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.hi.answer': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.mr.question': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.mr.answer': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  translations: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.record(
      /*#__PURE__*/ z.string(),
      /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
    ),
  ),
});

/**
 * Created.
 */
export const zAdminCreateFaqsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    question: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    answer: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    translations: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.record(
        /*#__PURE__*/ z.string(),
        /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
      ),
    ),
  }),
});

export const zAdminDeleteFaqsPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * Done.
 */
export const zAdminDeleteFaqsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

export const zAdminGetFaqsPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The record.
 */
export const zAdminGetFaqsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    question: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    answer: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    translations: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.record(
        /*#__PURE__*/ z.string(),
        /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
      ),
    ),
  }),
});

/**
 * Required on create: question, answer.
 */
export const zAdminUpdateFaqsBody = /*#__PURE__*/ z.object({
  question: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  answer: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  position: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
  'translations.hi.question': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.hi.answer': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.mr.question': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.mr.answer': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  translations: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.record(
      /*#__PURE__*/ z.string(),
      /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
    ),
  ),
});

export const zAdminUpdateFaqsPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The changed record.
 */
export const zAdminUpdateFaqsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    question: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    answer: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    translations: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.record(
        /*#__PURE__*/ z.string(),
        /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
      ),
    ),
  }),
});

/**
 * A page of records.
 */
export const zAdminListEnquiriesResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  total: /*#__PURE__*/ z.int(),
  page: /*#__PURE__*/ z.int(),
  pageSize: /*#__PURE__*/ z.int(),
  items: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      kind: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['subscription', 'course'])),
      name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      email: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      mobile: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      subscription_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      course_name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      city: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      upsc_attempted: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
      status: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['new', 'contacted', 'enrolled', 'closed'])),
      staff_notes: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      subscription_name: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
    }),
  ),
});

/**
 * Required on create: kind, name, email, mobile, status.
 */
export const zAdminCreateEnquiriesBody = /*#__PURE__*/ z.object({
  kind: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['subscription', 'course'])),
  name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  email: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  mobile: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  subscription_id: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  course_name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  city: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  upsc_attempted: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
  status: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['new', 'contacted', 'enrolled', 'closed'])),
  staff_notes: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
});

/**
 * Created.
 */
export const zAdminCreateEnquiriesResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    kind: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['subscription', 'course'])),
    name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    email: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    mobile: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    subscription_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    course_name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    city: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    upsc_attempted: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    status: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['new', 'contacted', 'enrolled', 'closed'])),
    staff_notes: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    subscription_name: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
  }),
});

export const zAdminDeleteEnquiriesPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * Done.
 */
export const zAdminDeleteEnquiriesResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

export const zAdminGetEnquiriesPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The record.
 */
export const zAdminGetEnquiriesResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    kind: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['subscription', 'course'])),
    name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    email: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    mobile: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    subscription_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    course_name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    city: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    upsc_attempted: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    status: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['new', 'contacted', 'enrolled', 'closed'])),
    staff_notes: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    subscription_name: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
  }),
});

/**
 * Required on create: kind, name, email, mobile, status.
 */
export const zAdminUpdateEnquiriesBody = /*#__PURE__*/ z.object({
  kind: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['subscription', 'course'])),
  name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  email: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  mobile: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  subscription_id: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  course_name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  city: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  upsc_attempted: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
  status: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['new', 'contacted', 'enrolled', 'closed'])),
  staff_notes: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
});

export const zAdminUpdateEnquiriesPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The changed record.
 */
export const zAdminUpdateEnquiriesResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    kind: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['subscription', 'course'])),
    name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    email: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    mobile: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    subscription_id: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    course_name: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    city: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    upsc_attempted: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    status: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.enum(['new', 'contacted', 'enrolled', 'closed'])),
    staff_notes: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    subscription_name: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.string()),
  }),
});

/**
 * A page of records.
 */
export const zAdminListPopoverAdsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  total: /*#__PURE__*/ z.int(),
  page: /*#__PURE__*/ z.int(),
  pageSize: /*#__PURE__*/ z.int(),
  items: /*#__PURE__*/ z.array(
    /*#__PURE__*/ z.object({
      id: /*#__PURE__*/ z.int(),
      image: /*#__PURE__*/ z.nullish(
        /*#__PURE__*/ z.object({
          id: /*#__PURE__*/ z.int(),
          key: /*#__PURE__*/ z.string(),
        }),
      ),
      title: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      redirect_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
      starts_at: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      ends_at: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
      is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
      created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
      translations: /*#__PURE__*/ z.optional(
        /*#__PURE__*/ z.record(
          /*#__PURE__*/ z.string(),
          /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
        ),
      ),
    }),
  ),
});

/**
 * Required on create: image, title.
 */
export const zAdminCreatePopoverAdsBody = /*#__PURE__*/ z.object({
  image: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  title: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  redirect_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  starts_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  ends_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  position: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
  'translations.hi.title': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.mr.title': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  translations: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.record(
      /*#__PURE__*/ z.string(),
      /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
    ),
  ),
});

/**
 * Created.
 */
export const zAdminCreatePopoverAdsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    image: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    title: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    redirect_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    starts_at: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    ends_at: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    translations: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.record(
        /*#__PURE__*/ z.string(),
        /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
      ),
    ),
  }),
});

export const zAdminDeletePopoverAdsPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * Done.
 */
export const zAdminDeletePopoverAdsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  message: /*#__PURE__*/ z.string(),
});

export const zAdminGetPopoverAdsPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The record.
 */
export const zAdminGetPopoverAdsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    image: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    title: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    redirect_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    starts_at: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    ends_at: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    translations: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.record(
        /*#__PURE__*/ z.string(),
        /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
      ),
    ),
  }),
});

/**
 * Required on create: image, title.
 */
export const zAdminUpdatePopoverAdsBody = /*#__PURE__*/ z.object({
  image: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  title: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  redirect_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  starts_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  ends_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  position: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
  is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
  'translations.hi.title': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  'translations.mr.title': /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  translations: /*#__PURE__*/ z.optional(
    /*#__PURE__*/ z.record(
      /*#__PURE__*/ z.string(),
      /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
    ),
  ),
});

export const zAdminUpdatePopoverAdsPath = /*#__PURE__*/ z.object({
  id: /*#__PURE__*/ z.int(),
});

/**
 * The changed record.
 */
export const zAdminUpdatePopoverAdsResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.int(),
  item: /*#__PURE__*/ z.object({
    id: /*#__PURE__*/ z.int(),
    image: /*#__PURE__*/ z.nullish(
      /*#__PURE__*/ z.object({
        id: /*#__PURE__*/ z.int(),
        key: /*#__PURE__*/ z.string(),
      }),
    ),
    title: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    redirect_url: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
    starts_at: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    ends_at: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    position: /*#__PURE__*/ z.nullish(/*#__PURE__*/ z.int()),
    is_active: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.boolean()),
    created_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    updated_at: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.iso.datetime({ offset: true })),
    translations: /*#__PURE__*/ z.optional(
      /*#__PURE__*/ z.record(
        /*#__PURE__*/ z.string(),
        /*#__PURE__*/ z.record(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.string()),
      ),
    ),
  }),
});

export const zGetPublicFilePath = /*#__PURE__*/ z.object({
  key: /*#__PURE__*/ z.string(),
});

export const zGetPublicFileQuery = /*#__PURE__*/ z.object({
  w: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.int()),
});

/**
 * The key.
 */
export const zReceiptKeyResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  algorithm: /*#__PURE__*/ z.literal('Ed25519'),
  publicKey: /*#__PURE__*/ z.string(),
});

export const zVerifyReceiptBody = zReceipt;

/**
 * Whether the receipt is genuine and unchanged.
 */
export const zVerifyReceiptResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  valid: /*#__PURE__*/ z.boolean(),
});

export const zRecordWebVitalsBody = /*#__PURE__*/ z.object({
  page: /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string()),
  metrics: /*#__PURE__*/ z
    .array(
      /*#__PURE__*/ z.object({
        name: /*#__PURE__*/ z.enum(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']),
        value: /*#__PURE__*/ z.number().check(/*#__PURE__*/ z.gte(0)),
      }),
    )
    .check(/*#__PURE__*/ z.minLength(1), /*#__PURE__*/ z.maxLength(5)),
});

/**
 * Counted.
 */
export const zRecordWebVitalsResponse = /*#__PURE__*/ z.void();

/**
 * The process is serving.
 */
export const zHealthResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  ok: /*#__PURE__*/ z.literal(true),
});

/**
 * Ready.
 */
export const zReadyResponse = /*#__PURE__*/ z.object({
  status: /*#__PURE__*/ z.literal(200),
  ok: /*#__PURE__*/ z.literal(true),
  database: /*#__PURE__*/ z.enum(['sqlite', 'postgres']),
});
