// Generated from docs/openapi.yaml by `npm run generate:api` (web/scripts/generate-api.mjs): do not edit.
// A change here comes from a change of docs/openapi.yaml; make test-web fails while the two disagree.

export type ClientOptions = {
  baseUrl: `${string}://${string}` | (string & {});
};

export type Review = {
  /**
   * When a live test's key, explanations, score and rankings open (its close plus the submission grace); null once they are open.
   */
  keysReleaseAt: string | null;
  /**
   * The test's key challenge period; null when it has none (only live tests with challenge days have one).
   */
  challenges?: {
    opensAt: string;
    closesAt: string;
    open: boolean;
  } | null;
  /**
   * The accepted challenges of the test, one per question, the notice every learner of it reads.
   */
  keyChanges?: Array<{
    questionId: number;
    number: number;
    kind: 'key_changed' | 'dropped';
    at: string;
    reply: string;
  }>;
  /**
   * True for the review of a staff member's "Preview as a learner", of which nothing was stored (docs/product.md, "Preview as a learner").
   */
  preview?: boolean;
  attempt: Submission;
  test: {
    id: number;
    name: string;
    slug: string;
    total_marks: number;
    /**
     * Minutes.
     */
    duration: number;
    /**
     * The name in other languages.
     */
    translations?: StaffTranslations;
  };
  questions: Array<{
    number: number;
    id: number;
    /**
     * The question's kind: single_choice's answer and key are selectedOption and correctOption, another kind's value and correctValue.
     */
    kind: string;
    /**
     * The learner's answer to a question of a kind answered with a value; left out for none.
     */
    value?: string;
    /**
     * The key of a question of a kind answered with a value; left out while the key is held.
     */
    correctValue?: string;
    description: string;
    topic?: string;
    difficulty?: string;
    options: Array<{
      id: number;
      text: string;
    }>;
    selectedOption: number | null;
    /**
     * Null while the key is held.
     */
    correctOption: number | null;
    /**
     * answered (or unattempted) while the key is held; dropped for a question dropped after a challenge, whose marks everyone has.
     */
    outcome: 'correct' | 'incorrect' | 'unattempted' | 'answered' | 'dropped';
    dropped?: boolean;
    challenge?: KeyChallenge;
    explanation: string;
    timeSpentMs: number;
    markedForReview?: boolean;
    translations?: QuestionTranslations;
    /**
     * When staff corrected this question's answer key after learners had sat the test; null when never.
     */
    keyCorrectedAt?: string | null;
    /**
     * The caller's latest report of an error in this question, with its state and the
     * staff's reply; null when they have not reported it.
     *
     */
    report?: null | QuestionReport;
    /**
     * How the test's takers (the learners in its rankings: one submitted ranked
     * attempt each) did on this question, as percentages of the takers with two
     * decimals. Null while the key is held (the window is open) and while nobody is
     * ranked. Refreshed with the rankings, at most every 10 seconds after new
     * submissions.
     *
     */
    stats?: null | QuestionStats;
  }>;
  analysis: {
    /**
     * Null while a live test's key is held.
     */
    score: number | null;
    rank: number;
    participants: number;
    percentile: number;
    topperScore: number;
    averageScore: number;
    /**
     * Null while a live test's key is held.
     */
    accuracy: number | null;
    timeSpentMs?: number;
    ranked: boolean;
    /**
     * A staff member's own attempt, never ranked (docs/product.md, "Rankings"); rank and percentile say where it would stand.
     */
    staff?: boolean;
    topics: Array<{
      topic: string;
      questions: number;
      correct: number;
      incorrect: number;
      unattempted: number;
      accuracy: number;
      timeSpentMs?: number;
    }>;
    /**
     * For a GS paper with a paired CSAT paper of its series, how the caller did in it (their ranked attempt, else their first submitted one); null otherwise.
     */
    csat?: {
      testId: number;
      name: string;
      slug: string;
      totalMarks: number;
      qualifyingScore: number;
      score: number | null;
      status: 'qualified' | 'not_qualified' | 'not_taken';
    } | null;
    /**
     * For a CSAT paper (one a GS paper names), whether this attempt qualifies; null for any other paper.
     */
    qualifying?: {
      qualifyingScore: number;
      qualified: boolean;
    } | null;
    /**
     * The analysis by confidence tag (docs/product.md, "Confidence tags"): how the
     * answers tagged sure, fifty (50:50) and guess, and those without a tag, did; and the
     * score had the guesses been left unattempted. Null while the key is held back.
     *
     */
    confidence?: null | ConfidenceAnalysis;
  };
};

/**
 * An evaluation as the annotation screen holds it (docs/product.md, "Evaluating in the browser").
 */
export type EvaluationWork = {
  annotations?: Array<{
    page?: number;
    x?: number;
    y?: number;
    width?: number;
    height?: number;
    kind?: 'tick' | 'cross' | 'underline' | 'highlight' | 'comment';
    text?: string;
  }> | null;
  questionMarks?: Array<{
    question?: string;
    /**
     * null in a draft: not yet given (an empty field).
     */
    marks?: number | null;
    maximum?: number | null;
    rubric?: Array<{
      criterion?: string;
      marks?: number | null;
      maximum?: number | null;
    }> | null;
  }> | null;
  remarks?: string;
};

export type MessageBody = {
  status: number;
  message: string;
};

export type DayCount = {
  day: string;
  count: number;
  /**
   * Rupees (sales only).
   */
  amount: number;
};

/**
 * An account as staff list it, never its password hash.
 */
export type AdminLearner = {
  id: number;
  uniqueId: string;
  name: string;
  email: string;
  mobile: string;
  role: 'student' | 'admin' | 'evaluator';
  city: string;
  targetYear: string;
  createdAt: string;
  lastLoginAt: string | null;
  disabledAt: string | null;
};

/**
 * An account's entitlement to a subscription (docs/product.md, "A learner in the console").
 */
export type AdminAccess = {
  subscriptionId: number;
  /**
   * The subscription's name.
   */
  subscription: string;
  /**
   * How it was given: an order (paid, or a free enrolment), a grant by staff, or the demo's data.
   */
  source: 'payment' | 'grant' | 'demo';
  startsAt: string;
  /**
   * Null for access without an end.
   */
  expiresAt: string | null;
  revokedAt: string | null;
};

/**
 * An order as staff see it (docs/product.md, "Refunds").
 */
export type AdminOrder = {
  id: number;
  reference: string;
  userId: number;
  email: string;
  /**
   * The subscription's name.
   */
  subscription: string;
  /**
   * Rupees.
   */
  amount: number;
  status: 'created' | 'paid' | 'failed' | 'cancelled';
  provider: string;
  paymentId: string | null;
  refundStatus: 'none' | 'flagged' | 'refunded';
  refundReason: string;
  createdAt: string;
  paidAt: string | null;
};

/**
 * One write recorded in the audit log. Before and after are the record as JSON text ("null" when there was none); an admin who is to mark an answer again reads an evaluation's entries without who made them or what they held (docs/product.md, "Second marking").
 */
export type AdminAuditEntry = {
  id: number;
  /**
   * The e-mail of who made the change.
   */
  actor: string | null;
  action: string;
  entity: string;
  entityId: number | null;
  before: string;
  after: string;
  ip: string;
  at: string;
};

export type QuestionInput = {
  /**
   * The text as staff type it, stored and answered as typed; learners read it made HTML (see ShownQuestion).
   */
  description: string;
  explanation?: string;
  difficulty?: 'easy' | 'medium' | 'hard';
  topic?: string;
  options: Array<string>;
  /**
   * The 1-based position of the correct option.
   */
  correct: number;
  /**
   * The question's versions in the test's other languages, keyed by the language's code in
   * the registry (hi, mr), each as typed: the question, its explanation, and as many options
   * as `options` in their order (the same option in every language). A language left out, or
   * sent empty, has no version; a code that is not a language of the registry besides English
   * is refused. Errors name the field as translations.<code>.description, .explanation or .options.
   *
   */
  translations?: {
    [key: string]: QuestionVersionInput;
  };
};

export type QuestionVersionInput = {
  description?: string;
  explanation?: string;
  options?: Array<string>;
};

export type AdminQuestion = QuestionInput & {
  id: number;
  position: number;
  shown: ShownQuestion;
};

/**
 * A question as learners read it: each text staff typed made HTML by the one rule of staff text (docs/product.md, "Staff text"), so the console shows exactly what the test screen will.
 */
export type ShownQuestion = {
  description: string;
  explanation: string;
  options: Array<string>;
  /**
   * The versions in other languages, by language code, shown the same way (a version without images of its own shows the first's).
   */
  translations?: {
    [key: string]: {
      description: string;
      explanation: string;
      options: Array<string>;
    };
  };
};

export type Test = {
  id: number;
  name: string;
  slug: string;
  description: string;
  total_question_count: number;
  /**
   * Minutes.
   */
  duration: number;
  total_marks: number;
  total_attempts: number;
  marks_for_correct_answer: number;
  /**
   * The marks taken away for a wrong answer.
   */
  marks_for_incorrect_answer: number;
  marks_for_unattempted_answer: number;
  testSeriesId?: number;
  attemptsMade?: number;
  openAttemptDeadline?: string | null;
  languages?: Languages;
  /**
   * The name and description in other languages.
   */
  translations?: StaffTranslations;
  opens_at?: WindowTime;
  closes_at?: WindowTime;
  window?: WindowState;
};

/**
 * An end of a live test's window (docs/product.md, "Live tests"), in UTC; null for a test without one.
 */
export type WindowTime = string | null;

/**
 * Where the server's clock stands in the test's window. none: no window, the test works as
 * any other. upcoming: nobody may start it yet (start and questions answer 409). open:
 * attempts are ranked and end at closes_at at the latest; the key, the explanations and the
 * rankings are held until then. closed: everything is open; new attempts are practice and
 * never ranked.
 *
 */
export type WindowState = 'none' | 'upcoming' | 'open' | 'closed';

/**
 * A question in the test's other languages, keyed by the language's code in the registry
 * (internal/platform/locale/languages.json), such as hi or mr: every language the test is set
 * in after its first, for which the question has a version (docs/product.md, "Languages of a
 * test"). The options have the same ids as the main ones, so an answer is one answer in every
 * language. The explanation comes in the review only. Left out for a question without one.
 *
 */
export type QuestionTranslations = {
  [key: string]: {
    /**
     * HTML made from the text staff typed (docs/product.md, "Staff text"): every character escaped, lines and paragraphs kept.
     */
    description: string;
    options: Array<{
      id: number;
      text: string;
    }>;
    /**
     * The review only.
     */
    explanation?: string;
  };
};

export type AttemptSession = {
  attemptId: number;
  attemptKey: string;
  attemptNo: number;
  status: 'open' | 'submitted';
  startedAt: string;
  deadline: string;
  serverNow: string;
  remainingSeconds: number;
  ranked?: boolean;
  /**
   * For a ranked attempt, the last moment answers chosen by the deadline may reach the server and count (the deadline plus the submission grace); null for a practice attempt, whose answers chosen in time count whenever they arrive.
   */
  answersDueBy?: string | null;
  answers: Array<{
    questionId: number;
    selectedOption: number | null;
    /**
     * The answer to a question of a kind answered with a value (docs/product.md, "Question kinds"); left out for none.
     */
    value?: string;
    markedForReview: boolean;
    timeSpentMs: number;
    /**
     * The learner's tag; left out for none.
     */
    confidence?: 'sure' | 'fifty' | 'guess';
  }>;
};

export type ConfidenceAnalysis = {
  /**
   * One row per tag, always all four, in the order sure, fifty, guess, untagged.
   */
  rows: Array<{
    tag: 'sure' | 'fifty' | 'guess' | 'untagged';
    /**
     * Questions answered with this tag.
     */
    answered: number;
    correct: number;
    incorrect: number;
    /**
     * Correct as a percentage of answered; 0 when none.
     */
    accuracy: number;
    /**
     * Marks for the correct answers less the negative marks of the wrong ones.
     */
    netMarks: number;
  }>;
  /**
   * Answers that carry a tag; 0 when the learner used none.
   */
  tagged: number;
  /**
   * The score had the questions tagged guess been left unattempted, under the test's marking scheme.
   */
  scoreWithoutGuesses: number;
};

export type QuestionReportInput = {
  kind: 'wrong_key' | 'translation' | 'typo' | 'other';
  /**
   * What is wrong; required for `other`.
   */
  note?: string;
};

export type KeyChallengeInput = {
  reason: string;
};

/**
 * The caller's challenge of a question's key (null when none), with staff's decision.
 */
export type KeyChallenge = {
  status: 'open' | 'accepted' | 'rejected';
  reason: string;
  reply: string;
  createdAt: string;
  decidedAt: string | null;
} | null;

export type KeyChallengeDecision = {
  decision: 'accept' | 'reject';
  reply: string;
  /**
   * The new key (accept without drop).
   */
  correctOption?: number;
  /**
   * Accept by dropping the question.
   */
  drop?: boolean;
};

export type ChallengedQuestion = {
  questionId: number;
  testId: number;
  testName: string;
  number: number;
  /**
   * HTML made from the text staff typed (docs/product.md, "Staff text"): every character escaped, lines and paragraphs kept.
   */
  description: string;
  dropped: boolean;
  options: Array<{
    id: number;
    text: string;
    isCorrect: boolean;
  }>;
  counts: {
    open: number;
    accepted: number;
    rejected: number;
  };
  challenges: Array<{
    id: number;
    learnerName: string;
    learnerEmail: string;
    reason: string;
    status: 'open' | 'accepted' | 'rejected';
    reply: string;
    createdAt: string;
    decidedAt: string | null;
  }>;
};

/**
 * A learner's report of an error in a question, as they see it.
 */
export type QuestionReport = {
  id: number;
  questionId: number;
  kind: 'wrong_key' | 'translation' | 'typo' | 'other';
  note: string;
  status: 'open' | 'resolved' | 'dismissed';
  /**
   * The staff's reply when they closed it; empty for none.
   */
  reply: string;
  createdAt: string;
  /**
   * When the learner last changed it, or staff closed it.
   */
  updatedAt: string;
  /**
   * When staff resolved or dismissed it.
   */
  resolvedAt: string | null;
};

/**
 * How a test's takers did on a question (docs/product.md, "How others did").
 */
export type QuestionStats = {
  /**
   * Percentage of the takers who chose an option.
   */
  attemptedPct: number;
  /**
   * Percentage of the takers who chose the correct option.
   */
  correctPct: number;
};

/**
 * A prelims test's item statistics, per question in the paper's order.
 */
export type ItemStats = {
  testId: number;
  /**
   * Learners with a submitted ranked attempt.
   */
  takers: number;
  questions: Array<{
    questionId: number;
    /**
     * The question's number in its test, as learners see it.
     */
    number: number;
    topic: string;
    /**
     * The question as learners read it (HTML made from the text staff typed).
     */
    description: string;
    /**
     * Dropped after a key challenge: scored as correct for everyone.
     */
    dropped: boolean;
    /**
     * Share of the takers who got it right; null without takers.
     */
    difficulty: number | null;
    /**
     * Share right in the top 27% of takers minus the share right in the bottom 27%; null with fewer than 10 takers.
     */
    discrimination: number | null;
    attemptedPct: number;
    correctPct: number;
    options: Array<{
      optionId: number;
      /**
       * A, B, C ... in the paper's order.
       */
      label: string;
      /**
       * The option's text (HTML).
       */
      text: string;
      isCorrect: boolean;
      /**
       * Percentage of all takers who chose it.
       */
      chosenPct: number;
    }>;
  }>;
};

export type QuestionReportClosing = {
  status: 'resolved' | 'dismissed';
  /**
   * Shown to the reporting learners in their review.
   */
  reply?: string;
};

export type ReportedQuestion = {
  questionId: number;
  testId: number;
  testName: string;
  /**
   * The question's number in its test, as learners see it.
   */
  number: number;
  /**
   * The question's text (HTML).
   */
  description: string;
  keyCorrectedAt: string | null;
  /**
   * Reports per kind.
   */
  counts: {
    wrong_key: number;
    translation: number;
    typo: number;
    other: number;
  };
  total: number;
  latestAt: string;
  reports: Array<{
    id: number;
    kind: 'wrong_key' | 'translation' | 'typo' | 'other';
    note: string;
    status: 'open' | 'resolved' | 'dismissed';
    reply: string;
    learnerName: string;
    learnerEmail: string;
    createdAt: string;
    updatedAt: string;
    /**
     * The e-mail of the staff member who closed it.
     */
    resolvedBy: string | null;
    resolvedAt: string | null;
  }>;
};

export type Submission = {
  attemptId: number;
  attemptNo: number;
  /**
   * Two decimals; may be negative. Null while a live test's key is held.
   */
  score: number | null;
  /**
   * Null while a live test's key is held.
   */
  correctAnswers: number | null;
  /**
   * Null while a live test's key is held.
   */
  incorrectAnswers: number | null;
  unattemptedAnswers: number;
  totalQuestions: number;
  totalMarks: number;
  finishReason: 'submitted' | 'time_up' | 'late';
  /**
   * When a corrected answer key or marking scheme last changed this result; null when never, and while a live test's key is held.
   */
  rescoredAt?: string | null;
  /**
   * While a live test's key is held (docs/product.md, "Live tests"), when the score opens with it; null once it is out.
   */
  scoreOpensAt?: string | null;
  receipt?: Receipt;
  /**
   * How many answers chosen on the learner's device reached the server too late to count, and were not counted (docs/product.md, "The clock").
   */
  lateAnswers: number;
};

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
export type Receipt = {
  attemptId: number;
  testId: number;
  answersSha256: string;
  /**
   * RFC 3339 in UTC, to the microsecond.
   */
  submittedAt: string;
  signature: string;
};

/**
 * How a video kept by the site plays for the caller (docs/product.md, "Videos").
 */
export type FilePlayback = {
  /**
   * This site's /api/v1/media/videos/{subject}?grant=G.
   */
  videoPlayBackUrl: string;
  kind: 'file';
  contentType: 'video/mp4' | 'video/webm';
  /**
   * When the address stops working; ask for the list again for a fresh one.
   */
  expiresAt: string;
  /**
   * The learner's name, student id and masked e-mail and mobile, shown over the picture.
   */
  watermark: string;
};

/**
 * A paid file as `{file_path}` (give it to the download call), or null when the caller may not have it.
 */
export type FileRefOrNull = {
  file_path: string;
} | null;

/**
 * A section's slug (section_category), such as notes, prelims-tests, mains-tests,
 * video-courses, optionals or pcs: the sections are data (`GET /api/v1/modules/sections`).
 *
 */
export type SectionSlug = string;

/**
 * Staff's texts of the record in the other languages of the registry, language then field
 * (the field's name as beside it), such as {"mr": {"name": "…"}}. A text missing here is read
 * in English, the text every record has (docs/product.md, "Languages of staff texts"); so one
 * answer serves every language and may be cached. HTML texts are made as their English is.
 *
 */
export type StaffTranslations = {
  [key: string]: {
    [key: string]: string;
  };
};

/**
 * One section of the site, as staff define it (a row of the categories table).
 */
export type Section = {
  id: number;
  slug: SectionSlug;
  /**
   * The menu label.
   */
  name: string;
  /**
   * The name, title and description in other languages; a section without a heading of its own is headed by its label in each.
   */
  translations: StaffTranslations;
  /**
   * The heading of the section's page (the name when staff gave none).
   */
  title: string;
  /**
   * The line under the page's heading.
   */
  description: string;
  /**
   * The kind of library it sells, which decides the list, details and library pages it uses.
   */
  libraryKind: 'notes' | 'tests' | 'mains-tests' | 'videos';
  /**
   * Its place in the menu.
   */
  position: number;
};

export type Library = {
  id: number;
  type: 'notes' | 'tests' | 'mains-tests' | 'videos';
  name: string;
  /**
   * Published items in the library now.
   */
  count: number;
};

/**
 * A product on sale, with every field the app shows. HTML fields are made from the text
 * staff typed, every character escaped. `isSubscribed` and `is_subscribe_button` are the caller's.
 *
 */
export type Subscription = {
  id: number;
  /**
   * The same as id.
   */
  subscriptionId: number;
  name: string;
  slug: string;
  subtitle: string;
  /**
   * Public file key (640x360).
   */
  thumbnail: string | null;
  short_details: string;
  /**
   * HTML made from the text staff typed (docs/product.md, "Staff text"): every character escaped, lines and paragraphs kept.
   */
  details: string;
  price: Rupees;
  strikePrice: Rupees | null;
  /**
   * HTML made from the text staff typed (docs/product.md, "Staff text"): every character escaped, lines and paragraphs kept.
   */
  delivery_info: string;
  discount_info: string;
  /**
   * The name, subtitle, short_details, details (HTML, as details) and discount_info in other languages.
   */
  translations: StaffTranslations;
  tags: Array<string>;
  /**
   * The caller holds a valid entitlement.
   */
  isSubscribed: boolean;
  is_seatsFull: Flag;
  /**
   * 1 when the caller can buy it now: for sale, seats left, not already held.
   */
  is_subscribe_button: Flag;
  show_enquiry: Flag;
  libraries: Array<Library>;
  /**
   * The prelims test series (tests libraries) it opens.
   */
  testSeriesSubscriptions: Array<{
    testSeriesId: number;
  }>;
  typeId: number;
  typeName: string;
  section_category: SectionSlug;
  optionalSubjectId?: number | null;
  seatLimit?: number | null;
  seatsLeft?: number | null;
  /**
   * Days of access from purchase.
   */
  validityDays?: number | null;
  /**
   * A fixed end of access, if any.
   */
  validUntil?: string | null;
  /**
   * The caller's own access, while they hold it: when it ends (null when they hold none, or theirs has no end).
   */
  subscribedUntil?: string | null;
};

export type OptionalType = {
  id: number;
  name: string;
  slug: string;
  optionalSubjectId: number;
  subscriptionCount?: number;
};

export type OptionalSubject = {
  id: number;
  name: string;
  slug: string;
  description?: string;
  thumbnail?: string | null;
  modules?: Array<OptionalType>;
};

export type Enquiry = {
  name: string;
  email: string;
  /**
   * An Indian mobile number: ten digits starting with 6 to 9, not one digit repeated; spaces, hyphens, +91 or a leading 0 are accepted and dropped (docs/product.md, "Mobile numbers, PIN codes and target years").
   */
  mobileNumber: string;
  subscriptionId?: number;
  courseName?: string;
  city?: string;
  isUpscExamAttempted?: 'yes' | 'no';
};

export type SignUp = {
  name: string;
  email: string;
  password: string;
  /**
   * Not before the current year in India.
   */
  target_year: string;
  postal_address: string;
  landmark: string;
  city: string;
  state: string;
  pincode: string;
  /**
   * An Indian mobile number: ten digits starting with 6 to 9, not one digit repeated; spaces, hyphens, +91 or a leading 0 are accepted and dropped. Stored and answered as the ten digits.
   */
  mobile: string;
  /**
   * Empty, or a mobile number under the same rule as mobile.
   */
  alternate_mobile?: string;
  /**
   * One of display-optionals' names, or empty.
   */
  optionalSubject?: string;
};

export type Credentials = {
  email: string;
  password: string;
};

export type EmailOnly = {
  email: string;
};

export type PasswordReset = {
  token: string;
  password: string;
};

/**
 * `current_password` and `new_password` are accepted as other names.
 */
export type PasswordChange = {
  currentPassword: string;
  newPassword: string;
};

export type ProfileUpdate = {
  /**
   * One of target-years (2024 to 2028).
   */
  targetYear?: string;
  addressLine?: string;
  landmark?: string;
  city?: string;
  state?: string;
  pincode?: string;
  /**
   * Empty, or a mobile number under the rule of mobileNo.
   */
  alternateMobileNo?: string;
  /**
   * An Indian mobile number, as SignUp's mobile: kept as its ten digits.
   */
  mobileNo?: string;
  optionalSubject?: string;
  target_year?: string;
  postal_address?: string;
  alternate_mobile?: string;
  mobile?: string;
};

export type LanguageChoice = {
  language: LanguageCode;
};

/**
 * A language of the registry (internal/platform/locale/languages.json): en (English), hi
 * (Hindi), mr (Marathi). A code the registry does not have is refused with 400.
 *
 */
export type LanguageCode = string;

/**
 * The user object the app keeps in local storage, plus the role.
 */
export type User = {
  name: string;
  email: string;
  unique_id: string;
  optionalSubject: string;
  target_year: string;
  postal_address: string;
  landmark: string;
  city: string;
  state: string;
  pincode: string;
  alternate_mobile: string;
  mobile: string;
  role: 'student' | 'admin' | 'evaluator';
  /**
   * The saved language of the server's messages and e-mails (PUT /api/v1/modules/user/language).
   */
  language: LanguageCode;
};

export type SessionBody = {
  session: {
    sessionToken: string;
  };
  user: User;
  /**
   * Login only. The devices this sign-in signed out to stay within the device limit; usually none.
   */
  signedOutDevices?: Array<Device>;
};

export type Notification = {
  id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  /**
   * A path in the app the notification opens; may be empty.
   */
  link: string;
  createdAt: string;
  readAt: string | null;
};

export type NotificationKind =
  'mock_opens' | 'answer_evaluated' | 'key_corrected' | 'subscription_expiring' | 'payment_succeeded';

export type NotificationPreference = {
  kind: NotificationKind;
  email: boolean;
  /**
   * SMS or WhatsApp.
   */
  text: boolean;
};

export type NotificationPreferenceChange = {
  kind: NotificationKind;
  channel: 'email' | 'text';
  enabled: boolean;
};

/**
 * A live session of the caller, as the profile lists it.
 */
export type Device = {
  id: number;
  /**
   * Chrome, Firefox, Safari...; empty when unknown.
   */
  browser: string;
  /**
   * Android, iOS, Windows...; empty when unknown.
   */
  os: string;
  kind: 'phone' | 'tablet' | 'computer' | '';
  /**
   * The network address it signed in from.
   */
  address: string;
  signedInAt: string;
  /**
   * To within an hour.
   */
  lastSeenAt: string;
  /**
   * The session making this call.
   */
  current: boolean;
};

export type Profile = {
  basicDetails: {
    name: string;
    email: string;
    mobileNo: string;
    uniqueUserId: string;
  };
  additionalInfo: {
    targetYear: string;
    optionalSubject: string;
    /**
     * The saved language of messages and e-mails.
     */
    language: LanguageCode;
  };
  postal_address: {
    addressLine: string;
    landmark: string;
    city: string;
    state: string;
    pincode: string;
    alternateMobileNo: string;
  };
};

export type Error = {
  /**
   * Equal to the HTTP status.
   */
  status: number;
  /**
   * Safe to show to the user.
   */
  message: string;
  /**
   * One message per invalid field (400 only).
   */
  errors?: {
    [key: string]: string;
  };
  /**
   * 401 only, to the holder of a token that no longer works, when its session was ended
   * by the device limit (ASPIRANT_MAX_DEVICES): `message` then names the device whose
   * sign-in ended it and when, and points to the profile's devices (docs/product.md,
   * "Devices"). Absent on every other 401, a made-up token's included.
   *
   */
  reason?: 'device_limit';
  /**
   * With `reason` device_limit, the device whose sign-in ended the session.
   */
  device?: {
    /**
     * Chrome, Firefox, Safari... or empty when unknown
     */
    browser: string;
    /**
     * Android, iOS, Windows... or empty when unknown
     */
    os: string;
    kind: 'phone' | 'tablet' | 'computer' | '';
    signedInAt: string;
  };
};

/**
 * A boolean written as 0 or 1.
 */
export type Flag = 0 | 1;

/**
 * The languages a prelims test, note, mains test or video is set in, its first language
 * first: ["en"], ["hi"], ["en", "hi"], ["en", "hi", "mr"]: codes of the language registry
 * (internal/platform/locale/languages.json). Stored as one comma list, 'en,hi'
 * (docs/product.md, "Languages of notes, tests and videos").
 *
 */
export type Languages = Array<string>;

/**
 * An amount in rupees with at most two decimals (stored as integer paise).
 */
export type Rupees = number;

export type Slide = {
  id: number;
  /**
   * Public file key (960x540).
   */
  image: string;
  title: string;
  /**
   * The title in other languages.
   */
  translations: StaffTranslations;
  redirect_url: string;
};

export type Banner = {
  id: number;
  /**
   * Plain text.
   */
  content: string;
  /**
   * The content in other languages.
   */
  translations: StaffTranslations;
  redirect_url: string | null;
  start_date: string;
  end_date: string;
  is_active: Flag;
};

export type Offering = {
  id: number;
  title: string;
  redirect_url: string;
};

export type Testimonial = {
  id: number;
  /**
   * Public file key of a 320x320 portrait, or empty.
   */
  image: string;
  name: string;
  rank: string;
  year: string;
  /**
   * An iframe embed snippet (as the spec names it), built by the server from a validated
   * YouTube video id and pointing at youtube-nocookie.com; empty when there is no video.
   *
   */
  youtubeUrl: string;
};

export type PopularSubscription = {
  id: number;
  name: string;
  slug: string;
  /**
   * Public file key (640x360).
   */
  thumbnail: string | null;
  short_details: string;
  price: Rupees;
  strikePrice: Rupees | null;
  section_category: SectionSlug;
  /**
   * Staff's discount line (docs/product.md, "Discount lines and tags").
   */
  discount_info: string;
  /**
   * The name
   */
  translations: StaffTranslations;
  tags: Array<string>;
};

export type AdminPrelimsTestsRecord = {
  id: number;
  library_id?: number | null;
  name?: string;
  slug?: string;
  description?: string;
  duration_minutes?: number | null;
  total_marks?: number | null;
  total_attempts?: number | null;
  marks_correct?: number | null;
  marks_incorrect?: number | null;
  marks_unattempted?: number | null;
  question_pdf?: {
    id: number;
    key: string;
  } | null;
  explanation_pdf?: {
    id: number;
    key: string;
  } | null;
  /**
   * Codes of the language registry, the first language first.
   */
  languages?: string;
  discussion_video_url?: string;
  position?: number | null;
  is_published?: boolean;
  opens_at?: string | null;
  closes_at?: string | null;
  challenge_days?: number | null;
  csat_test_id?: number | null;
  qualifying_percent?: number | null;
  created_at?: string;
  updated_at?: string;
  attempt_count?: number;
  discussion_file_name?: string | null;
  discussion_file_size?: number | null;
  discussion_file_type?: string | null;
  question_count?: number;
  /**
   * The texts in the other languages (docs/product.md, "Languages of staff texts"): language, then field (name, description), then text; a text without one is read in English.
   */
  translations?: {
    [key: string]: {
      [key: string]: string;
    };
  };
};

export type AdminMainsTestsRecord = {
  id: number;
  library_id?: number | null;
  name?: string;
  is_daily?: boolean;
  question_text?: string;
  paper?: '' | 'gs1' | 'gs2' | 'gs3' | 'gs4' | 'essay' | 'optional';
  directive_word?:
    | ''
    | 'discuss'
    | 'examine'
    | 'critically-examine'
    | 'analyse'
    | 'critically-analyse'
    | 'evaluate'
    | 'comment'
    | 'explain'
    | 'elucidate'
    | 'describe'
    | 'justify'
    | 'illustrate';
  word_limit?: number | null;
  description?: string;
  starts_at?: string | null;
  ends_at?: string | null;
  maximum_score?: number | null;
  question_structure?: string;
  question_pdf?: {
    id: number;
    key: string;
  } | null;
  model_answer_pdf?: {
    id: number;
    key: string;
  } | null;
  /**
   * Codes of the language registry, the first language first.
   */
  languages?: string;
  discussion_video_url?: string;
  position?: number | null;
  show_enquiry?: boolean;
  is_published?: boolean;
  created_at?: string;
  updated_at?: string;
  answers_pending?: number;
  discussion_file_name?: string | null;
  discussion_file_size?: number | null;
  discussion_file_type?: string | null;
  /**
   * The texts in the other languages (docs/product.md, "Languages of staff texts"): language, then field (name, question_text, description), then text; a text without one is read in English.
   */
  translations?: {
    [key: string]: {
      [key: string]: string;
    };
  };
};

export type AdminVideosRecord = {
  id: number;
  library_id?: number | null;
  name?: string;
  description?: string;
  video_url?: string;
  duration_seconds?: number | null;
  poster?: {
    id: number;
    key: string;
  } | null;
  pdf?: {
    id: number;
    key: string;
  } | null;
  /**
   * Codes of the language registry, the first language first.
   */
  languages?: string;
  position?: number | null;
  is_published?: boolean;
  created_at?: string;
  updated_at?: string;
  video_file_name?: string | null;
  video_file_size?: number | null;
  video_file_type?: string | null;
};

export type SubscriptionId = number;

export type ListCarouselsData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/dynamic-content/carousels';
};

export type ListCarouselsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ListCarouselsError = ListCarouselsErrors[keyof ListCarouselsErrors];

export type ListCarouselsResponses = {
  /**
   * Active slides in display order.
   */
  200: {
    status: 200;
    carousels: Array<Slide>;
  };
};

export type ListCarouselsResponse = ListCarouselsResponses[keyof ListCarouselsResponses];

export type ListBannersData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/dynamic-content/banners';
};

export type ListBannersErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ListBannersError = ListBannersErrors[keyof ListBannersErrors];

export type ListBannersResponses = {
  /**
   * Banners.
   */
  200: {
    status: 200;
    banners: Array<Banner>;
  };
};

export type ListBannersResponse = ListBannersResponses[keyof ListBannersResponses];

export type ListOfferingsData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/dynamic-content/our-offerings';
};

export type ListOfferingsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ListOfferingsError = ListOfferingsErrors[keyof ListOfferingsErrors];

export type ListOfferingsResponses = {
  /**
   * Offerings.
   */
  200: {
    status: 200;
    ourOfferings: Array<Offering>;
  };
};

export type ListOfferingsResponse = ListOfferingsResponses[keyof ListOfferingsResponses];

export type ListTestimonialsData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/dynamic-content/testimonials';
};

export type ListTestimonialsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ListTestimonialsError = ListTestimonialsErrors[keyof ListTestimonialsErrors];

export type ListTestimonialsResponses = {
  /**
   * Testimonials. The list key is `carousels`, as the spec names it.
   */
  200: {
    status: 200;
    carousels: Array<Testimonial>;
  };
};

export type ListTestimonialsResponse = ListTestimonialsResponses[keyof ListTestimonialsResponses];

export type ListTestimonialPlaybackData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/dynamic-content/testimonials/playback';
};

export type ListTestimonialPlaybackErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ListTestimonialPlaybackError = ListTestimonialPlaybackErrors[keyof ListTestimonialPlaybackErrors];

export type ListTestimonialPlaybackResponses = {
  /**
   * One privacy-enhanced YouTube embed address per testimonial.
   */
  200: {
    status: 200;
    videoPlayBackUrl: Array<{
      id: number;
      name: string;
      url: string;
    }>;
  };
};

export type ListTestimonialPlaybackResponse = ListTestimonialPlaybackResponses[keyof ListTestimonialPlaybackResponses];

export type ListTopPerformersData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/dynamic-content/top-performers';
};

export type ListTopPerformersErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ListTopPerformersError = ListTopPerformersErrors[keyof ListTopPerformersErrors];

export type ListTopPerformersResponses = {
  /**
   * Slides with wide and narrow images; the app shows the mobile image under 768 px.
   */
  200: {
    status: 200;
    topPerformers: Array<{
      id: number;
      /**
       * Also the images' alternative text.
       */
      title: string;
      /**
       * Public file key (1600x500).
       */
      desktopImage: string;
      /**
       * Public file key (750x900).
       */
      mobileImage: string;
    }>;
  };
};

export type ListTopPerformersResponse = ListTopPerformersResponses[keyof ListTopPerformersResponses];

export type ListFaqsData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/dynamic-content/faqs';
};

export type ListFaqsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ListFaqsError = ListFaqsErrors[keyof ListFaqsErrors];

export type ListFaqsResponses = {
  /**
   * Questions and plain-text answers in display order.
   */
  200: {
    status: 200;
    faqs: Array<{
      id: number;
      question: string;
      answer: string;
      translations: StaffTranslations;
    }>;
  };
};

export type ListFaqsResponse = ListFaqsResponses[keyof ListFaqsResponses];

export type ListPopularSubscriptionsData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/dynamic-content/popular-subs';
};

export type ListPopularSubscriptionsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ListPopularSubscriptionsError = ListPopularSubscriptionsErrors[keyof ListPopularSubscriptionsErrors];

export type ListPopularSubscriptionsResponses = {
  /**
   * Published subscriptions staff marked popular (at most 12).
   */
  200: {
    status: 200;
    popularSubs: Array<PopularSubscription>;
  };
};

export type ListPopularSubscriptionsResponse =
  ListPopularSubscriptionsResponses[keyof ListPopularSubscriptionsResponses];

export type ListPopoverAdsData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/dynamic-content/popover-ads';
};

export type ListPopoverAdsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ListPopoverAdsError = ListPopoverAdsErrors[keyof ListPopoverAdsErrors];

export type ListPopoverAdsResponses = {
  /**
   * Active adverts whose window contains now. The app shows the first, once per visit.
   */
  200: {
    status: 200;
    popoverAds: Array<{
      id: number;
      /**
       * Public file key (600x600).
       */
      image: string;
      title: string;
      /**
       * The title in other languages.
       */
      translations: StaffTranslations;
      redirect_url: string;
    }>;
  };
};

export type ListPopoverAdsResponse = ListPopoverAdsResponses[keyof ListPopoverAdsResponses];

export type ListAppMenuData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/dynamic-content/app-menu';
};

export type ListAppMenuErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ListAppMenuError = ListAppMenuErrors[keyof ListAppMenuErrors];

export type ListAppMenuResponses = {
  /**
   * Menu entries in order.
   */
  200: {
    status: 200;
    appMenu: Array<{
      id: number;
      title: string;
      path: string;
    }>;
  };
};

export type ListAppMenuResponse = ListAppMenuResponses[keyof ListAppMenuResponses];

export type ListTargetYearsData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/dynamic-content/target-years';
};

export type ListTargetYearsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ListTargetYearsError = ListTargetYearsErrors[keyof ListTargetYearsErrors];

export type ListTargetYearsResponses = {
  /**
   * Years, one of them the default.
   */
  200: {
    status: 200;
    targetYears: Array<{
      id: number;
      year: string;
      is_default: Flag;
    }>;
  };
};

export type ListTargetYearsResponse = ListTargetYearsResponses[keyof ListTargetYearsResponses];

export type ListDisplayOptionalsData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/dynamic-content/display-optionals';
};

export type ListDisplayOptionalsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ListDisplayOptionalsError = ListDisplayOptionalsErrors[keyof ListDisplayOptionalsErrors];

export type ListDisplayOptionalsResponses = {
  /**
   * Published optional subjects.
   */
  200: {
    status: 200;
    displayOptionals: Array<{
      id: number;
      name: string;
      slug: string;
    }>;
  };
};

export type ListDisplayOptionalsResponse = ListDisplayOptionalsResponses[keyof ListDisplayOptionalsResponses];

export type RegisterData = {
  body: SignUp;
  path?: never;
  query?: never;
  url: '/api/v1/register';
};

export type RegisterErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * Too many attempts; try again after the `Retry-After` header's seconds.
   */
  429: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type RegisterError = RegisterErrors[keyof RegisterErrors];

export type RegisterResponses = {
  /**
   * Signed up and logged in.
   */
  200: {
    status: 200;
    message: string;
    /**
     * The session token (also in body.session).
     */
    token: string;
    body: SessionBody;
  };
};

export type RegisterResponse = RegisterResponses[keyof RegisterResponses];

export type LoginData = {
  body: Credentials;
  path?: never;
  query?: never;
  url: '/api/v1/login';
};

export type LoginErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * Too many attempts; try again after the `Retry-After` header's seconds.
   */
  429: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type LoginError = LoginErrors[keyof LoginErrors];

export type LoginResponses = {
  /**
   * Logged in.
   */
  200: {
    status: 200;
    message?: string;
    body: SessionBody;
  };
};

export type LoginResponse = LoginResponses[keyof LoginResponses];

export type LogoutData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/logout';
};

export type LogoutErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type LogoutError = LogoutErrors[keyof LogoutErrors];

export type LogoutResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type LogoutResponse = LogoutResponses[keyof LogoutResponses];

export type RecoverAccountData = {
  body: EmailOnly;
  path?: never;
  query?: never;
  url: '/api/v1/auth/recover-account';
};

export type RecoverAccountErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * Too many attempts; try again after the `Retry-After` header's seconds.
   */
  429: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type RecoverAccountError = RecoverAccountErrors[keyof RecoverAccountErrors];

export type RecoverAccountResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type RecoverAccountResponse = RecoverAccountResponses[keyof RecoverAccountResponses];

export type ResetPasswordData = {
  body: PasswordReset;
  path?: never;
  query?: never;
  url: '/api/v1/auth/update-password';
};

export type ResetPasswordErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ResetPasswordError = ResetPasswordErrors[keyof ResetPasswordErrors];

export type ResetPasswordResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type ResetPasswordResponse = ResetPasswordResponses[keyof ResetPasswordResponses];

export type GetProfileData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/modules/user/profile';
};

export type GetProfileErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type GetProfileError = GetProfileErrors[keyof GetProfileErrors];

export type GetProfileResponses = {
  /**
   * The profile.
   */
  200: {
    status: 200;
    body: Profile;
  };
};

export type GetProfileResponse = GetProfileResponses[keyof GetProfileResponses];

export type UpdateProfileData = {
  body: ProfileUpdate;
  path?: never;
  query?: never;
  url: '/api/v1/modules/user/profile';
};

export type UpdateProfileErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type UpdateProfileError = UpdateProfileErrors[keyof UpdateProfileErrors];

export type UpdateProfileResponses = {
  /**
   * Changed; the new profile, and the user object for local storage.
   */
  200: {
    status: 200;
    /**
     * "Profile updated successfully!", in the request's language.
     */
    message: string;
    body: Profile;
    user: User;
  };
};

export type UpdateProfileResponse = UpdateProfileResponses[keyof UpdateProfileResponses];

export type ChangePasswordData = {
  body: PasswordChange;
  path?: never;
  query?: never;
  url: '/api/v1/modules/user/password';
};

export type ChangePasswordErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * Too many attempts; try again after the `Retry-After` header's seconds.
   */
  429: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ChangePasswordError = ChangePasswordErrors[keyof ChangePasswordErrors];

export type ChangePasswordResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type ChangePasswordResponse = ChangePasswordResponses[keyof ChangePasswordResponses];

export type SetLanguageData = {
  body: LanguageChoice;
  path?: never;
  query?: never;
  url: '/api/v1/modules/user/language';
};

export type SetLanguageErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type SetLanguageError = SetLanguageErrors[keyof SetLanguageErrors];

export type SetLanguageResponses = {
  /**
   * Saved.
   */
  200: {
    status: 200;
    /**
     * "Language saved.", in the language saved.
     */
    message: string;
    language: LanguageCode;
  };
};

export type SetLanguageResponse = SetLanguageResponses[keyof SetLanguageResponses];

export type DevicesData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/modules/user/devices';
};

export type DevicesErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type DevicesError = DevicesErrors[keyof DevicesErrors];

export type DevicesResponses = {
  /**
   * The devices.
   */
  200: {
    status: 200;
    devices: Array<Device>;
    maxDevices: number;
  };
};

export type DevicesResponse = DevicesResponses[keyof DevicesResponses];

export type SignOutDeviceData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/modules/user/devices/{id}';
};

export type SignOutDeviceErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type SignOutDeviceError = SignOutDeviceErrors[keyof SignOutDeviceErrors];

export type SignOutDeviceResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type SignOutDeviceResponse = SignOutDeviceResponses[keyof SignOutDeviceResponses];

export type SignOutOtherDevicesData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/modules/user/devices/sign-out-others';
};

export type SignOutOtherDevicesErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type SignOutOtherDevicesError = SignOutOtherDevicesErrors[keyof SignOutOtherDevicesErrors];

export type SignOutOtherDevicesResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type SignOutOtherDevicesResponse = SignOutOtherDevicesResponses[keyof SignOutOtherDevicesResponses];

export type NotificationsData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/modules/notifications';
};

export type NotificationsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type NotificationsError = NotificationsErrors[keyof NotificationsErrors];

export type NotificationsResponses = {
  /**
   * The notifications.
   */
  200: {
    status: 200;
    unread: number;
    notifications: Array<Notification>;
  };
};

export type NotificationsResponse = NotificationsResponses[keyof NotificationsResponses];

export type MarkNotificationsReadData = {
  body?: {
    id?: number;
  };
  path?: never;
  query?: never;
  url: '/api/v1/modules/notifications/read';
};

export type MarkNotificationsReadErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type MarkNotificationsReadError = MarkNotificationsReadErrors[keyof MarkNotificationsReadErrors];

export type MarkNotificationsReadResponses = {
  /**
   * Marked.
   */
  200: {
    status: 200;
    unread: number;
  };
};

export type MarkNotificationsReadResponse = MarkNotificationsReadResponses[keyof MarkNotificationsReadResponses];

export type NotificationPreferencesData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/modules/user/notification-preferences';
};

export type NotificationPreferencesErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type NotificationPreferencesError = NotificationPreferencesErrors[keyof NotificationPreferencesErrors];

export type NotificationPreferencesResponses = {
  /**
   * The settings.
   */
  200: {
    status: 200;
    preferences: Array<NotificationPreference>;
  };
};

export type NotificationPreferencesResponse = NotificationPreferencesResponses[keyof NotificationPreferencesResponses];

export type SetNotificationPreferenceData = {
  body: NotificationPreferenceChange;
  path?: never;
  query?: never;
  url: '/api/v1/modules/user/notification-preferences';
};

export type SetNotificationPreferenceErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type SetNotificationPreferenceError = SetNotificationPreferenceErrors[keyof SetNotificationPreferenceErrors];

export type SetNotificationPreferenceResponses = {
  /**
   * Saved; the settings as they are now.
   */
  200: {
    status: 200;
    message: string;
    preferences: Array<NotificationPreference>;
  };
};

export type SetNotificationPreferenceResponse =
  SetNotificationPreferenceResponses[keyof SetNotificationPreferenceResponses];

export type UnsubscribeData = {
  body?: never;
  path?: never;
  query: {
    u: number;
    k: string;
    t: string;
  };
  url: '/api/v1/notifications/unsubscribe';
};

export type UnsubscribeErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type UnsubscribeError = UnsubscribeErrors[keyof UnsubscribeErrors];

export type UnsubscribeResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type UnsubscribeResponse = UnsubscribeResponses[keyof UnsubscribeResponses];

export type UnsubscribeOneClickData = {
  body?: never;
  path?: never;
  query: {
    u: number;
    k: string;
    t: string;
  };
  url: '/unsubscribe';
};

export type UnsubscribeOneClickErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type UnsubscribeOneClickError = UnsubscribeOneClickErrors[keyof UnsubscribeOneClickErrors];

export type UnsubscribeOneClickResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type UnsubscribeOneClickResponse = UnsubscribeOneClickResponses[keyof UnsubscribeOneClickResponses];

export type ListSectionsData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/modules/sections';
};

export type ListSectionsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ListSectionsError = ListSectionsErrors[keyof ListSectionsErrors];

export type ListSectionsResponses = {
  /**
   * Published sections in menu order.
   */
  200: {
    status: 200;
    responseResult: Array<Section>;
  };
};

export type ListSectionsResponse = ListSectionsResponses[keyof ListSectionsResponses];

export type ListTypesData = {
  body?: never;
  path?: never;
  query: {
    /**
     * A published section's slug (`GET /api/v1/modules/sections`); any other answers 400.
     */
    section_category: SectionSlug;
  };
  url: '/api/v1/modules/types/list';
};

export type ListTypesErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ListTypesError = ListTypesErrors[keyof ListTypesErrors];

export type ListTypesResponses = {
  /**
   * Published types in order.
   */
  200: {
    status: 200;
    responseResult: Array<{
      id: number;
      name: string;
      slug: string;
    }>;
  };
};

export type ListTypesResponse = ListTypesResponses[keyof ListTypesResponses];

export type ListSubscriptionsData = {
  body?: never;
  path?: never;
  query: {
    typeId: number;
  };
  url: '/api/v1/modules/subscriptions/list';
};

export type ListSubscriptionsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ListSubscriptionsError = ListSubscriptionsErrors[keyof ListSubscriptionsErrors];

export type ListSubscriptionsResponses = {
  /**
   * Subscriptions (an unknown type has none).
   */
  200: {
    status: 200;
    responseResult: Array<Subscription>;
  };
};

export type ListSubscriptionsResponse = ListSubscriptionsResponses[keyof ListSubscriptionsResponses];

export type GetSubscriptionData = {
  body?: never;
  path: {
    idOrSlug: string;
  };
  query?: never;
  url: '/api/v1/modules/subscriptions/{idOrSlug}';
};

export type GetSubscriptionErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type GetSubscriptionError = GetSubscriptionErrors[keyof GetSubscriptionErrors];

export type GetSubscriptionResponses = {
  /**
   * The subscription.
   */
  200: {
    status: 200;
    responseResult: Subscription;
  };
};

export type GetSubscriptionResponse = GetSubscriptionResponses[keyof GetSubscriptionResponses];

export type ListMySubscriptionsData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/modules/subscriptions';
};

export type ListMySubscriptionsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ListMySubscriptionsError = ListMySubscriptionsErrors[keyof ListMySubscriptionsErrors];

export type ListMySubscriptionsResponses = {
  /**
   * Subscriptions.
   */
  200: {
    status: 200;
    data: {
      subscriptions: Array<{
        translations: StaffTranslations;
        id: number;
        name: string;
        slug: string;
        type: 'notes' | 'tests' | 'mains-tests' | 'videos';
        section_category: string;
        libraries: Array<Library>;
        /**
         * When the caller's access ends (or ended); null for access without an end.
         */
        validUntil: string | null;
        /**
         * The access has ended: the libraries are closed.
         */
        expired: boolean;
        /**
         * Ended, and on sale again now (its page offers it).
         */
        renewable: boolean;
      }>;
    };
  };
};

export type ListMySubscriptionsResponse = ListMySubscriptionsResponses[keyof ListMySubscriptionsResponses];

export type ListFreeSubscriptionsData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/modules/free-subscriptions';
};

export type ListFreeSubscriptionsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ListFreeSubscriptionsError = ListFreeSubscriptionsErrors[keyof ListFreeSubscriptionsErrors];

export type ListFreeSubscriptionsResponses = {
  /**
   * Free subscriptions (none is an empty list).
   */
  200: {
    status: 200;
    responseResult: Array<Subscription>;
  };
};

export type ListFreeSubscriptionsResponse = ListFreeSubscriptionsResponses[keyof ListFreeSubscriptionsResponses];

export type ListOptionalsData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/modules/optionals/list';
};

export type ListOptionalsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ListOptionalsError = ListOptionalsErrors[keyof ListOptionalsErrors];

export type ListOptionalsResponses = {
  /**
   * Optional subjects.
   */
  200: {
    status: 200;
    responseResult: Array<OptionalSubject>;
  };
};

export type ListOptionalsResponse = ListOptionalsResponses[keyof ListOptionalsResponses];

export type GetOptionalCourseData = {
  body?: never;
  path: {
    optionalId: string;
    typeId: string;
  };
  query?: never;
  url: '/api/v1/modules/optionals/{optionalId}/types/{typeId}';
};

export type GetOptionalCourseErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type GetOptionalCourseError = GetOptionalCourseErrors[keyof GetOptionalCourseErrors];

export type GetOptionalCourseResponses = {
  /**
   * The subject, the type and its subscriptions.
   */
  200: {
    status: 200;
    optional: OptionalSubject;
    type: OptionalType;
    responseResult: Array<Subscription>;
  };
};

export type GetOptionalCourseResponse = GetOptionalCourseResponses[keyof GetOptionalCourseResponses];

export type SubmitEnquiryData = {
  body: Enquiry;
  path?: never;
  query?: never;
  url: '/api/v1/modules/subscriptionEnquiry';
};

export type SubmitEnquiryErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * Too many attempts; try again after the `Retry-After` header's seconds.
   */
  429: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type SubmitEnquiryError = SubmitEnquiryErrors[keyof SubmitEnquiryErrors];

export type SubmitEnquiryResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type SubmitEnquiryResponse = SubmitEnquiryResponses[keyof SubmitEnquiryResponses];

export type StartPaymentData = {
  body?: never;
  path?: never;
  query?: {
    subscriptionId?: number;
    success_url?: string;
  };
  url: '/api/v1/payment';
};

export type StartPaymentErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * Already owned, not on sale, or no seat left.
   */
  409: Error;
  /**
   * An error envelope.
   */
  502: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type StartPaymentError = StartPaymentErrors[keyof StartPaymentErrors];

export type StartPaymentResponses = {
  /**
   * The page to pay on.
   */
  200: {
    status: 200;
    redirectURL: string;
  };
};

export type StartPaymentResponse = StartPaymentResponses[keyof StartPaymentResponses];

export type SandboxCheckoutPageData = {
  body?: never;
  path: {
    reference: string;
  };
  query?: never;
  url: '/payments/sandbox/{reference}';
};

export type SandboxCheckoutPageErrors = {
  /**
   * An error envelope.
   */
  404: Error;
};

export type SandboxCheckoutPageError = SandboxCheckoutPageErrors[keyof SandboxCheckoutPageErrors];

export type SandboxCheckoutPageResponses = {
  /**
   * The page.
   */
  200: string;
};

export type SandboxCheckoutPageResponse = SandboxCheckoutPageResponses[keyof SandboxCheckoutPageResponses];

export type SandboxCheckoutAnswerData = {
  body: {
    action: 'pay' | 'cancel';
  };
  path: {
    reference: string;
  };
  query?: never;
  url: '/payments/sandbox/{reference}';
};

export type SandboxCheckoutAnswerErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
};

export type SandboxCheckoutAnswerError = SandboxCheckoutAnswerErrors[keyof SandboxCheckoutAnswerErrors];

export type RazorpayCallbackData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/payment/razorpay/callback';
};

export type RazorpayCallbackErrors = {
  /**
   * An error envelope.
   */
  400: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type RazorpayCallbackError = RazorpayCallbackErrors[keyof RazorpayCallbackErrors];

export type RazorpayWebhookData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/payment/razorpay/webhook';
};

export type RazorpayWebhookErrors = {
  /**
   * An error envelope.
   */
  400: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type RazorpayWebhookError = RazorpayWebhookErrors[keyof RazorpayWebhookErrors];

export type RazorpayWebhookResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type RazorpayWebhookResponse = RazorpayWebhookResponses[keyof RazorpayWebhookResponses];

export type ListNotesData = {
  body?: never;
  path?: never;
  query: {
    subscriptionId: number;
  };
  url: '/api/v1/modules/note-library/notes/list';
};

export type ListNotesErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ListNotesError = ListNotesErrors[keyof ListNotesErrors];

export type ListNotesResponses = {
  /**
   * Notes.
   */
  200: {
    status: 200;
    message: string;
    responseResult: Array<{
      id: number;
      name: string;
      description: string;
      thumbnail: string | null;
      year: number | null;
      isSubscribed: boolean;
      topicWiseAttachment: FileRefOrNull;
      sourceWiseAttachment: FileRefOrNull;
      primaryWiseAttachment: FileRefOrNull;
      libraryId?: number;
      languages: Languages;
    }>;
  };
};

export type ListNotesResponse = ListNotesResponses[keyof ListNotesResponses];

export type ListPrelimsLibraryData = {
  body?: never;
  path?: never;
  query: {
    subscriptionId: number;
  };
  url: '/api/v1/modules/tests/library';
};

export type ListPrelimsLibraryErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ListPrelimsLibraryError = ListPrelimsLibraryErrors[keyof ListPrelimsLibraryErrors];

export type ListPrelimsLibraryResponses = {
  /**
   * Tests.
   */
  200: {
    status: 200;
    message: string;
    responseResult: Array<{
      id: number;
      name: string;
      slug: string;
      /**
       * HTML made from the text staff typed (docs/product.md, "Staff text"): every character escaped, lines and paragraphs kept.
       */
      description: string;
      /**
       * Minutes.
       */
      duration: number;
      total_marks: number;
      total_question_count?: number;
      total_attempts?: number;
      /**
       * The question paper, once the caller has started the test (never before its clock runs); null before.
       */
      testQuestionPDF: FileRefOrNull;
      /**
       * The test has a question paper (listed once the test is started).
       */
      hasQuestionPDF?: boolean;
      testExplanationPDF: FileRefOrNull;
      /**
       * The discussion kept by the site, once the caller may watch it (then there is no gDriveVideoLink); absent otherwise.
       */
      discussionVideo?: FilePlayback;
      gDriveVideoLink: string | null;
      is_subscribe_button: Flag;
      isSubscribed: boolean;
      testSeriesId?: number;
      attemptsMade?: number;
      languages?: Languages;
      /**
       * The name and description in other languages.
       */
      translations?: StaffTranslations;
      opens_at?: WindowTime;
      closes_at?: WindowTime;
      window?: WindowState;
      /**
       * When staff last accepted a key challenge of a test the caller submitted, so their score was recalculated; null when never.
       */
      keyChangedAt?: string | null;
      /**
       * The test has an explanation PDF (listed as testExplanationPDF once the caller may have it).
       */
      hasExplanationPDF?: boolean;
      /**
       * The test has a discussion video (listed once the caller may watch it).
       */
      hasDiscussionVideo?: boolean;
      /**
       * When the explanation and the discussion open to a caller who has submitted a live test whose key is held (the close plus the submission grace); null otherwise.
       */
      keysOpenAt?: string | null;
      /**
       * The deadline of the caller's attempt in progress (Resume); null when none.
       */
      openAttemptDeadline?: string | null;
    }>;
  };
};

export type ListPrelimsLibraryResponse = ListPrelimsLibraryResponses[keyof ListPrelimsLibraryResponses];

export type ListMainsSeriesData = {
  body?: never;
  path?: never;
  query: {
    subscriptionId: number;
  };
  url: '/api/v1/modules/mains/tests/list';
};

export type ListMainsSeriesErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ListMainsSeriesError = ListMainsSeriesErrors[keyof ListMainsSeriesErrors];

export type ListMainsSeriesResponses = {
  /**
   * Series.
   */
  200: {
    status: 200;
    responseResult: Array<{
      mainsTestSeriesId: number;
      testSeries_relation: {
        name: string;
        description: string;
      };
      isSubscribed: boolean;
      testCount?: number;
    }>;
  };
};

export type ListMainsSeriesResponse = ListMainsSeriesResponses[keyof ListMainsSeriesResponses];

export type ListMainsTestsData = {
  body?: never;
  path?: never;
  query: {
    subscriptionId: number;
    mainsTestSeriesId: number;
  };
  url: '/api/v1/modules/mains/questions/list';
};

export type ListMainsTestsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ListMainsTestsError = ListMainsTestsErrors[keyof ListMainsTestsErrors];

export type ListMainsTestsResponses = {
  /**
   * Tests.
   */
  200: {
    status: 200;
    responseResult: Array<{
      id: number;
      name: string;
      description: string;
      start_date: string;
      end_date: string;
      maximumScore: number;
      isAttempted: boolean;
      questionPDF: FileRefOrNull;
      modelAnswerPDF: FileRefOrNull;
      evaluatedPDF: FileRefOrNull;
      answerPDF?: FileRefOrNull;
      /**
       * The discussion kept by the site, once the caller may watch it (then there is no gDriveVideoLink); absent otherwise.
       */
      discussionVideo?: FilePlayback;
      gDriveVideoLink: string | null;
      show_enquiry: Flag;
      isSubscribed: boolean;
      /**
       * The answer window holds now.
       */
      isOpen?: boolean;
      marks?: number | null;
      remarks?: string;
      uploadedAt?: string | null;
      /**
       * When an evaluator first opened the caller's answer to evaluate it ('Being evaluated').
       */
      evaluationStartedAt?: string | null;
      evaluatedAt?: string | null;
      /**
       * When the caller's answer is promised back: its upload time plus the series'
       * turnaround at that time (docs/product.md, "Evaluation on time"). Null without an answer.
       *
       */
      expectedBy?: string | null;
      /**
       * The evaluator's marks per question with the rubric's scores, when evaluated in the browser.
       */
      questionMarks?: Array<{
        question: string;
        marks: number;
        maximum: number;
        rubric: Array<{
          criterion: string;
          marks: number;
          maximum: number;
        }>;
      }> | null;
      /**
       * The evaluator's comments on the caller's evaluated copy as text, in reading order
       * (by page, then down the page), when evaluated in the browser; empty otherwise
       * (docs/product.md, "Evaluating in the browser"). Ticks, crosses and lines are left out.
       *
       */
      comments?: Array<{
        page: number;
        /**
         * As on the copy: a typed \n is a line break.
         */
        text: string;
      }>;
      languages: Languages;
      /**
       * A daily answer-writing question (docs/product.md, "Daily answer writing").
       */
      isDaily?: boolean;
      /**
       * The question written out, once the window opens (empty before, or for a test with a question PDF only).
       */
      questionText?: string;
      /**
       * The name, the description (sanitised HTML, as the English) and the question written out (questionText) in other languages; the question only once the window opens, as the English.
       */
      translations?: StaffTranslations;
      paper?: '' | 'gs1' | 'gs2' | 'gs3' | 'gs4' | 'essay' | 'optional';
      directiveWord?:
        | ''
        | 'discuss'
        | 'examine'
        | 'critically-examine'
        | 'analyse'
        | 'critically-analyse'
        | 'evaluate'
        | 'comment'
        | 'explain'
        | 'elucidate'
        | 'describe'
        | 'justify'
        | 'illustrate';
      /**
       * Words the answer should keep to; 0 when unsaid.
       */
      wordLimit?: number;
    }>;
    /**
     * The caller's run of the series' daily questions answered: daily questions in a row,
     * up to the latest one open or closed (the one open now counts once answered and does
     * not break the run before it closes), and the longest run.
     *
     */
    dailyStreak: {
      current: number;
      longest: number;
    };
  };
};

export type ListMainsTestsResponse = ListMainsTestsResponses[keyof ListMainsTestsResponses];

export type UploadMainsAnswerData = {
  body: {
    answerPDFAttachment?: Blob | File;
    answerImages?: Array<Blob | File>;
    /**
     * The learner confirmed that this upload replaces the answer already in.
     */
    confirm?: '1' | 'true';
  };
  path: {
    mainsTestId: number;
  };
  query?: never;
  url: '/api/v1/modules/mains/tests/{mainsTestId}/upload-answer';
};

export type UploadMainsAnswerErrors = {
  /**
   * An error envelope.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The learner's answer to this test is evaluated; no upload replaces it. Nothing was stored.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * An answer is already in; the message asks the learner whether to replace it. Nothing was stored; send again with confirm=1.
   */
  428: Error;
  /**
   * Too many attempts; try again after the `Retry-After` header's seconds.
   */
  429: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type UploadMainsAnswerError = UploadMainsAnswerErrors[keyof UploadMainsAnswerErrors];

export type UploadMainsAnswerResponses = {
  /**
   * Stored.
   */
  201: {
    status: 201;
    /**
     * "Answer uploaded successfully", in the request's language.
     */
    message: string;
    /**
     * The answer's number of pages as stored: the PDF's, or one per photo.
     */
    pages: number;
    /**
     * When the server received it.
     */
    uploadedAt: string;
  };
};

export type UploadMainsAnswerResponse = UploadMainsAnswerResponses[keyof UploadMainsAnswerResponses];

export type ListAnswersToEvaluateData = {
  body?: never;
  path?: never;
  query?: {
    /**
     * late: past the promise and not evaluated.
     */
    status?: 'pending' | 'late' | 'evaluated';
    testId?: number;
    /**
     * Admins: an evaluator's account id, or none. Evaluators always see only their own.
     */
    assignedTo?: string;
  };
  url: '/api/v1/admin/mains/answers';
};

export type ListAnswersToEvaluateErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ListAnswersToEvaluateError = ListAnswersToEvaluateErrors[keyof ListAnswersToEvaluateErrors];

export type ListAnswersToEvaluateResponses = {
  /**
   * Answers.
   */
  200: {
    status: 200;
    responseResult: Array<{
      uploadId: number;
      testId: number;
      testName: string;
      seriesName: string;
      maximumScore: number;
      learnerId: string;
      learnerName: string;
      uploadedAt: string;
      /**
       * When the evaluation is promised to the learner.
       */
      expectedBy?: string;
      evaluationStartedAt?: string | null;
      /**
       * Who evaluates it; null while unassigned.
       */
      assignedTo?: null | {
        id: number;
        name: string;
      };
      answerPDF: FileRefOrNull;
      marks?: number | null;
      evaluatedPDF?: FileRefOrNull;
      evaluatedAt?: string | null;
      /**
       * The remarks given, once evaluated: a correction starts from them.
       */
      remarks?: string | null;
      /**
       * The caller is to mark the answer again, blind, and has not yet: its first evaluation is left out (docs/product.md, "Second marking").
       */
      markingAgain?: boolean;
    }>;
  };
};

export type ListAnswersToEvaluateResponse = ListAnswersToEvaluateResponses[keyof ListAnswersToEvaluateResponses];

export type GetAnswerToEvaluateData = {
  body?: never;
  path: {
    uploadId: number;
  };
  query?: never;
  url: '/api/v1/admin/mains/answers/{uploadId}';
};

export type GetAnswerToEvaluateErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * Not the caller's answer, or the caller is to mark it again and has not yet (docs/product.md, "Second marking").
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type GetAnswerToEvaluateError = GetAnswerToEvaluateErrors[keyof GetAnswerToEvaluateErrors];

export type GetAnswerToEvaluateResponses = {
  /**
   * The answer.
   */
  200: {
    status: 200;
    /**
     * An answer as the list gives it.
     */
    answer: {
      [key: string]: unknown;
    };
    /**
     * The series' rubric criteria, or the default ones (content, structure, introduction and conclusion, directive word addressed, examples).
     */
    rubric: Array<string>;
    /**
     * The evaluator's unfinished work, as last saved; null when none.
     */
    draft: EvaluationWork | null;
    /**
     * What the evaluation was made from (empty lists for an uploaded PDF); null before it is evaluated.
     */
    evaluation: EvaluationWork | null;
    /**
     * The test's question written out (a daily question's always is), or null.
     */
    question?: {
      text: string;
      paper: string;
      directiveWord: string;
      wordLimit: number;
    } | null;
    /**
     * The test's questions as staff set them (docs/product.md, "A test's questions"), empty when none are set; marks per question sent for such a test must follow them.
     */
    questions?: Array<{
      number: number;
      /**
       * Q1, Q2...: the question's name in the marks per question.
       */
      label: string;
      maximum: number;
      /**
       * 0 for none.
       */
      wordLimit: number;
      /**
       * A directive word's value, or empty.
       */
      directiveWord: string;
      rubric: Array<{
        criterion: string;
        maximum: number;
      }>;
    }>;
  };
};

export type GetAnswerToEvaluateResponse = GetAnswerToEvaluateResponses[keyof GetAnswerToEvaluateResponses];

export type ExportAnswersData = {
  body?: never;
  path?: never;
  query?: {
    status?: 'all' | 'pending' | 'late' | 'evaluated';
    assignedTo?: string;
  };
  url: '/api/v1/admin/mains/answers.csv';
};

export type ExportAnswersErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ExportAnswersError = ExportAnswersErrors[keyof ExportAnswersErrors];

export type ExportAnswersResponses = {
  /**
   * The answers, oldest first, in UTF-8 after a byte-order mark; cells that start like a formula have a leading apostrophe.
   */
  200: string;
};

export type ExportAnswersResponse = ExportAnswersResponses[keyof ExportAnswersResponses];

export type ListBankCommentsData = {
  body?: never;
  path?: never;
  query?: {
    q?: string;
  };
  url: '/api/v1/admin/mains/comments';
};

export type ListBankCommentsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ListBankCommentsError = ListBankCommentsErrors[keyof ListBankCommentsErrors];

export type ListBankCommentsResponses = {
  /**
   * Comments.
   */
  200: {
    status: 200;
    comments: Array<{
      id: number;
      text: string;
      shared: boolean;
    }>;
  };
};

export type ListBankCommentsResponse = ListBankCommentsResponses[keyof ListBankCommentsResponses];

export type AddBankCommentData = {
  body: {
    text: string;
    shared?: boolean;
  };
  path?: never;
  query?: never;
  url: '/api/v1/admin/mains/comments';
};

export type AddBankCommentErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AddBankCommentError = AddBankCommentErrors[keyof AddBankCommentErrors];

export type AddBankCommentResponses = {
  /**
   * Kept.
   */
  201: {
    status: 201;
    message: string;
    comment: {
      id: number;
      text: string;
      shared: boolean;
    };
  };
};

export type AddBankCommentResponse = AddBankCommentResponses[keyof AddBankCommentResponses];

export type RemoveBankCommentData = {
  body?: never;
  path: {
    commentId: number;
  };
  query?: never;
  url: '/api/v1/admin/mains/comments/{commentId}';
};

export type RemoveBankCommentErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type RemoveBankCommentError = RemoveBankCommentErrors[keyof RemoveBankCommentErrors];

export type RemoveBankCommentResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type RemoveBankCommentResponse = RemoveBankCommentResponses[keyof RemoveBankCommentResponses];

export type ListAssignableEvaluatorsData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/admin/mains/evaluators';
};

export type ListAssignableEvaluatorsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ListAssignableEvaluatorsError = ListAssignableEvaluatorsErrors[keyof ListAssignableEvaluatorsErrors];

export type ListAssignableEvaluatorsResponses = {
  /**
   * Evaluators and admins, by name.
   */
  200: {
    status: 200;
    evaluators: Array<{
      id: number;
      name: string;
    }>;
  };
};

export type ListAssignableEvaluatorsResponse =
  ListAssignableEvaluatorsResponses[keyof ListAssignableEvaluatorsResponses];

export type ListSecondMarkingsData = {
  body?: never;
  path?: never;
  query?: {
    status?: 'open' | 'flagged' | 'all';
  };
  url: '/api/v1/admin/mains/second-markings';
};

export type ListSecondMarkingsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ListSecondMarkingsError = ListSecondMarkingsErrors[keyof ListSecondMarkingsErrors];

export type ListSecondMarkingsResponses = {
  /**
   * Copies, oldest first.
   */
  200: {
    status: 200;
    responseResult: Array<{
      uploadId: number;
      testName: string;
      seriesName: string;
      maximumScore: number;
      learnerId: string;
      answerPDF: FileRefOrNull;
      requestedAt: string;
      markedAt: string | null;
      secondEvaluator: string | null;
      /**
       * The caller marks it again and has not yet: the console offers them the marks field, whatever their role.
       */
      yoursToMark?: boolean;
      /**
       * Admins only, and not to the second evaluator before their marks are in.
       */
      firstEvaluator?: string | null;
      /**
       * Admins only, and not to the second evaluator before their marks are in.
       */
      firstMarks?: number;
      secondMarks: number | null;
      flagged: boolean;
      /**
       * When a senior (an admin) evaluated the flagged copy again, which settles it.
       */
      resolvedAt?: string | null;
      thresholdPercent: number;
    }>;
  };
};

export type ListSecondMarkingsResponse = ListSecondMarkingsResponses[keyof ListSecondMarkingsResponses];

export type MarkAgainData = {
  body: {
    marks: number | string;
  };
  path: {
    uploadId: number;
  };
  query?: never;
  url: '/api/v1/admin/mains/second-markings/{uploadId}';
};

export type MarkAgainErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type MarkAgainError = MarkAgainErrors[keyof MarkAgainErrors];

export type MarkAgainResponses = {
  /**
   * Saved.
   */
  200: {
    status: 200;
    message: string;
    flagged: boolean;
  };
};

export type MarkAgainResponse = MarkAgainResponses[keyof MarkAgainResponses];

export type EvaluatorStatsData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/admin/mains/evaluator-stats';
};

export type EvaluatorStatsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type EvaluatorStatsError = EvaluatorStatsErrors[keyof EvaluatorStatsErrors];

export type EvaluatorStatsResponses = {
  /**
   * One row per evaluator with evaluations in the window.
   */
  200: {
    status: 200;
    responseResult: Array<{
      evaluator: {
        id: number;
        name: string;
      };
      evaluated: number;
      /**
       * Average marks in percent of the maximum.
       */
      averagePercent: number;
      /**
       * Average hours from upload to evaluation.
       */
      averageTurnaroundHours: number;
      secondMarked: number;
      flagged: number;
    }>;
  };
};

export type EvaluatorStatsResponse = EvaluatorStatsResponses[keyof EvaluatorStatsResponses];

export type AssignAnswerData = {
  body: {
    evaluatorId?: number | string | null;
  };
  path: {
    uploadId: number;
  };
  query?: never;
  url: '/api/v1/admin/mains/answers/{uploadId}/assignee';
};

export type AssignAnswerErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AssignAnswerError = AssignAnswerErrors[keyof AssignAnswerErrors];

export type AssignAnswerResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type AssignAnswerResponse = AssignAnswerResponses[keyof AssignAnswerResponses];

export type SaveEvaluationDraftData = {
  body: EvaluationWork;
  path: {
    uploadId: number;
  };
  query?: never;
  url: '/api/v1/admin/mains/answers/{uploadId}/draft';
};

export type SaveEvaluationDraftErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type SaveEvaluationDraftError = SaveEvaluationDraftErrors[keyof SaveEvaluationDraftErrors];

export type SaveEvaluationDraftResponses = {
  /**
   * Saved.
   */
  200: {
    status: 200;
    savedAt: string;
  };
};

export type SaveEvaluationDraftResponse = SaveEvaluationDraftResponses[keyof SaveEvaluationDraftResponses];

export type StartEvaluationData = {
  body?: never;
  path: {
    uploadId: number;
  };
  query?: never;
  url: '/api/v1/admin/mains/answers/{uploadId}/start';
};

export type StartEvaluationErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type StartEvaluationError = StartEvaluationErrors[keyof StartEvaluationErrors];

export type StartEvaluationResponses = {
  /**
   * Started (now or earlier).
   */
  200: {
    status: 200;
    evaluationStartedAt: string;
  };
};

export type StartEvaluationResponse = StartEvaluationResponses[keyof StartEvaluationResponses];

export type EvaluateAnswerData = {
  body: {
    /**
     * At most the test's maximum score; two decimals. Required without questionMarks.
     */
    marks?: number;
    remarks?: string;
    /**
     * Required without annotations and questionMarks.
     */
    evaluatedPDF?: Blob | File;
    /**
     * JSON list (at most 1000) of {page, x, y, width, height, kind, text}: page from 1;
     * x, y, width and height as fractions of the page from its top-left corner; kind
     * tick, cross, underline, highlight or comment; text (at most 500 characters) for a comment.
     *
     */
    annotations?: string;
    /**
     * JSON list (1 to 50) of {question, marks, maximum, rubric}: rubric a list (at
     * most 10) of {criterion, marks, maximum}.
     *
     */
    questionMarks?: string;
  };
  path: {
    uploadId: number;
  };
  query?: never;
  url: '/api/v1/admin/mains/answers/{uploadId}/evaluation';
};

export type EvaluateAnswerErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type EvaluateAnswerError = EvaluateAnswerErrors[keyof EvaluateAnswerErrors];

export type EvaluateAnswerResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type EvaluateAnswerResponse = EvaluateAnswerResponses[keyof EvaluateAnswerResponses];

export type ListVideoLibrariesData = {
  body?: never;
  path?: never;
  query: {
    subscriptionId: number;
  };
  url: '/api/v1/modules/video-library/list';
};

export type ListVideoLibrariesErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ListVideoLibrariesError = ListVideoLibrariesErrors[keyof ListVideoLibrariesErrors];

export type ListVideoLibrariesResponses = {
  /**
   * Video libraries.
   */
  200: {
    status: 200;
    responseResult: Array<{
      videoLibraryId: number;
      videoLibrary_data: {
        name: string;
        description: string;
      };
      isSubscribed: boolean;
      videoCount?: number;
    }>;
  };
};

export type ListVideoLibrariesResponse = ListVideoLibrariesResponses[keyof ListVideoLibrariesResponses];

export type ListVideosData = {
  body?: never;
  path?: never;
  query: {
    subscriptionId: number;
    videoLibraryId: number;
  };
  url: '/api/v1/modules/videos/list';
};

export type ListVideosErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ListVideosError = ListVideosErrors[keyof ListVideosErrors];

export type ListVideosResponses = {
  /**
   * Videos.
   */
  200: {
    status: 200;
    responseResult: Array<{
      id: number;
      name: string;
      description: string;
      posters: Array<{
        /**
         * Public file key.
         */
        posterUrl: string;
      }>;
      gDriveVideoLink: string | null;
      pdfAttachment: FileRefOrNull;
      durationSeconds?: number | null;
      isSubscribed: boolean;
      languages: Languages;
    }>;
  };
};

export type ListVideosResponse = ListVideosResponses[keyof ListVideosResponses];

export type GetVideoPlaybackData = {
  body?: never;
  path?: never;
  query: {
    subscriptionId: number;
    videoId: number;
  };
  url: '/api/v1/modules/videos/playback';
};

export type GetVideoPlaybackErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  422: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type GetVideoPlaybackError = GetVideoPlaybackErrors[keyof GetVideoPlaybackErrors];

export type GetVideoPlaybackResponses = {
  /**
   * The embed address.
   */
  200: {
    status: 200;
    /**
     * Drive's preview address, or this site's /api/v1/media/videos/{subject}?grant=G.
     */
    videoPlayBackUrl: string;
    kind?: 'file' | 'drive';
    /**
     * kind file: the file's type.
     */
    contentType?: 'video/mp4' | 'video/webm';
    /**
     * kind file: when the address stops working.
     */
    expiresAt?: string;
    /**
     * kind file: the learner's name, student id and masked e-mail and mobile, shown over the picture.
     */
    watermark?: string;
  };
};

export type GetVideoPlaybackResponse = GetVideoPlaybackResponses[keyof GetVideoPlaybackResponses];

export type StreamVideoData = {
  body?: never;
  path: {
    subject: string;
  };
  query: {
    grant: string;
  };
  url: '/api/v1/media/videos/{subject}';
};

export type StreamVideoErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The range asked for is not in the file.
   */
  416: unknown;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type StreamVideoError = StreamVideoErrors[keyof StreamVideoErrors];

export type StreamVideoResponses = {
  /**
   * The video.
   */
  200: Blob | File;
  /**
   * Part of the video, for a Range request.
   */
  206: unknown;
};

export type StreamVideoResponse = StreamVideoResponses[keyof StreamVideoResponses];

export type DownloadData = {
  body?: never;
  path?: never;
  query: {
    filePath: string;
  };
  url: '/api/v1/modules/download';
};

export type DownloadErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type DownloadError = DownloadErrors[keyof DownloadErrors];

export type DownloadResponses = {
  /**
   * The file.
   */
  200: Blob | File;
  /**
   * Part of the file, for a Range request.
   */
  206: unknown;
};

export type DownloadResponse = DownloadResponses[keyof DownloadResponses];

export type ListTestsData = {
  body?: {
    test_series_id?: number;
    slug?: string;
  };
  path?: never;
  query?: never;
  url: '/api/v1/modules/tests';
};

export type ListTestsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ListTestsError = ListTestsErrors[keyof ListTestsErrors];

export type ListTestsResponses = {
  /**
   * Tests.
   */
  200: {
    status: 200;
    body: {
      data: Array<Test>;
      /**
       * The server's clock, so the start page counts down to a window's opening on it.
       */
      serverNow: string;
    };
  };
};

export type ListTestsResponse = ListTestsResponses[keyof ListTestsResponses];

export type StartAttemptData = {
  body: {
    testId: number;
    attemptKey?: string;
  };
  path?: never;
  query?: never;
  url: '/api/v1/modules/tests/start';
};

export type StartAttemptErrors = {
  /**
   * An error envelope.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type StartAttemptError = StartAttemptErrors[keyof StartAttemptErrors];

export type StartAttemptResponses = {
  /**
   * The attempt.
   */
  200: {
    status: 200;
    body: {
      attempt: AttemptSession;
    };
  };
};

export type StartAttemptResponse = StartAttemptResponses[keyof StartAttemptResponses];

export type ListQuestionsData = {
  body: {
    test_id: number;
  };
  path?: never;
  query?: never;
  url: '/api/v1/modules/questions';
};

export type ListQuestionsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ListQuestionsError = ListQuestionsErrors[keyof ListQuestionsErrors];

export type ListQuestionsResponses = {
  /**
   * Questions.
   */
  200: {
    status: 200;
    body: {
      data: Array<{
        id: number;
        /**
         * The question's kind (docs/product.md, "Question kinds"): single_choice, answered with one of its options; a kind the server registers besides is answered with a value and may have no options.
         */
        kind: string;
        /**
         * HTML made from the text staff typed (docs/product.md, "Staff text"): every character escaped, lines and paragraphs kept.
         */
        description: string;
        difficulty: 'easy' | 'medium' | 'hard';
        topic?: string;
        options: Array<{
          id: number;
          text: string;
        }>;
        translations?: QuestionTranslations;
      }>;
    };
  };
};

export type ListQuestionsResponse = ListQuestionsResponses[keyof ListQuestionsResponses];

export type SaveAnswersData = {
  body: {
    attemptId: number;
    /**
     * JSON list of {questionId, selectedOption, markedForReview, timeSpentMs, confidence, chosenAt}.
     * `confidence` is the learner's tag on the answer (docs/product.md, "Confidence
     * tags"): "sure", "fifty" or "guess"; null, "" or left out for none. Any other value
     * answers 400. A tag on a question without a chosen option is dropped. `chosenAt`
     * (RFC 3339) is when the learner chose the option or cleared it, on the server's
     * clock as the app knows it; left out, the answer was chosen when it arrives.
     * An answer to a question of a kind other than single_choice carries `kind` (the
     * question's) and its `value` instead of `selectedOption` (docs/product.md,
     * "Question kinds"); an answer of another kind than its question's answers 400.
     *
     */
    answers: string;
  };
  path?: never;
  query?: never;
  url: '/api/v1/modules/tests/answers';
};

export type SaveAnswersErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type SaveAnswersError = SaveAnswersErrors[keyof SaveAnswersErrors];

export type SaveAnswersResponses = {
  /**
   * Saved.
   */
  200: {
    status: 200;
    body: {
      /**
       * The answers of the call that stand: stored, already held, or older than the attempt's choice.
       */
      saved: number;
      /**
       * The answers of the call whose choice reached the server too late to count.
       */
      notCounted: number;
      /**
       * The attempt takes no new choices: its time is up, or it was submitted.
       */
      closed: boolean;
      serverNow: string;
    };
  };
};

export type SaveAnswersResponse = SaveAnswersResponses[keyof SaveAnswersResponses];

export type SubmitResultData = {
  body: {
    testId: number;
    answers: string;
    attemptKey?: string;
  };
  path?: never;
  query?: never;
  url: '/api/v1/modules/tests/submitResult';
};

export type SubmitResultErrors = {
  /**
   * An error envelope.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type SubmitResultError = SubmitResultErrors[keyof SubmitResultErrors];

export type SubmitResultResponses = {
  /**
   * The result.
   */
  200: {
    status: 200;
    /**
     * "Test submitted successfully!", or "Time was up: the answers saved by the deadline
     * were submitted." when the attempt's time ran out before this submission
     * (finishReason `late` or `time_up`): what counts is what was saved by the deadline.
     * In the request's language (Hindi or English).
     *
     */
    message: string;
    body: Submission;
  };
};

export type SubmitResultResponse = SubmitResultResponses[keyof SubmitResultResponses];

export type ShowRankingsData = {
  body: {
    test_id: number;
    limit?: number;
    /**
     * Only the learners whose ranked attempt of the paired CSAT paper qualified (docs/product.md, "CSAT"); 400 for a paper without one.
     */
    qualified?: boolean;
  };
  path?: never;
  query?: never;
  url: '/api/v1/modules/tests/showRankings';
};

export type ShowRankingsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ShowRankingsError = ShowRankingsErrors[keyof ShowRankingsErrors];

export type ShowRankingsResponses = {
  /**
   * Rankings.
   */
  200: {
    status: 200;
    testName: string;
    totalParticipants: number;
    highestScore?: number;
    getUserTestAttempted: Array<{
      rank: number;
      unique_id: string;
      score: number;
    }>;
    /**
     * For a GS paper with a paired CSAT paper; absent otherwise.
     */
    csat?: {
      testId: number;
      name: string;
      qualifyingScore: number;
      /**
       * The rows are only of those who qualified.
       */
      qualifiedOnly: boolean;
    };
    you?: {
      rank: number;
      unique_id: string;
      score: number;
      percentile: number;
    };
  };
};

export type ShowRankingsResponse = ShowRankingsResponses[keyof ShowRankingsResponses];

export type ListAttemptedData = {
  body: {
    testId: number;
  };
  path?: never;
  query?: never;
  url: '/api/v1/modules/tests/attempted';
};

export type ListAttemptedErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ListAttemptedError = ListAttemptedErrors[keyof ListAttemptedErrors];

export type ListAttemptedResponses = {
  /**
   * Submitted attempts, oldest first, and the running one (`openAttempt`, null when none):
   * totalAttemptsMadeByUser counts it too, so every attempt counted is listed. The running
   * attempt stays open until it is submitted or the server finishes it shortly after its
   * deadline; `remainingSeconds` is 0 in between.
   *
   */
  200: {
    status: 200;
    getAttemptedTest: Array<{
      id: number;
      /**
       * The attempt's number.
       */
      attempts: number;
      creation_date: string;
      /**
       * Null while a live test's key is held.
       */
      score: number | null;
      /**
       * Null while a live test's key is held.
       */
      correctAnswers: number | null;
      /**
       * Null while a live test's key is held.
       */
      incorrectAnswers: number | null;
      unattemptedAnswers: number;
      finishReason?: 'submitted' | 'time_up' | 'late';
      /**
       * While a live test's key is held, when the score opens with it; null once it is out.
       */
      scoreOpensAt?: string | null;
    }>;
    getTest: {
      id?: number;
      name: string;
      slug?: string;
      total_marks: number;
      duration: number;
      /**
       * The name in other languages.
       */
      translations?: StaffTranslations;
    };
    totalAttemptsMadeByUser: number;
    /**
     * The caller's attempt still running, on the server's clock.
     */
    openAttempt?: {
      id: number;
      /**
       * The attempt's number.
       */
      attempts: number;
      /**
       * When it started.
       */
      creation_date: string;
      deadline: string;
      serverNow: string;
      remainingSeconds: number;
    } | null;
  };
};

export type ListAttemptedResponse = ListAttemptedResponses[keyof ListAttemptedResponses];

export type ReviewAttemptData = {
  body?: never;
  path: {
    attemptId: number;
  };
  query?: never;
  url: '/api/v1/modules/tests/attempts/{attemptId}/review';
};

export type ReviewAttemptErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ReviewAttemptError = ReviewAttemptErrors[keyof ReviewAttemptErrors];

export type ReviewAttemptResponses = {
  /**
   * The review.
   */
  200: {
    status: 200;
    body: Review;
  };
};

export type ReviewAttemptResponse = ReviewAttemptResponses[keyof ReviewAttemptResponses];

export type LiveTestScheduleData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/modules/tests/schedule';
};

export type LiveTestScheduleErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type LiveTestScheduleError = LiveTestScheduleErrors[keyof LiveTestScheduleErrors];

export type LiveTestScheduleResponses = {
  /**
   * The schedule.
   */
  200: {
    status: 200;
    body: {
      serverNow: string;
      data: Array<{
        id: number;
        name: string;
        slug: string;
        testSeriesId: number;
        seriesName: string;
        /**
         * Minutes.
         */
        duration: number;
        opens_at: string;
        closes_at: string;
        window: 'upcoming' | 'open';
      }>;
    };
  };
};

export type LiveTestScheduleResponse = LiveTestScheduleResponses[keyof LiveTestScheduleResponses];

export type LiveTestCalendarData = {
  body?: never;
  path: {
    slug: string;
  };
  query?: never;
  url: '/api/v1/modules/tests/{slug}/calendar.ics';
};

export type LiveTestCalendarErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type LiveTestCalendarError = LiveTestCalendarErrors[keyof LiveTestCalendarErrors];

export type LiveTestCalendarResponses = {
  /**
   * The calendar entry.
   */
  200: string;
};

export type LiveTestCalendarResponse = LiveTestCalendarResponses[keyof LiveTestCalendarResponses];

export type ReportQuestionData = {
  body: QuestionReportInput;
  path: {
    questionId: number;
  };
  query?: never;
  url: '/api/v1/modules/tests/questions/{questionId}/report';
};

export type ReportQuestionErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ReportQuestionError = ReportQuestionErrors[keyof ReportQuestionErrors];

export type ReportQuestionResponses = {
  /**
   * The report, as the review will show it.
   */
  200: {
    status: 200 | 201;
    message: string;
    body: {
      report: QuestionReport;
    };
  };
  /**
   * The report, as the review will show it.
   */
  201: {
    status: 200 | 201;
    message: string;
    body: {
      report: QuestionReport;
    };
  };
};

export type ReportQuestionResponse = ReportQuestionResponses[keyof ReportQuestionResponses];

export type ChallengeKeyData = {
  body: KeyChallengeInput;
  path: {
    questionId: number;
  };
  query?: never;
  url: '/api/v1/modules/tests/questions/{questionId}/challenge';
};

export type ChallengeKeyErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ChallengeKeyError = ChallengeKeyErrors[keyof ChallengeKeyErrors];

export type ChallengeKeyResponses = {
  /**
   * The challenge, as the review shows it.
   */
  200: {
    status: number;
    message: string;
    body: {
      challenge: KeyChallenge;
    };
  };
  /**
   * The challenge, as the review shows it.
   */
  201: {
    status: number;
    message: string;
    body: {
      challenge: KeyChallenge;
    };
  };
};

export type ChallengeKeyResponse = ChallengeKeyResponses[keyof ChallengeKeyResponses];

export type AdminGetLibrariesData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/subscriptions/{id}/libraries';
};

export type AdminGetLibrariesErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminGetLibrariesError = AdminGetLibrariesErrors[keyof AdminGetLibrariesErrors];

export type AdminGetLibrariesResponses = {
  /**
   * The library ids
   */
  200: {
    status: number;
    libraryIds: Array<number>;
  };
};

export type AdminGetLibrariesResponse = AdminGetLibrariesResponses[keyof AdminGetLibrariesResponses];

export type AdminSetLibrariesData = {
  body: {
    libraryIds?: Array<number>;
  };
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/subscriptions/{id}/libraries';
};

export type AdminSetLibrariesErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminSetLibrariesError = AdminSetLibrariesErrors[keyof AdminSetLibrariesErrors];

export type AdminSetLibrariesResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type AdminSetLibrariesResponse = AdminSetLibrariesResponses[keyof AdminSetLibrariesResponses];

export type AdminGetSeriesEvaluatorsData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/libraries/{id}/evaluators';
};

export type AdminGetSeriesEvaluatorsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminGetSeriesEvaluatorsError = AdminGetSeriesEvaluatorsErrors[keyof AdminGetSeriesEvaluatorsErrors];

export type AdminGetSeriesEvaluatorsResponses = {
  /**
   * The evaluators' account ids
   */
  200: {
    status: number;
    evaluatorIds: Array<number>;
  };
};

export type AdminGetSeriesEvaluatorsResponse =
  AdminGetSeriesEvaluatorsResponses[keyof AdminGetSeriesEvaluatorsResponses];

export type AdminSetSeriesEvaluatorsData = {
  body: {
    evaluatorIds?: Array<number>;
  };
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/libraries/{id}/evaluators';
};

export type AdminSetSeriesEvaluatorsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminSetSeriesEvaluatorsError = AdminSetSeriesEvaluatorsErrors[keyof AdminSetSeriesEvaluatorsErrors];

export type AdminSetSeriesEvaluatorsResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type AdminSetSeriesEvaluatorsResponse =
  AdminSetSeriesEvaluatorsResponses[keyof AdminSetSeriesEvaluatorsResponses];

export type AdminGetTagsData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/subscriptions/{id}/tags';
};

export type AdminGetTagsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminGetTagsError = AdminGetTagsErrors[keyof AdminGetTagsErrors];

export type AdminGetTagsResponses = {
  /**
   * The tags
   */
  200: {
    status: number;
    tags: Array<string>;
  };
};

export type AdminGetTagsResponse = AdminGetTagsResponses[keyof AdminGetTagsResponses];

export type AdminSetTagsData = {
  body: {
    tags?: Array<string>;
  };
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/subscriptions/{id}/tags';
};

export type AdminSetTagsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminSetTagsError = AdminSetTagsErrors[keyof AdminSetTagsErrors];

export type AdminSetTagsResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type AdminSetTagsResponse = AdminSetTagsResponses[keyof AdminSetTagsResponses];

export type AdminListQuestionsData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/prelims-tests/{id}/questions';
};

export type AdminListQuestionsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminListQuestionsError = AdminListQuestionsErrors[keyof AdminListQuestionsErrors];

export type AdminListQuestionsResponses = {
  /**
   * Questions in order.
   */
  200: {
    status: number;
    items: Array<AdminQuestion>;
  };
};

export type AdminListQuestionsResponse = AdminListQuestionsResponses[keyof AdminListQuestionsResponses];

export type AdminCreateQuestionData = {
  body: QuestionInput;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/prelims-tests/{id}/questions';
};

export type AdminCreateQuestionErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminCreateQuestionError = AdminCreateQuestionErrors[keyof AdminCreateQuestionErrors];

export type AdminCreateQuestionResponses = {
  /**
   * Added.
   */
  201: {
    status: number;
    id: number;
  };
};

export type AdminCreateQuestionResponse = AdminCreateQuestionResponses[keyof AdminCreateQuestionResponses];

export type AdminDuplicatePrelimsTestData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/prelims-tests/{id}/duplicate';
};

export type AdminDuplicatePrelimsTestErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminDuplicatePrelimsTestError = AdminDuplicatePrelimsTestErrors[keyof AdminDuplicatePrelimsTestErrors];

export type AdminDuplicatePrelimsTestResponses = {
  /**
   * The copy, as GET /api/v1/admin/prelims-tests/{id} answers it.
   */
  201: {
    status: number;
    item: AdminPrelimsTestsRecord;
  };
};

export type AdminDuplicatePrelimsTestResponse =
  AdminDuplicatePrelimsTestResponses[keyof AdminDuplicatePrelimsTestResponses];

export type AdminPreviewPrelimsTestData = {
  body: {
    /**
     * The sheet, as submitResult takes it: a JSON list of {questionId, selectedOption, timeSpentMs?, markedForReview?, confidence?}.
     */
    answers: string;
  };
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/prelims-tests/{id}/preview';
};

export type AdminPreviewPrelimsTestErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminPreviewPrelimsTestError = AdminPreviewPrelimsTestErrors[keyof AdminPreviewPrelimsTestErrors];

export type AdminPreviewPrelimsTestResponses = {
  /**
   * The review of the previewed sheet.
   */
  200: {
    status: 200;
    body: Review;
  };
};

export type AdminPreviewPrelimsTestResponse = AdminPreviewPrelimsTestResponses[keyof AdminPreviewPrelimsTestResponses];

export type AdminImportQuestionsData = {
  body: {
    file: Blob | File;
    images?: Array<Blob | File>;
    commit?: '0' | '1';
  };
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/prelims-tests/{id}/questions/import';
};

export type AdminImportQuestionsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * Learners have sat the test; adding questions would change its total. The message says what to do instead.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminImportQuestionsError = AdminImportQuestionsErrors[keyof AdminImportQuestionsErrors];

export type AdminImportQuestionsResponses = {
  /**
   * The rows read and their problems.
   */
  200: {
    status: number;
    /**
     * Every row as read, valid or not (see problems), with its row number (2 is the first after the header).
     */
    questions: Array<{
      row: number;
      shown: ShownQuestion;
      description: string;
      explanation?: string;
      difficulty?: string;
      topic?: string;
      options: Array<string>;
      correct: number;
      /**
       * The row's versions in the test's other languages, by language code, as in QuestionInput.
       */
      translations?: {
        [key: string]: QuestionVersionInput;
      };
    }>;
    problems: Array<{
      row: number;
      errors: {
        [key: string]: string;
      };
    }>;
    committed: boolean;
    /**
     * What staff should know before importing, which does not stop the import: Hindi columns for a test not set in English and Hindi, whose learners will not see them.
     */
    warnings: Array<string>;
  };
  /**
   * The rows read and their problems.
   */
  201: {
    status: number;
    /**
     * Every row as read, valid or not (see problems), with its row number (2 is the first after the header).
     */
    questions: Array<{
      row: number;
      shown: ShownQuestion;
      description: string;
      explanation?: string;
      difficulty?: string;
      topic?: string;
      options: Array<string>;
      correct: number;
      /**
       * The row's versions in the test's other languages, by language code, as in QuestionInput.
       */
      translations?: {
        [key: string]: QuestionVersionInput;
      };
    }>;
    problems: Array<{
      row: number;
      errors: {
        [key: string]: string;
      };
    }>;
    committed: boolean;
    /**
     * What staff should know before importing, which does not stop the import: Hindi columns for a test not set in English and Hindi, whose learners will not see them.
     */
    warnings: Array<string>;
  };
};

export type AdminImportQuestionsResponse = AdminImportQuestionsResponses[keyof AdminImportQuestionsResponses];

export type AdminDeleteQuestionData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/questions/{id}';
};

export type AdminDeleteQuestionErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminDeleteQuestionError = AdminDeleteQuestionErrors[keyof AdminDeleteQuestionErrors];

export type AdminDeleteQuestionResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type AdminDeleteQuestionResponse = AdminDeleteQuestionResponses[keyof AdminDeleteQuestionResponses];

export type AdminUpdateQuestionData = {
  body: QuestionInput;
  path: {
    id: number;
  };
  query?: {
    /**
     * Staff have read what a key correction does.
     */
    confirm?: '1';
  };
  url: '/api/v1/admin/questions/{id}';
};

export type AdminUpdateQuestionErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * An error envelope.
   */
  428: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminUpdateQuestionError = AdminUpdateQuestionErrors[keyof AdminUpdateQuestionErrors];

export type AdminUpdateQuestionResponses = {
  /**
   * Saved; `rescored` says what a key correction re-scored.
   */
  200: {
    status: 200;
    message: string;
    rescored?: {
      /**
       * Submitted attempts scored again.
       */
      attempts: number;
      /**
       * Attempts whose result changed.
       */
      changed: number;
    };
  };
};

export type AdminUpdateQuestionResponse = AdminUpdateQuestionResponses[keyof AdminUpdateQuestionResponses];

export type AdminQuestionTemplateData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/admin/questions/template.csv';
};

export type AdminQuestionTemplateErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminQuestionTemplateError = AdminQuestionTemplateErrors[keyof AdminQuestionTemplateErrors];

export type AdminQuestionTemplateResponses = {
  /**
   * A CSV file with the header and one example row, in UTF-8 after a byte-order mark (docs/product.md, "CSV files").
   */
  200: string;
};

export type AdminQuestionTemplateResponse = AdminQuestionTemplateResponses[keyof AdminQuestionTemplateResponses];

export type AdminListQuestionReportsData = {
  body?: never;
  path?: never;
  query?: {
    status?: 'open' | 'resolved' | 'dismissed';
  };
  url: '/api/v1/admin/question-reports';
};

export type AdminListQuestionReportsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminListQuestionReportsError = AdminListQuestionReportsErrors[keyof AdminListQuestionReportsErrors];

export type AdminListQuestionReportsResponses = {
  /**
   * The reported questions.
   */
  200: {
    status: 200;
    items: Array<ReportedQuestion>;
  };
};

export type AdminListQuestionReportsResponse =
  AdminListQuestionReportsResponses[keyof AdminListQuestionReportsResponses];

export type AdminCloseQuestionReportsData = {
  body: QuestionReportClosing;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/questions/{id}/reports/close';
};

export type AdminCloseQuestionReportsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminCloseQuestionReportsError = AdminCloseQuestionReportsErrors[keyof AdminCloseQuestionReportsErrors];

export type AdminCloseQuestionReportsResponses = {
  /**
   * Closed; `closed` counts the reports.
   */
  200: {
    status: 200;
    message: string;
    closed: number;
  };
};

export type AdminCloseQuestionReportsResponse =
  AdminCloseQuestionReportsResponses[keyof AdminCloseQuestionReportsResponses];

export type AdminListKeyChallengesData = {
  body?: never;
  path?: never;
  query?: {
    status?: 'open' | 'all';
  };
  url: '/api/v1/admin/key-challenges';
};

export type AdminListKeyChallengesErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminListKeyChallengesError = AdminListKeyChallengesErrors[keyof AdminListKeyChallengesErrors];

export type AdminListKeyChallengesResponses = {
  /**
   * The challenged questions.
   */
  200: {
    status: 200;
    items: Array<ChallengedQuestion>;
  };
};

export type AdminListKeyChallengesResponse = AdminListKeyChallengesResponses[keyof AdminListKeyChallengesResponses];

export type AdminDecideKeyChallengesData = {
  body: KeyChallengeDecision;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/questions/{id}/challenges/decide';
};

export type AdminDecideKeyChallengesErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminDecideKeyChallengesError = AdminDecideKeyChallengesErrors[keyof AdminDecideKeyChallengesErrors];

export type AdminDecideKeyChallengesResponses = {
  /**
   * Decided; `rescored` counts the attempts scored again, `changed` the results that changed.
   */
  200: {
    status: 200;
    message: string;
    rescored: number;
    changed: number;
  };
};

export type AdminDecideKeyChallengesResponse =
  AdminDecideKeyChallengesResponses[keyof AdminDecideKeyChallengesResponses];

export type AdminItemStatsData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/prelims-tests/{id}/item-stats';
};

export type AdminItemStatsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminItemStatsError = AdminItemStatsErrors[keyof AdminItemStatsErrors];

export type AdminItemStatsResponses = {
  /**
   * The item statistics.
   */
  200: {
    status: 200;
    item: ItemStats;
  };
};

export type AdminItemStatsResponse = AdminItemStatsResponses[keyof AdminItemStatsResponses];

export type AdminExportEnquiriesData = {
  body?: never;
  path?: never;
  query?: {
    status?: 'new' | 'contacted' | 'enrolled' | 'closed';
    kind?: 'subscription' | 'course';
  };
  url: '/api/v1/admin/enquiries.csv';
};

export type AdminExportEnquiriesErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminExportEnquiriesError = AdminExportEnquiriesErrors[keyof AdminExportEnquiriesErrors];

export type AdminExportEnquiriesResponses = {
  /**
   * The enquiries, newest first, in UTF-8 after a byte-order mark; cells that start like a formula have a leading apostrophe.
   */
  200: string;
};

export type AdminExportEnquiriesResponse = AdminExportEnquiriesResponses[keyof AdminExportEnquiriesResponses];

export type AdminListLearnersData = {
  body?: never;
  path?: never;
  query?: {
    /**
     * Name, e-mail, student id or mobile.
     */
    q?: string;
    role?: 'student' | 'admin' | 'evaluator';
    page?: number;
    pageSize?: number;
  };
  url: '/api/v1/admin/learners';
};

export type AdminListLearnersErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminListLearnersError = AdminListLearnersErrors[keyof AdminListLearnersErrors];

export type AdminListLearnersResponses = {
  /**
   * A page of accounts (never their password hashes).
   */
  200: {
    status: number;
    items: Array<AdminLearner>;
    total: number;
    page: number;
    pageSize: number;
  };
};

export type AdminListLearnersResponse = AdminListLearnersResponses[keyof AdminListLearnersResponses];

export type AdminGetLearnerData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/learners/{id}';
};

export type AdminGetLearnerErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminGetLearnerError = AdminGetLearnerErrors[keyof AdminGetLearnerErrors];

export type AdminGetLearnerResponses = {
  /**
   * The account.
   */
  200: {
    status: number;
    learner: AdminLearner;
    /**
     * Every subscription the account has held, by its name, revoked or not.
     */
    entitlements: Array<AdminAccess>;
    /**
     * The account's orders, newest first.
     */
    orders: Array<AdminOrder>;
    /**
     * The account's live sessions, the longest signed in first (docs/product.md, "Devices").
     */
    devices: Array<{
      id: number;
      browser: string;
      os: string;
      kind: 'phone' | 'tablet' | 'computer' | '';
      address: string;
      signedInAt: string;
      lastSeenAt: string;
      current?: boolean;
    }>;
  };
};

export type AdminGetLearnerResponse = AdminGetLearnerResponses[keyof AdminGetLearnerResponses];

export type AdminUpdateLearnerData = {
  body: {
    role?: 'student' | 'admin' | 'evaluator';
    disabled?: boolean;
  };
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/learners/{id}';
};

export type AdminUpdateLearnerErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminUpdateLearnerError = AdminUpdateLearnerErrors[keyof AdminUpdateLearnerErrors];

export type AdminUpdateLearnerResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type AdminUpdateLearnerResponse = AdminUpdateLearnerResponses[keyof AdminUpdateLearnerResponses];

export type AdminGrantData = {
  body: {
    subscriptionId: number;
    /**
     * Days of access; empty for no end.
     */
    days?: number;
  };
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/learners/{id}/grants';
};

export type AdminGrantErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminGrantError = AdminGrantErrors[keyof AdminGrantErrors];

export type AdminGrantResponses = {
  /**
   * Granted.
   */
  201: MessageBody;
};

export type AdminGrantResponse = AdminGrantResponses[keyof AdminGrantResponses];

export type AdminRevokeData = {
  body?: never;
  path: {
    id: number;
    subscriptionId: number;
  };
  query?: never;
  url: '/api/v1/admin/learners/{id}/grants/{subscriptionId}';
};

export type AdminRevokeErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminRevokeError = AdminRevokeErrors[keyof AdminRevokeErrors];

export type AdminRevokeResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type AdminRevokeResponse = AdminRevokeResponses[keyof AdminRevokeResponses];

export type AdminSignOutAllDevicesData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/learners/{id}/devices';
};

export type AdminSignOutAllDevicesErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminSignOutAllDevicesError = AdminSignOutAllDevicesErrors[keyof AdminSignOutAllDevicesErrors];

export type AdminSignOutAllDevicesResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type AdminSignOutAllDevicesResponse = AdminSignOutAllDevicesResponses[keyof AdminSignOutAllDevicesResponses];

export type AdminSignOutDeviceData = {
  body?: never;
  path: {
    id: number;
    sessionId: number;
  };
  query?: never;
  url: '/api/v1/admin/learners/{id}/devices/{sessionId}';
};

export type AdminSignOutDeviceErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminSignOutDeviceError = AdminSignOutDeviceErrors[keyof AdminSignOutDeviceErrors];

export type AdminSignOutDeviceResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type AdminSignOutDeviceResponse = AdminSignOutDeviceResponses[keyof AdminSignOutDeviceResponses];

export type AdminLearnerAttemptsData = {
  body?: never;
  path: {
    id: number;
  };
  query?: {
    page?: number;
    pageSize?: number;
  };
  url: '/api/v1/admin/learners/{id}/prelims-attempts';
};

export type AdminLearnerAttemptsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminLearnerAttemptsError = AdminLearnerAttemptsErrors[keyof AdminLearnerAttemptsErrors];

export type AdminLearnerAttemptsResponses = {
  /**
   * A page of attempts.
   */
  200: {
    status: number;
    items: Array<{
      id: number;
      testId: number;
      testName: string;
      attemptNo: number;
      status: 'in_progress' | 'finishing' | 'submitted' | 'time_up' | 'late';
      startedAt: string;
      submittedAt: string | null;
      /**
       * Marks; null until submitted.
       */
      score: number | null;
      totalMarks: number;
      ranked: boolean;
      /**
       * Its place in the test's rankings; null when not ranked or not submitted.
       */
      rank: number | null;
    }>;
    total: number;
    page: number;
    pageSize: number;
  };
};

export type AdminLearnerAttemptsResponse = AdminLearnerAttemptsResponses[keyof AdminLearnerAttemptsResponses];

export type AdminLearnerAnswersData = {
  body?: never;
  path: {
    id: number;
  };
  query?: {
    page?: number;
    pageSize?: number;
  };
  url: '/api/v1/admin/learners/{id}/mains-answers';
};

export type AdminLearnerAnswersErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminLearnerAnswersError = AdminLearnerAnswersErrors[keyof AdminLearnerAnswersErrors];

export type AdminLearnerAnswersResponses = {
  /**
   * A page of answers.
   */
  200: {
    status: number;
    items: Array<{
      uploadId: number;
      testId: number;
      testName: string;
      uploadedAt: string;
      status: 'waiting' | 'being evaluated' | 'late' | 'evaluated';
      marks: number | null;
      maximumScore: number;
      evaluatedAt: string | null;
      /**
       * Who evaluated it, or who it is assigned to while it waits.
       */
      evaluator: string | null;
    }>;
    total: number;
    page: number;
    pageSize: number;
  };
};

export type AdminLearnerAnswersResponse = AdminLearnerAnswersResponses[keyof AdminLearnerAnswersResponses];

export type AdminListOrdersData = {
  body?: never;
  path?: never;
  query?: {
    status?: 'created' | 'paid' | 'failed' | 'cancelled';
    refund_status?: 'none' | 'flagged' | 'refunded';
    q?: string;
    page?: number;
    pageSize?: number;
  };
  url: '/api/v1/admin/orders';
};

export type AdminListOrdersErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminListOrdersError = AdminListOrdersErrors[keyof AdminListOrdersErrors];

export type AdminListOrdersResponses = {
  /**
   * A page of orders.
   */
  200: {
    status: number;
    items: Array<AdminOrder>;
    total: number;
    page: number;
    pageSize: number;
  };
};

export type AdminListOrdersResponse = AdminListOrdersResponses[keyof AdminListOrdersResponses];

export type AdminMarkRefundedData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/orders/{id}/refunded';
};

export type AdminMarkRefundedErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminMarkRefundedError = AdminMarkRefundedErrors[keyof AdminMarkRefundedErrors];

export type AdminMarkRefundedResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type AdminMarkRefundedResponse = AdminMarkRefundedResponses[keyof AdminMarkRefundedResponses];

export type AdminDeleteVideoFileData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/videos/{id}/file';
};

export type AdminDeleteVideoFileErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminDeleteVideoFileError = AdminDeleteVideoFileErrors[keyof AdminDeleteVideoFileErrors];

export type AdminDeleteVideoFileResponses = {
  /**
   * The video's record, as GET /api/v1/admin/videos/{id} answers it.
   */
  200: {
    status: number;
    item: AdminVideosRecord;
  };
};

export type AdminDeleteVideoFileResponse = AdminDeleteVideoFileResponses[keyof AdminDeleteVideoFileResponses];

export type AdminPutVideoFileData = {
  body: Blob | File;
  path: {
    id: number;
  };
  query?: {
    name?: string;
  };
  url: '/api/v1/admin/videos/{id}/file';
};

export type AdminPutVideoFileErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminPutVideoFileError = AdminPutVideoFileErrors[keyof AdminPutVideoFileErrors];

export type AdminPutVideoFileResponses = {
  /**
   * The video's record, as GET /api/v1/admin/videos/{id} answers it.
   */
  200: {
    status: number;
    item: AdminVideosRecord;
  };
};

export type AdminPutVideoFileResponse = AdminPutVideoFileResponses[keyof AdminPutVideoFileResponses];

export type AdminUploadQuestionImageData = {
  body: Blob | File;
  path?: never;
  query: {
    alt: string;
    name?: string;
  };
  url: '/api/v1/admin/question-images';
};

export type AdminUploadQuestionImageErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminUploadQuestionImageError = AdminUploadQuestionImageErrors[keyof AdminUploadQuestionImageErrors];

export type AdminUploadQuestionImageResponses = {
  /**
   * The image, stored.
   */
  201: {
    status: number;
    key: string;
    /**
     * The line to put in a text: ![alt](key).
     */
    line: string;
    /**
     * The line as learners will see it.
     */
    html: string;
  };
};

export type AdminUploadQuestionImageResponse =
  AdminUploadQuestionImageResponses[keyof AdminUploadQuestionImageResponses];

export type AdminDeletePrelimsDiscussionFileData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/prelims-tests/{id}/discussion-file';
};

export type AdminDeletePrelimsDiscussionFileErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminDeletePrelimsDiscussionFileError =
  AdminDeletePrelimsDiscussionFileErrors[keyof AdminDeletePrelimsDiscussionFileErrors];

export type AdminDeletePrelimsDiscussionFileResponses = {
  /**
   * The test's record, as GET /api/v1/admin/prelims-tests/{id} answers it.
   */
  200: {
    status: number;
    item: AdminPrelimsTestsRecord;
  };
};

export type AdminDeletePrelimsDiscussionFileResponse =
  AdminDeletePrelimsDiscussionFileResponses[keyof AdminDeletePrelimsDiscussionFileResponses];

export type AdminPutPrelimsDiscussionFileData = {
  body: Blob | File;
  path: {
    id: number;
  };
  query?: {
    name?: string;
  };
  url: '/api/v1/admin/prelims-tests/{id}/discussion-file';
};

export type AdminPutPrelimsDiscussionFileErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminPutPrelimsDiscussionFileError =
  AdminPutPrelimsDiscussionFileErrors[keyof AdminPutPrelimsDiscussionFileErrors];

export type AdminPutPrelimsDiscussionFileResponses = {
  /**
   * The test's record, as GET /api/v1/admin/prelims-tests/{id} answers it.
   */
  200: {
    status: number;
    item: AdminPrelimsTestsRecord;
  };
};

export type AdminPutPrelimsDiscussionFileResponse =
  AdminPutPrelimsDiscussionFileResponses[keyof AdminPutPrelimsDiscussionFileResponses];

export type AdminDeleteMainsDiscussionFileData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/mains-tests/{id}/discussion-file';
};

export type AdminDeleteMainsDiscussionFileErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminDeleteMainsDiscussionFileError =
  AdminDeleteMainsDiscussionFileErrors[keyof AdminDeleteMainsDiscussionFileErrors];

export type AdminDeleteMainsDiscussionFileResponses = {
  /**
   * The test's record, as GET /api/v1/admin/mains-tests/{id} answers it.
   */
  200: {
    status: number;
    item: AdminMainsTestsRecord;
  };
};

export type AdminDeleteMainsDiscussionFileResponse =
  AdminDeleteMainsDiscussionFileResponses[keyof AdminDeleteMainsDiscussionFileResponses];

export type AdminPutMainsDiscussionFileData = {
  body: Blob | File;
  path: {
    id: number;
  };
  query?: {
    name?: string;
  };
  url: '/api/v1/admin/mains-tests/{id}/discussion-file';
};

export type AdminPutMainsDiscussionFileErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminPutMainsDiscussionFileError =
  AdminPutMainsDiscussionFileErrors[keyof AdminPutMainsDiscussionFileErrors];

export type AdminPutMainsDiscussionFileResponses = {
  /**
   * The test's record, as GET /api/v1/admin/mains-tests/{id} answers it.
   */
  200: {
    status: number;
    item: AdminMainsTestsRecord;
  };
};

export type AdminPutMainsDiscussionFileResponse =
  AdminPutMainsDiscussionFileResponses[keyof AdminPutMainsDiscussionFileResponses];

export type AdminDashboardData = {
  body?: never;
  path?: never;
  query?: {
    days?: number;
  };
  url: '/api/v1/admin/dashboard';
};

export type AdminDashboardErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminDashboardError = AdminDashboardErrors[keyof AdminDashboardErrors];

export type AdminDashboardResponses = {
  /**
   * The figures; days are India-time calendar days.
   */
  200: {
    status: number;
    days: number;
    since?: string;
    signups: Array<DayCount>;
    /**
     * Paid orders by the day they were paid, net of the ones staff refunded.
     */
    sales: Array<DayCount>;
    enquiries: Array<DayCount>;
    /**
     * The payments of the period that staff refunded, left out of the sales.
     */
    refunded?: {
      count: number;
      /**
       * Rupees.
       */
      amount: number;
    };
    testsTaken: number;
    answersAwaiting: number;
    newLeads?: number;
    refundsFlagged?: number;
    learners?: number;
  };
};

export type AdminDashboardResponse = AdminDashboardResponses[keyof AdminDashboardResponses];

export type AdminAuditData = {
  body?: never;
  path?: never;
  query?: {
    entity?: string;
  };
  url: '/api/v1/admin/audit';
};

export type AdminAuditErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminAuditError = AdminAuditErrors[keyof AdminAuditErrors];

export type AdminAuditResponses = {
  /**
   * Entries, newest first, with the record before and after (JSON text).
   */
  200: {
    status: number;
    items: Array<AdminAuditEntry>;
  };
};

export type AdminAuditResponse = AdminAuditResponses[keyof AdminAuditResponses];

export type AdminListCategoriesData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/admin/categories';
};

export type AdminListCategoriesErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminListCategoriesError = AdminListCategoriesErrors[keyof AdminListCategoriesErrors];

export type AdminListCategoriesResponses = {
  /**
   * A page of records.
   */
  200: {
    status: 200;
    total: number;
    page: number;
    pageSize: number;
    items: Array<{
      id: number;
      name?: string;
      title?: string;
      slug?: string;
      library_kind?: 'notes' | 'tests' | 'mains-tests' | 'videos';
      description?: string;
      position?: number | null;
      is_published?: boolean;
      type_count?: number;
      /**
       * The texts in the other languages (docs/product.md, "Languages of staff texts"): language, then field (name, title, description), then text; a text without one is read in English.
       */
      translations?: {
        [key: string]: {
          [key: string]: string;
        };
      };
    }>;
  };
};

export type AdminListCategoriesResponse = AdminListCategoriesResponses[keyof AdminListCategoriesResponses];

export type AdminCreateCategoriesData = {
  /**
   * Required on create: name, slug, library_kind.
   */
  body: {
    name?: string;
    title?: string;
    slug?: string;
    library_kind?: 'notes' | 'tests' | 'mains-tests' | 'videos';
    description?: string;
    position?: number;
    is_published?: boolean;
    /**
     * The menu label in hi; empty: none, learners read the English.
     */
    'translations.hi.name'?: string;
    /**
     * The page heading in hi; empty: none, learners read the English.
     */
    'translations.hi.title'?: string;
    /**
     * The description in hi; empty: none, learners read the English.
     */
    'translations.hi.description'?: string;
    /**
     * The menu label in mr; empty: none, learners read the English.
     */
    'translations.mr.name'?: string;
    /**
     * The page heading in mr; empty: none, learners read the English.
     */
    'translations.mr.title'?: string;
    /**
     * The description in mr; empty: none, learners read the English.
     */
    'translations.mr.description'?: string;
    /**
     * In a JSON body: the translations as the record answers them.
     */
    translations?: {
      [key: string]: {
        [key: string]: string;
      };
    };
  };
  path?: never;
  query?: never;
  url: '/api/v1/admin/categories';
};

export type AdminCreateCategoriesErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminCreateCategoriesError = AdminCreateCategoriesErrors[keyof AdminCreateCategoriesErrors];

export type AdminCreateCategoriesResponses = {
  /**
   * Created.
   */
  201: {
    status: number;
    item: {
      id: number;
      name?: string;
      title?: string;
      slug?: string;
      library_kind?: 'notes' | 'tests' | 'mains-tests' | 'videos';
      description?: string;
      position?: number | null;
      is_published?: boolean;
      type_count?: number;
      /**
       * The texts in the other languages (docs/product.md, "Languages of staff texts"): language, then field (name, title, description), then text; a text without one is read in English.
       */
      translations?: {
        [key: string]: {
          [key: string]: string;
        };
      };
    };
  };
};

export type AdminCreateCategoriesResponse = AdminCreateCategoriesResponses[keyof AdminCreateCategoriesResponses];

export type AdminDeleteCategoriesData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/categories/{id}';
};

export type AdminDeleteCategoriesErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminDeleteCategoriesError = AdminDeleteCategoriesErrors[keyof AdminDeleteCategoriesErrors];

export type AdminDeleteCategoriesResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type AdminDeleteCategoriesResponse = AdminDeleteCategoriesResponses[keyof AdminDeleteCategoriesResponses];

export type AdminGetCategoriesData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/categories/{id}';
};

export type AdminGetCategoriesErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminGetCategoriesError = AdminGetCategoriesErrors[keyof AdminGetCategoriesErrors];

export type AdminGetCategoriesResponses = {
  /**
   * The record.
   */
  200: {
    status: number;
    item: {
      id: number;
      name?: string;
      title?: string;
      slug?: string;
      library_kind?: 'notes' | 'tests' | 'mains-tests' | 'videos';
      description?: string;
      position?: number | null;
      is_published?: boolean;
      type_count?: number;
      /**
       * The texts in the other languages (docs/product.md, "Languages of staff texts"): language, then field (name, title, description), then text; a text without one is read in English.
       */
      translations?: {
        [key: string]: {
          [key: string]: string;
        };
      };
    };
  };
};

export type AdminGetCategoriesResponse = AdminGetCategoriesResponses[keyof AdminGetCategoriesResponses];

export type AdminUpdateCategoriesData = {
  /**
   * Required on create: name, slug, library_kind.
   */
  body: {
    name?: string;
    title?: string;
    slug?: string;
    library_kind?: 'notes' | 'tests' | 'mains-tests' | 'videos';
    description?: string;
    position?: number;
    is_published?: boolean;
    /**
     * The menu label in hi; empty: none, learners read the English.
     */
    'translations.hi.name'?: string;
    /**
     * The page heading in hi; empty: none, learners read the English.
     */
    'translations.hi.title'?: string;
    /**
     * The description in hi; empty: none, learners read the English.
     */
    'translations.hi.description'?: string;
    /**
     * The menu label in mr; empty: none, learners read the English.
     */
    'translations.mr.name'?: string;
    /**
     * The page heading in mr; empty: none, learners read the English.
     */
    'translations.mr.title'?: string;
    /**
     * The description in mr; empty: none, learners read the English.
     */
    'translations.mr.description'?: string;
    /**
     * In a JSON body: the translations as the record answers them.
     */
    translations?: {
      [key: string]: {
        [key: string]: string;
      };
    };
  };
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/categories/{id}';
};

export type AdminUpdateCategoriesErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminUpdateCategoriesError = AdminUpdateCategoriesErrors[keyof AdminUpdateCategoriesErrors];

export type AdminUpdateCategoriesResponses = {
  /**
   * The changed record.
   */
  200: {
    status: number;
    item: {
      id: number;
      name?: string;
      title?: string;
      slug?: string;
      library_kind?: 'notes' | 'tests' | 'mains-tests' | 'videos';
      description?: string;
      position?: number | null;
      is_published?: boolean;
      type_count?: number;
      /**
       * The texts in the other languages (docs/product.md, "Languages of staff texts"): language, then field (name, title, description), then text; a text without one is read in English.
       */
      translations?: {
        [key: string]: {
          [key: string]: string;
        };
      };
    };
  };
};

export type AdminUpdateCategoriesResponse = AdminUpdateCategoriesResponses[keyof AdminUpdateCategoriesResponses];

export type AdminListTypesData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/admin/types';
};

export type AdminListTypesErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminListTypesError = AdminListTypesErrors[keyof AdminListTypesErrors];

export type AdminListTypesResponses = {
  /**
   * A page of records.
   */
  200: {
    status: 200;
    total: number;
    page: number;
    pageSize: number;
    items: Array<{
      id: number;
      category_id?: number | null;
      optional_subject_id?: number | null;
      name?: string;
      slug?: string;
      position?: number | null;
      is_published?: boolean;
      created_at?: string;
      updated_at?: string;
      subscription_count?: number;
    }>;
  };
};

export type AdminListTypesResponse = AdminListTypesResponses[keyof AdminListTypesResponses];

export type AdminCreateTypesData = {
  /**
   * Required on create: category_id, name, slug.
   */
  body: {
    category_id?: number;
    optional_subject_id?: number;
    name?: string;
    slug?: string;
    position?: number;
    is_published?: boolean;
  };
  path?: never;
  query?: never;
  url: '/api/v1/admin/types';
};

export type AdminCreateTypesErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminCreateTypesError = AdminCreateTypesErrors[keyof AdminCreateTypesErrors];

export type AdminCreateTypesResponses = {
  /**
   * Created.
   */
  201: {
    status: number;
    item: {
      id: number;
      category_id?: number | null;
      optional_subject_id?: number | null;
      name?: string;
      slug?: string;
      position?: number | null;
      is_published?: boolean;
      created_at?: string;
      updated_at?: string;
      subscription_count?: number;
    };
  };
};

export type AdminCreateTypesResponse = AdminCreateTypesResponses[keyof AdminCreateTypesResponses];

export type AdminDeleteTypesData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/types/{id}';
};

export type AdminDeleteTypesErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminDeleteTypesError = AdminDeleteTypesErrors[keyof AdminDeleteTypesErrors];

export type AdminDeleteTypesResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type AdminDeleteTypesResponse = AdminDeleteTypesResponses[keyof AdminDeleteTypesResponses];

export type AdminGetTypesData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/types/{id}';
};

export type AdminGetTypesErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminGetTypesError = AdminGetTypesErrors[keyof AdminGetTypesErrors];

export type AdminGetTypesResponses = {
  /**
   * The record.
   */
  200: {
    status: number;
    item: {
      id: number;
      category_id?: number | null;
      optional_subject_id?: number | null;
      name?: string;
      slug?: string;
      position?: number | null;
      is_published?: boolean;
      created_at?: string;
      updated_at?: string;
      subscription_count?: number;
    };
  };
};

export type AdminGetTypesResponse = AdminGetTypesResponses[keyof AdminGetTypesResponses];

export type AdminUpdateTypesData = {
  /**
   * Required on create: category_id, name, slug.
   */
  body: {
    category_id?: number;
    optional_subject_id?: number;
    name?: string;
    slug?: string;
    position?: number;
    is_published?: boolean;
  };
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/types/{id}';
};

export type AdminUpdateTypesErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminUpdateTypesError = AdminUpdateTypesErrors[keyof AdminUpdateTypesErrors];

export type AdminUpdateTypesResponses = {
  /**
   * The changed record.
   */
  200: {
    status: number;
    item: {
      id: number;
      category_id?: number | null;
      optional_subject_id?: number | null;
      name?: string;
      slug?: string;
      position?: number | null;
      is_published?: boolean;
      created_at?: string;
      updated_at?: string;
      subscription_count?: number;
    };
  };
};

export type AdminUpdateTypesResponse = AdminUpdateTypesResponses[keyof AdminUpdateTypesResponses];

export type AdminListSubscriptionsData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/admin/subscriptions';
};

export type AdminListSubscriptionsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminListSubscriptionsError = AdminListSubscriptionsErrors[keyof AdminListSubscriptionsErrors];

export type AdminListSubscriptionsResponses = {
  /**
   * A page of records.
   */
  200: {
    status: 200;
    total: number;
    page: number;
    pageSize: number;
    items: Array<{
      id: number;
      type_id?: number | null;
      name?: string;
      slug?: string;
      subtitle?: string;
      thumbnail?: {
        id: number;
        key: string;
      } | null;
      short_details?: string;
      details?: string;
      price?: number | null;
      strike_price?: number | null;
      delivery_info?: string;
      discount_info?: string;
      seat_limit?: number | null;
      validity_days?: number | null;
      valid_until?: string | null;
      position?: number | null;
      is_for_sale?: boolean;
      show_enquiry?: boolean;
      is_popular?: boolean;
      is_published?: boolean;
      created_at?: string;
      updated_at?: string;
      buyers?: number;
      seats_taken?: number;
      /**
       * The texts in the other languages (docs/product.md, "Languages of staff texts"): language, then field (name, subtitle, short_details, details, discount_info), then text; a text without one is read in English.
       */
      translations?: {
        [key: string]: {
          [key: string]: string;
        };
      };
    }>;
  };
};

export type AdminListSubscriptionsResponse = AdminListSubscriptionsResponses[keyof AdminListSubscriptionsResponses];

export type AdminCreateSubscriptionsData = {
  /**
   * Required on create: type_id, name, slug, price.
   */
  body: {
    type_id?: number;
    name?: string;
    slug?: string;
    subtitle?: string;
    thumbnail?: Blob | File;
    short_details?: string;
    details?: string;
    /**
     * Up to two decimals, e.g. 1999.50
     */
    price?: string;
    /**
     * Up to two decimals, e.g. 1999.50
     */
    strike_price?: string;
    delivery_info?: string;
    discount_info?: string;
    seat_limit?: number;
    validity_days?: number;
    /**
     * RFC 3339, or 2006-01-02T15:04 in India time
     */
    valid_until?: string;
    position?: number;
    is_for_sale?: boolean;
    show_enquiry?: boolean;
    is_popular?: boolean;
    is_published?: boolean;
    /**
     * The name in hi; empty: none, learners read the English.
     */
    'translations.hi.name'?: string;
    /**
     * The subtitle in hi; empty: none, learners read the English.
     */
    'translations.hi.subtitle'?: string;
    /**
     * The short details in hi; empty: none, learners read the English.
     */
    'translations.hi.short_details'?: string;
    /**
     * The details in hi; empty: none, learners read the English.
     */
    'translations.hi.details'?: string;
    /**
     * The discount line in hi; empty: none, learners read the English.
     */
    'translations.hi.discount_info'?: string;
    /**
     * The name in mr; empty: none, learners read the English.
     */
    'translations.mr.name'?: string;
    /**
     * The subtitle in mr; empty: none, learners read the English.
     */
    'translations.mr.subtitle'?: string;
    /**
     * The short details in mr; empty: none, learners read the English.
     */
    'translations.mr.short_details'?: string;
    /**
     * The details in mr; empty: none, learners read the English.
     */
    'translations.mr.details'?: string;
    /**
     * The discount line in mr; empty: none, learners read the English.
     */
    'translations.mr.discount_info'?: string;
    /**
     * In a JSON body: the translations as the record answers them.
     */
    translations?: {
      [key: string]: {
        [key: string]: string;
      };
    };
    /**
     * Go ahead with a change that answered 428, whose message said what it does.
     */
    confirm?: '1';
  };
  path?: never;
  query?: never;
  url: '/api/v1/admin/subscriptions';
};

export type AdminCreateSubscriptionsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * An error envelope.
   */
  428: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminCreateSubscriptionsError = AdminCreateSubscriptionsErrors[keyof AdminCreateSubscriptionsErrors];

export type AdminCreateSubscriptionsResponses = {
  /**
   * Created.
   */
  201: {
    status: number;
    item: {
      id: number;
      type_id?: number | null;
      name?: string;
      slug?: string;
      subtitle?: string;
      thumbnail?: {
        id: number;
        key: string;
      } | null;
      short_details?: string;
      details?: string;
      price?: number | null;
      strike_price?: number | null;
      delivery_info?: string;
      discount_info?: string;
      seat_limit?: number | null;
      validity_days?: number | null;
      valid_until?: string | null;
      position?: number | null;
      is_for_sale?: boolean;
      show_enquiry?: boolean;
      is_popular?: boolean;
      is_published?: boolean;
      created_at?: string;
      updated_at?: string;
      buyers?: number;
      seats_taken?: number;
      /**
       * The texts in the other languages (docs/product.md, "Languages of staff texts"): language, then field (name, subtitle, short_details, details, discount_info), then text; a text without one is read in English.
       */
      translations?: {
        [key: string]: {
          [key: string]: string;
        };
      };
    };
  };
};

export type AdminCreateSubscriptionsResponse =
  AdminCreateSubscriptionsResponses[keyof AdminCreateSubscriptionsResponses];

export type AdminDeleteSubscriptionsData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/subscriptions/{id}';
};

export type AdminDeleteSubscriptionsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminDeleteSubscriptionsError = AdminDeleteSubscriptionsErrors[keyof AdminDeleteSubscriptionsErrors];

export type AdminDeleteSubscriptionsResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type AdminDeleteSubscriptionsResponse =
  AdminDeleteSubscriptionsResponses[keyof AdminDeleteSubscriptionsResponses];

export type AdminGetSubscriptionsData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/subscriptions/{id}';
};

export type AdminGetSubscriptionsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminGetSubscriptionsError = AdminGetSubscriptionsErrors[keyof AdminGetSubscriptionsErrors];

export type AdminGetSubscriptionsResponses = {
  /**
   * The record.
   */
  200: {
    status: number;
    item: {
      id: number;
      type_id?: number | null;
      name?: string;
      slug?: string;
      subtitle?: string;
      thumbnail?: {
        id: number;
        key: string;
      } | null;
      short_details?: string;
      details?: string;
      price?: number | null;
      strike_price?: number | null;
      delivery_info?: string;
      discount_info?: string;
      seat_limit?: number | null;
      validity_days?: number | null;
      valid_until?: string | null;
      position?: number | null;
      is_for_sale?: boolean;
      show_enquiry?: boolean;
      is_popular?: boolean;
      is_published?: boolean;
      created_at?: string;
      updated_at?: string;
      buyers?: number;
      seats_taken?: number;
      /**
       * The texts in the other languages (docs/product.md, "Languages of staff texts"): language, then field (name, subtitle, short_details, details, discount_info), then text; a text without one is read in English.
       */
      translations?: {
        [key: string]: {
          [key: string]: string;
        };
      };
    };
  };
};

export type AdminGetSubscriptionsResponse = AdminGetSubscriptionsResponses[keyof AdminGetSubscriptionsResponses];

export type AdminUpdateSubscriptionsData = {
  /**
   * Required on create: type_id, name, slug, price.
   */
  body: {
    type_id?: number;
    name?: string;
    slug?: string;
    subtitle?: string;
    thumbnail?: Blob | File;
    short_details?: string;
    details?: string;
    /**
     * Up to two decimals, e.g. 1999.50
     */
    price?: string;
    /**
     * Up to two decimals, e.g. 1999.50
     */
    strike_price?: string;
    delivery_info?: string;
    discount_info?: string;
    seat_limit?: number;
    validity_days?: number;
    /**
     * RFC 3339, or 2006-01-02T15:04 in India time
     */
    valid_until?: string;
    position?: number;
    is_for_sale?: boolean;
    show_enquiry?: boolean;
    is_popular?: boolean;
    is_published?: boolean;
    /**
     * The name in hi; empty: none, learners read the English.
     */
    'translations.hi.name'?: string;
    /**
     * The subtitle in hi; empty: none, learners read the English.
     */
    'translations.hi.subtitle'?: string;
    /**
     * The short details in hi; empty: none, learners read the English.
     */
    'translations.hi.short_details'?: string;
    /**
     * The details in hi; empty: none, learners read the English.
     */
    'translations.hi.details'?: string;
    /**
     * The discount line in hi; empty: none, learners read the English.
     */
    'translations.hi.discount_info'?: string;
    /**
     * The name in mr; empty: none, learners read the English.
     */
    'translations.mr.name'?: string;
    /**
     * The subtitle in mr; empty: none, learners read the English.
     */
    'translations.mr.subtitle'?: string;
    /**
     * The short details in mr; empty: none, learners read the English.
     */
    'translations.mr.short_details'?: string;
    /**
     * The details in mr; empty: none, learners read the English.
     */
    'translations.mr.details'?: string;
    /**
     * The discount line in mr; empty: none, learners read the English.
     */
    'translations.mr.discount_info'?: string;
    /**
     * In a JSON body: the translations as the record answers them.
     */
    translations?: {
      [key: string]: {
        [key: string]: string;
      };
    };
    /**
     * Go ahead with a change that answered 428, whose message said what it does.
     */
    confirm?: '1';
  };
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/subscriptions/{id}';
};

export type AdminUpdateSubscriptionsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * An error envelope.
   */
  428: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminUpdateSubscriptionsError = AdminUpdateSubscriptionsErrors[keyof AdminUpdateSubscriptionsErrors];

export type AdminUpdateSubscriptionsResponses = {
  /**
   * The changed record.
   */
  200: {
    status: number;
    item: {
      id: number;
      type_id?: number | null;
      name?: string;
      slug?: string;
      subtitle?: string;
      thumbnail?: {
        id: number;
        key: string;
      } | null;
      short_details?: string;
      details?: string;
      price?: number | null;
      strike_price?: number | null;
      delivery_info?: string;
      discount_info?: string;
      seat_limit?: number | null;
      validity_days?: number | null;
      valid_until?: string | null;
      position?: number | null;
      is_for_sale?: boolean;
      show_enquiry?: boolean;
      is_popular?: boolean;
      is_published?: boolean;
      created_at?: string;
      updated_at?: string;
      buyers?: number;
      seats_taken?: number;
      /**
       * The texts in the other languages (docs/product.md, "Languages of staff texts"): language, then field (name, subtitle, short_details, details, discount_info), then text; a text without one is read in English.
       */
      translations?: {
        [key: string]: {
          [key: string]: string;
        };
      };
    };
  };
};

export type AdminUpdateSubscriptionsResponse =
  AdminUpdateSubscriptionsResponses[keyof AdminUpdateSubscriptionsResponses];

export type AdminListLibrariesData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/admin/libraries';
};

export type AdminListLibrariesErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminListLibrariesError = AdminListLibrariesErrors[keyof AdminListLibrariesErrors];

export type AdminListLibrariesResponses = {
  /**
   * A page of records.
   */
  200: {
    status: 200;
    total: number;
    page: number;
    pageSize: number;
    items: Array<{
      id: number;
      kind?: 'notes' | 'tests' | 'mains-tests' | 'videos';
      name?: string;
      description?: string;
      evaluation_turnaround_hours?: number | null;
      rubric_criteria?: string;
      second_marking_percent?: number | null;
      second_marking_threshold_percent?: number | null;
      created_at?: string;
      updated_at?: string;
      item_count?: number;
    }>;
  };
};

export type AdminListLibrariesResponse = AdminListLibrariesResponses[keyof AdminListLibrariesResponses];

export type AdminCreateLibrariesData = {
  /**
   * Required on create: kind, name.
   */
  body: {
    kind?: 'notes' | 'tests' | 'mains-tests' | 'videos';
    name?: string;
    description?: string;
    evaluation_turnaround_hours?: number;
    rubric_criteria?: string;
    second_marking_percent?: number;
    second_marking_threshold_percent?: number;
  };
  path?: never;
  query?: never;
  url: '/api/v1/admin/libraries';
};

export type AdminCreateLibrariesErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminCreateLibrariesError = AdminCreateLibrariesErrors[keyof AdminCreateLibrariesErrors];

export type AdminCreateLibrariesResponses = {
  /**
   * Created.
   */
  201: {
    status: number;
    item: {
      id: number;
      kind?: 'notes' | 'tests' | 'mains-tests' | 'videos';
      name?: string;
      description?: string;
      evaluation_turnaround_hours?: number | null;
      rubric_criteria?: string;
      second_marking_percent?: number | null;
      second_marking_threshold_percent?: number | null;
      created_at?: string;
      updated_at?: string;
      item_count?: number;
    };
  };
};

export type AdminCreateLibrariesResponse = AdminCreateLibrariesResponses[keyof AdminCreateLibrariesResponses];

export type AdminDeleteLibrariesData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/libraries/{id}';
};

export type AdminDeleteLibrariesErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminDeleteLibrariesError = AdminDeleteLibrariesErrors[keyof AdminDeleteLibrariesErrors];

export type AdminDeleteLibrariesResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type AdminDeleteLibrariesResponse = AdminDeleteLibrariesResponses[keyof AdminDeleteLibrariesResponses];

export type AdminGetLibraries2Data = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/libraries/{id}';
};

export type AdminGetLibraries2Errors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminGetLibraries2Error = AdminGetLibraries2Errors[keyof AdminGetLibraries2Errors];

export type AdminGetLibraries2Responses = {
  /**
   * The record.
   */
  200: {
    status: number;
    item: {
      id: number;
      kind?: 'notes' | 'tests' | 'mains-tests' | 'videos';
      name?: string;
      description?: string;
      evaluation_turnaround_hours?: number | null;
      rubric_criteria?: string;
      second_marking_percent?: number | null;
      second_marking_threshold_percent?: number | null;
      created_at?: string;
      updated_at?: string;
      item_count?: number;
    };
  };
};

export type AdminGetLibraries2Response = AdminGetLibraries2Responses[keyof AdminGetLibraries2Responses];

export type AdminUpdateLibrariesData = {
  /**
   * Required on create: kind, name.
   */
  body: {
    kind?: 'notes' | 'tests' | 'mains-tests' | 'videos';
    name?: string;
    description?: string;
    evaluation_turnaround_hours?: number;
    rubric_criteria?: string;
    second_marking_percent?: number;
    second_marking_threshold_percent?: number;
  };
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/libraries/{id}';
};

export type AdminUpdateLibrariesErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminUpdateLibrariesError = AdminUpdateLibrariesErrors[keyof AdminUpdateLibrariesErrors];

export type AdminUpdateLibrariesResponses = {
  /**
   * The changed record.
   */
  200: {
    status: number;
    item: {
      id: number;
      kind?: 'notes' | 'tests' | 'mains-tests' | 'videos';
      name?: string;
      description?: string;
      evaluation_turnaround_hours?: number | null;
      rubric_criteria?: string;
      second_marking_percent?: number | null;
      second_marking_threshold_percent?: number | null;
      created_at?: string;
      updated_at?: string;
      item_count?: number;
    };
  };
};

export type AdminUpdateLibrariesResponse = AdminUpdateLibrariesResponses[keyof AdminUpdateLibrariesResponses];

export type AdminListOptionalSubjectsData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/admin/optional-subjects';
};

export type AdminListOptionalSubjectsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminListOptionalSubjectsError = AdminListOptionalSubjectsErrors[keyof AdminListOptionalSubjectsErrors];

export type AdminListOptionalSubjectsResponses = {
  /**
   * A page of records.
   */
  200: {
    status: 200;
    total: number;
    page: number;
    pageSize: number;
    items: Array<{
      id: number;
      name?: string;
      slug?: string;
      description?: string;
      thumbnail?: {
        id: number;
        key: string;
      } | null;
      position?: number | null;
      is_published?: boolean;
      created_at?: string;
      updated_at?: string;
    }>;
  };
};

export type AdminListOptionalSubjectsResponse =
  AdminListOptionalSubjectsResponses[keyof AdminListOptionalSubjectsResponses];

export type AdminCreateOptionalSubjectsData = {
  /**
   * Required on create: name, slug.
   */
  body: {
    name?: string;
    slug?: string;
    description?: string;
    thumbnail?: Blob | File;
    position?: number;
    is_published?: boolean;
  };
  path?: never;
  query?: never;
  url: '/api/v1/admin/optional-subjects';
};

export type AdminCreateOptionalSubjectsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminCreateOptionalSubjectsError =
  AdminCreateOptionalSubjectsErrors[keyof AdminCreateOptionalSubjectsErrors];

export type AdminCreateOptionalSubjectsResponses = {
  /**
   * Created.
   */
  201: {
    status: number;
    item: {
      id: number;
      name?: string;
      slug?: string;
      description?: string;
      thumbnail?: {
        id: number;
        key: string;
      } | null;
      position?: number | null;
      is_published?: boolean;
      created_at?: string;
      updated_at?: string;
    };
  };
};

export type AdminCreateOptionalSubjectsResponse =
  AdminCreateOptionalSubjectsResponses[keyof AdminCreateOptionalSubjectsResponses];

export type AdminDeleteOptionalSubjectsData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/optional-subjects/{id}';
};

export type AdminDeleteOptionalSubjectsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminDeleteOptionalSubjectsError =
  AdminDeleteOptionalSubjectsErrors[keyof AdminDeleteOptionalSubjectsErrors];

export type AdminDeleteOptionalSubjectsResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type AdminDeleteOptionalSubjectsResponse =
  AdminDeleteOptionalSubjectsResponses[keyof AdminDeleteOptionalSubjectsResponses];

export type AdminGetOptionalSubjectsData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/optional-subjects/{id}';
};

export type AdminGetOptionalSubjectsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminGetOptionalSubjectsError = AdminGetOptionalSubjectsErrors[keyof AdminGetOptionalSubjectsErrors];

export type AdminGetOptionalSubjectsResponses = {
  /**
   * The record.
   */
  200: {
    status: number;
    item: {
      id: number;
      name?: string;
      slug?: string;
      description?: string;
      thumbnail?: {
        id: number;
        key: string;
      } | null;
      position?: number | null;
      is_published?: boolean;
      created_at?: string;
      updated_at?: string;
    };
  };
};

export type AdminGetOptionalSubjectsResponse =
  AdminGetOptionalSubjectsResponses[keyof AdminGetOptionalSubjectsResponses];

export type AdminUpdateOptionalSubjectsData = {
  /**
   * Required on create: name, slug.
   */
  body: {
    name?: string;
    slug?: string;
    description?: string;
    thumbnail?: Blob | File;
    position?: number;
    is_published?: boolean;
  };
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/optional-subjects/{id}';
};

export type AdminUpdateOptionalSubjectsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminUpdateOptionalSubjectsError =
  AdminUpdateOptionalSubjectsErrors[keyof AdminUpdateOptionalSubjectsErrors];

export type AdminUpdateOptionalSubjectsResponses = {
  /**
   * The changed record.
   */
  200: {
    status: number;
    item: {
      id: number;
      name?: string;
      slug?: string;
      description?: string;
      thumbnail?: {
        id: number;
        key: string;
      } | null;
      position?: number | null;
      is_published?: boolean;
      created_at?: string;
      updated_at?: string;
    };
  };
};

export type AdminUpdateOptionalSubjectsResponse =
  AdminUpdateOptionalSubjectsResponses[keyof AdminUpdateOptionalSubjectsResponses];

export type AdminListNotesData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/admin/notes';
};

export type AdminListNotesErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminListNotesError = AdminListNotesErrors[keyof AdminListNotesErrors];

export type AdminListNotesResponses = {
  /**
   * A page of records.
   */
  200: {
    status: 200;
    total: number;
    page: number;
    pageSize: number;
    items: Array<{
      id: number;
      library_id?: number | null;
      name?: string;
      description?: string;
      year?: number | null;
      thumbnail?: {
        id: number;
        key: string;
      } | null;
      topic_pdf?: {
        id: number;
        key: string;
      } | null;
      source_pdf?: {
        id: number;
        key: string;
      } | null;
      primary_pdf?: {
        id: number;
        key: string;
      } | null;
      /**
       * Codes of the language registry, the first language first.
       */
      languages?: string;
      position?: number | null;
      is_published?: boolean;
      created_at?: string;
      updated_at?: string;
    }>;
  };
};

export type AdminListNotesResponse = AdminListNotesResponses[keyof AdminListNotesResponses];

export type AdminCreateNotesData = {
  /**
   * Required on create: library_id, name.
   */
  body: {
    library_id?: number;
    name?: string;
    description?: string;
    year?: number;
    thumbnail?: Blob | File;
    topic_pdf?: Blob | File;
    source_pdf?: Blob | File;
    primary_pdf?: Blob | File;
    /**
     * Codes of the language registry, the first language first.
     */
    languages?: string;
    position?: number;
    is_published?: boolean;
  };
  path?: never;
  query?: never;
  url: '/api/v1/admin/notes';
};

export type AdminCreateNotesErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminCreateNotesError = AdminCreateNotesErrors[keyof AdminCreateNotesErrors];

export type AdminCreateNotesResponses = {
  /**
   * Created.
   */
  201: {
    status: number;
    item: {
      id: number;
      library_id?: number | null;
      name?: string;
      description?: string;
      year?: number | null;
      thumbnail?: {
        id: number;
        key: string;
      } | null;
      topic_pdf?: {
        id: number;
        key: string;
      } | null;
      source_pdf?: {
        id: number;
        key: string;
      } | null;
      primary_pdf?: {
        id: number;
        key: string;
      } | null;
      /**
       * Codes of the language registry, the first language first.
       */
      languages?: string;
      position?: number | null;
      is_published?: boolean;
      created_at?: string;
      updated_at?: string;
    };
  };
};

export type AdminCreateNotesResponse = AdminCreateNotesResponses[keyof AdminCreateNotesResponses];

export type AdminDeleteNotesData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/notes/{id}';
};

export type AdminDeleteNotesErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminDeleteNotesError = AdminDeleteNotesErrors[keyof AdminDeleteNotesErrors];

export type AdminDeleteNotesResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type AdminDeleteNotesResponse = AdminDeleteNotesResponses[keyof AdminDeleteNotesResponses];

export type AdminGetNotesData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/notes/{id}';
};

export type AdminGetNotesErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminGetNotesError = AdminGetNotesErrors[keyof AdminGetNotesErrors];

export type AdminGetNotesResponses = {
  /**
   * The record.
   */
  200: {
    status: number;
    item: {
      id: number;
      library_id?: number | null;
      name?: string;
      description?: string;
      year?: number | null;
      thumbnail?: {
        id: number;
        key: string;
      } | null;
      topic_pdf?: {
        id: number;
        key: string;
      } | null;
      source_pdf?: {
        id: number;
        key: string;
      } | null;
      primary_pdf?: {
        id: number;
        key: string;
      } | null;
      /**
       * Codes of the language registry, the first language first.
       */
      languages?: string;
      position?: number | null;
      is_published?: boolean;
      created_at?: string;
      updated_at?: string;
    };
  };
};

export type AdminGetNotesResponse = AdminGetNotesResponses[keyof AdminGetNotesResponses];

export type AdminUpdateNotesData = {
  /**
   * Required on create: library_id, name.
   */
  body: {
    library_id?: number;
    name?: string;
    description?: string;
    year?: number;
    thumbnail?: Blob | File;
    topic_pdf?: Blob | File;
    source_pdf?: Blob | File;
    primary_pdf?: Blob | File;
    /**
     * Codes of the language registry, the first language first.
     */
    languages?: string;
    position?: number;
    is_published?: boolean;
  };
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/notes/{id}';
};

export type AdminUpdateNotesErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminUpdateNotesError = AdminUpdateNotesErrors[keyof AdminUpdateNotesErrors];

export type AdminUpdateNotesResponses = {
  /**
   * The changed record.
   */
  200: {
    status: number;
    item: {
      id: number;
      library_id?: number | null;
      name?: string;
      description?: string;
      year?: number | null;
      thumbnail?: {
        id: number;
        key: string;
      } | null;
      topic_pdf?: {
        id: number;
        key: string;
      } | null;
      source_pdf?: {
        id: number;
        key: string;
      } | null;
      primary_pdf?: {
        id: number;
        key: string;
      } | null;
      /**
       * Codes of the language registry, the first language first.
       */
      languages?: string;
      position?: number | null;
      is_published?: boolean;
      created_at?: string;
      updated_at?: string;
    };
  };
};

export type AdminUpdateNotesResponse = AdminUpdateNotesResponses[keyof AdminUpdateNotesResponses];

export type AdminListPrelimsTestsData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/admin/prelims-tests';
};

export type AdminListPrelimsTestsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminListPrelimsTestsError = AdminListPrelimsTestsErrors[keyof AdminListPrelimsTestsErrors];

export type AdminListPrelimsTestsResponses = {
  /**
   * A page of records.
   */
  200: {
    status: 200;
    total: number;
    page: number;
    pageSize: number;
    items: Array<{
      id: number;
      library_id?: number | null;
      name?: string;
      slug?: string;
      description?: string;
      duration_minutes?: number | null;
      total_marks?: number | null;
      total_attempts?: number | null;
      marks_correct?: number | null;
      marks_incorrect?: number | null;
      marks_unattempted?: number | null;
      question_pdf?: {
        id: number;
        key: string;
      } | null;
      explanation_pdf?: {
        id: number;
        key: string;
      } | null;
      /**
       * Codes of the language registry, the first language first.
       */
      languages?: string;
      discussion_video_url?: string;
      position?: number | null;
      is_published?: boolean;
      opens_at?: string | null;
      closes_at?: string | null;
      challenge_days?: number | null;
      csat_test_id?: number | null;
      qualifying_percent?: number | null;
      created_at?: string;
      updated_at?: string;
      attempt_count?: number;
      discussion_file_name?: string | null;
      discussion_file_size?: number | null;
      discussion_file_type?: string | null;
      question_count?: number;
      /**
       * The texts in the other languages (docs/product.md, "Languages of staff texts"): language, then field (name, description), then text; a text without one is read in English.
       */
      translations?: {
        [key: string]: {
          [key: string]: string;
        };
      };
    }>;
  };
};

export type AdminListPrelimsTestsResponse = AdminListPrelimsTestsResponses[keyof AdminListPrelimsTestsResponses];

export type AdminCreatePrelimsTestsData = {
  /**
   * Required on create: library_id, name, slug, duration_minutes, total_marks, total_attempts, marks_correct, marks_incorrect, marks_unattempted.
   */
  body: {
    library_id?: number;
    name?: string;
    slug?: string;
    description?: string;
    duration_minutes?: number;
    total_marks?: number;
    total_attempts?: number;
    /**
     * Up to two decimals, e.g. 1999.50
     */
    marks_correct?: string;
    /**
     * Up to two decimals, e.g. 1999.50
     */
    marks_incorrect?: string;
    /**
     * Up to two decimals, e.g. 1999.50
     */
    marks_unattempted?: string;
    question_pdf?: Blob | File;
    explanation_pdf?: Blob | File;
    /**
     * Codes of the language registry, the first language first.
     */
    languages?: string;
    discussion_video_url?: string;
    position?: number;
    is_published?: boolean;
    /**
     * RFC 3339, or 2006-01-02T15:04 in India time
     */
    opens_at?: string;
    /**
     * RFC 3339, or 2006-01-02T15:04 in India time
     */
    closes_at?: string;
    challenge_days?: number;
    csat_test_id?: number;
    qualifying_percent?: number;
    /**
     * The name in hi; empty: none, learners read the English.
     */
    'translations.hi.name'?: string;
    /**
     * The description in hi; empty: none, learners read the English.
     */
    'translations.hi.description'?: string;
    /**
     * The name in mr; empty: none, learners read the English.
     */
    'translations.mr.name'?: string;
    /**
     * The description in mr; empty: none, learners read the English.
     */
    'translations.mr.description'?: string;
    /**
     * In a JSON body: the translations as the record answers them.
     */
    translations?: {
      [key: string]: {
        [key: string]: string;
      };
    };
    /**
     * Go ahead with a change that answered 428, whose message said what it does.
     */
    confirm?: '1';
  };
  path?: never;
  query?: never;
  url: '/api/v1/admin/prelims-tests';
};

export type AdminCreatePrelimsTestsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * An error envelope.
   */
  428: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminCreatePrelimsTestsError = AdminCreatePrelimsTestsErrors[keyof AdminCreatePrelimsTestsErrors];

export type AdminCreatePrelimsTestsResponses = {
  /**
   * Created.
   */
  201: {
    status: number;
    item: {
      id: number;
      library_id?: number | null;
      name?: string;
      slug?: string;
      description?: string;
      duration_minutes?: number | null;
      total_marks?: number | null;
      total_attempts?: number | null;
      marks_correct?: number | null;
      marks_incorrect?: number | null;
      marks_unattempted?: number | null;
      question_pdf?: {
        id: number;
        key: string;
      } | null;
      explanation_pdf?: {
        id: number;
        key: string;
      } | null;
      /**
       * Codes of the language registry, the first language first.
       */
      languages?: string;
      discussion_video_url?: string;
      position?: number | null;
      is_published?: boolean;
      opens_at?: string | null;
      closes_at?: string | null;
      challenge_days?: number | null;
      csat_test_id?: number | null;
      qualifying_percent?: number | null;
      created_at?: string;
      updated_at?: string;
      attempt_count?: number;
      discussion_file_name?: string | null;
      discussion_file_size?: number | null;
      discussion_file_type?: string | null;
      question_count?: number;
      /**
       * The texts in the other languages (docs/product.md, "Languages of staff texts"): language, then field (name, description), then text; a text without one is read in English.
       */
      translations?: {
        [key: string]: {
          [key: string]: string;
        };
      };
    };
  };
};

export type AdminCreatePrelimsTestsResponse = AdminCreatePrelimsTestsResponses[keyof AdminCreatePrelimsTestsResponses];

export type AdminDeletePrelimsTestsData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/prelims-tests/{id}';
};

export type AdminDeletePrelimsTestsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminDeletePrelimsTestsError = AdminDeletePrelimsTestsErrors[keyof AdminDeletePrelimsTestsErrors];

export type AdminDeletePrelimsTestsResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type AdminDeletePrelimsTestsResponse = AdminDeletePrelimsTestsResponses[keyof AdminDeletePrelimsTestsResponses];

export type AdminGetPrelimsTestsData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/prelims-tests/{id}';
};

export type AdminGetPrelimsTestsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminGetPrelimsTestsError = AdminGetPrelimsTestsErrors[keyof AdminGetPrelimsTestsErrors];

export type AdminGetPrelimsTestsResponses = {
  /**
   * The record.
   */
  200: {
    status: number;
    item: {
      id: number;
      library_id?: number | null;
      name?: string;
      slug?: string;
      description?: string;
      duration_minutes?: number | null;
      total_marks?: number | null;
      total_attempts?: number | null;
      marks_correct?: number | null;
      marks_incorrect?: number | null;
      marks_unattempted?: number | null;
      question_pdf?: {
        id: number;
        key: string;
      } | null;
      explanation_pdf?: {
        id: number;
        key: string;
      } | null;
      /**
       * Codes of the language registry, the first language first.
       */
      languages?: string;
      discussion_video_url?: string;
      position?: number | null;
      is_published?: boolean;
      opens_at?: string | null;
      closes_at?: string | null;
      challenge_days?: number | null;
      csat_test_id?: number | null;
      qualifying_percent?: number | null;
      created_at?: string;
      updated_at?: string;
      attempt_count?: number;
      discussion_file_name?: string | null;
      discussion_file_size?: number | null;
      discussion_file_type?: string | null;
      question_count?: number;
      /**
       * The texts in the other languages (docs/product.md, "Languages of staff texts"): language, then field (name, description), then text; a text without one is read in English.
       */
      translations?: {
        [key: string]: {
          [key: string]: string;
        };
      };
    };
  };
};

export type AdminGetPrelimsTestsResponse = AdminGetPrelimsTestsResponses[keyof AdminGetPrelimsTestsResponses];

export type AdminUpdatePrelimsTestsData = {
  /**
   * Required on create: library_id, name, slug, duration_minutes, total_marks, total_attempts, marks_correct, marks_incorrect, marks_unattempted.
   */
  body: {
    library_id?: number;
    name?: string;
    slug?: string;
    description?: string;
    duration_minutes?: number;
    total_marks?: number;
    total_attempts?: number;
    /**
     * Up to two decimals, e.g. 1999.50
     */
    marks_correct?: string;
    /**
     * Up to two decimals, e.g. 1999.50
     */
    marks_incorrect?: string;
    /**
     * Up to two decimals, e.g. 1999.50
     */
    marks_unattempted?: string;
    question_pdf?: Blob | File;
    explanation_pdf?: Blob | File;
    /**
     * Codes of the language registry, the first language first.
     */
    languages?: string;
    discussion_video_url?: string;
    position?: number;
    is_published?: boolean;
    /**
     * RFC 3339, or 2006-01-02T15:04 in India time
     */
    opens_at?: string;
    /**
     * RFC 3339, or 2006-01-02T15:04 in India time
     */
    closes_at?: string;
    challenge_days?: number;
    csat_test_id?: number;
    qualifying_percent?: number;
    /**
     * The name in hi; empty: none, learners read the English.
     */
    'translations.hi.name'?: string;
    /**
     * The description in hi; empty: none, learners read the English.
     */
    'translations.hi.description'?: string;
    /**
     * The name in mr; empty: none, learners read the English.
     */
    'translations.mr.name'?: string;
    /**
     * The description in mr; empty: none, learners read the English.
     */
    'translations.mr.description'?: string;
    /**
     * In a JSON body: the translations as the record answers them.
     */
    translations?: {
      [key: string]: {
        [key: string]: string;
      };
    };
    /**
     * Go ahead with a change that answered 428, whose message said what it does.
     */
    confirm?: '1';
  };
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/prelims-tests/{id}';
};

export type AdminUpdatePrelimsTestsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * An error envelope.
   */
  428: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminUpdatePrelimsTestsError = AdminUpdatePrelimsTestsErrors[keyof AdminUpdatePrelimsTestsErrors];

export type AdminUpdatePrelimsTestsResponses = {
  /**
   * The changed record.
   */
  200: {
    status: number;
    item: {
      id: number;
      library_id?: number | null;
      name?: string;
      slug?: string;
      description?: string;
      duration_minutes?: number | null;
      total_marks?: number | null;
      total_attempts?: number | null;
      marks_correct?: number | null;
      marks_incorrect?: number | null;
      marks_unattempted?: number | null;
      question_pdf?: {
        id: number;
        key: string;
      } | null;
      explanation_pdf?: {
        id: number;
        key: string;
      } | null;
      /**
       * Codes of the language registry, the first language first.
       */
      languages?: string;
      discussion_video_url?: string;
      position?: number | null;
      is_published?: boolean;
      opens_at?: string | null;
      closes_at?: string | null;
      challenge_days?: number | null;
      csat_test_id?: number | null;
      qualifying_percent?: number | null;
      created_at?: string;
      updated_at?: string;
      attempt_count?: number;
      discussion_file_name?: string | null;
      discussion_file_size?: number | null;
      discussion_file_type?: string | null;
      question_count?: number;
      /**
       * The texts in the other languages (docs/product.md, "Languages of staff texts"): language, then field (name, description), then text; a text without one is read in English.
       */
      translations?: {
        [key: string]: {
          [key: string]: string;
        };
      };
    };
  };
};

export type AdminUpdatePrelimsTestsResponse = AdminUpdatePrelimsTestsResponses[keyof AdminUpdatePrelimsTestsResponses];

export type AdminListMainsTestsData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/admin/mains-tests';
};

export type AdminListMainsTestsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminListMainsTestsError = AdminListMainsTestsErrors[keyof AdminListMainsTestsErrors];

export type AdminListMainsTestsResponses = {
  /**
   * A page of records.
   */
  200: {
    status: 200;
    total: number;
    page: number;
    pageSize: number;
    items: Array<{
      id: number;
      library_id?: number | null;
      name?: string;
      is_daily?: boolean;
      question_text?: string;
      paper?: '' | 'gs1' | 'gs2' | 'gs3' | 'gs4' | 'essay' | 'optional';
      directive_word?:
        | ''
        | 'discuss'
        | 'examine'
        | 'critically-examine'
        | 'analyse'
        | 'critically-analyse'
        | 'evaluate'
        | 'comment'
        | 'explain'
        | 'elucidate'
        | 'describe'
        | 'justify'
        | 'illustrate';
      word_limit?: number | null;
      description?: string;
      starts_at?: string | null;
      ends_at?: string | null;
      maximum_score?: number | null;
      question_structure?: string;
      question_pdf?: {
        id: number;
        key: string;
      } | null;
      model_answer_pdf?: {
        id: number;
        key: string;
      } | null;
      /**
       * Codes of the language registry, the first language first.
       */
      languages?: string;
      discussion_video_url?: string;
      position?: number | null;
      show_enquiry?: boolean;
      is_published?: boolean;
      created_at?: string;
      updated_at?: string;
      answers_pending?: number;
      discussion_file_name?: string | null;
      discussion_file_size?: number | null;
      discussion_file_type?: string | null;
      /**
       * The texts in the other languages (docs/product.md, "Languages of staff texts"): language, then field (name, question_text, description), then text; a text without one is read in English.
       */
      translations?: {
        [key: string]: {
          [key: string]: string;
        };
      };
    }>;
  };
};

export type AdminListMainsTestsResponse = AdminListMainsTestsResponses[keyof AdminListMainsTestsResponses];

export type AdminCreateMainsTestsData = {
  /**
   * Required on create: library_id, name, starts_at, ends_at, maximum_score.
   */
  body: {
    library_id?: number;
    name?: string;
    is_daily?: boolean;
    question_text?: string;
    paper?: '' | 'gs1' | 'gs2' | 'gs3' | 'gs4' | 'essay' | 'optional';
    directive_word?:
      | ''
      | 'discuss'
      | 'examine'
      | 'critically-examine'
      | 'analyse'
      | 'critically-analyse'
      | 'evaluate'
      | 'comment'
      | 'explain'
      | 'elucidate'
      | 'describe'
      | 'justify'
      | 'illustrate';
    word_limit?: number;
    description?: string;
    /**
     * RFC 3339, or 2006-01-02T15:04 in India time
     */
    starts_at?: string;
    /**
     * RFC 3339, or 2006-01-02T15:04 in India time
     */
    ends_at?: string;
    maximum_score?: number;
    question_structure?: string;
    question_pdf?: Blob | File;
    model_answer_pdf?: Blob | File;
    /**
     * Codes of the language registry, the first language first.
     */
    languages?: string;
    discussion_video_url?: string;
    position?: number;
    show_enquiry?: boolean;
    is_published?: boolean;
    /**
     * The name in hi; empty: none, learners read the English.
     */
    'translations.hi.name'?: string;
    /**
     * The question in hi; empty: none, learners read the English.
     */
    'translations.hi.question_text'?: string;
    /**
     * The description in hi; empty: none, learners read the English.
     */
    'translations.hi.description'?: string;
    /**
     * The name in mr; empty: none, learners read the English.
     */
    'translations.mr.name'?: string;
    /**
     * The question in mr; empty: none, learners read the English.
     */
    'translations.mr.question_text'?: string;
    /**
     * The description in mr; empty: none, learners read the English.
     */
    'translations.mr.description'?: string;
    /**
     * In a JSON body: the translations as the record answers them.
     */
    translations?: {
      [key: string]: {
        [key: string]: string;
      };
    };
    /**
     * Go ahead with a change that answered 428, whose message said what it does.
     */
    confirm?: '1';
  };
  path?: never;
  query?: never;
  url: '/api/v1/admin/mains-tests';
};

export type AdminCreateMainsTestsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * An error envelope.
   */
  428: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminCreateMainsTestsError = AdminCreateMainsTestsErrors[keyof AdminCreateMainsTestsErrors];

export type AdminCreateMainsTestsResponses = {
  /**
   * Created.
   */
  201: {
    status: number;
    item: {
      id: number;
      library_id?: number | null;
      name?: string;
      is_daily?: boolean;
      question_text?: string;
      paper?: '' | 'gs1' | 'gs2' | 'gs3' | 'gs4' | 'essay' | 'optional';
      directive_word?:
        | ''
        | 'discuss'
        | 'examine'
        | 'critically-examine'
        | 'analyse'
        | 'critically-analyse'
        | 'evaluate'
        | 'comment'
        | 'explain'
        | 'elucidate'
        | 'describe'
        | 'justify'
        | 'illustrate';
      word_limit?: number | null;
      description?: string;
      starts_at?: string | null;
      ends_at?: string | null;
      maximum_score?: number | null;
      question_structure?: string;
      question_pdf?: {
        id: number;
        key: string;
      } | null;
      model_answer_pdf?: {
        id: number;
        key: string;
      } | null;
      /**
       * Codes of the language registry, the first language first.
       */
      languages?: string;
      discussion_video_url?: string;
      position?: number | null;
      show_enquiry?: boolean;
      is_published?: boolean;
      created_at?: string;
      updated_at?: string;
      answers_pending?: number;
      discussion_file_name?: string | null;
      discussion_file_size?: number | null;
      discussion_file_type?: string | null;
      /**
       * The texts in the other languages (docs/product.md, "Languages of staff texts"): language, then field (name, question_text, description), then text; a text without one is read in English.
       */
      translations?: {
        [key: string]: {
          [key: string]: string;
        };
      };
    };
  };
};

export type AdminCreateMainsTestsResponse = AdminCreateMainsTestsResponses[keyof AdminCreateMainsTestsResponses];

export type AdminDeleteMainsTestsData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/mains-tests/{id}';
};

export type AdminDeleteMainsTestsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminDeleteMainsTestsError = AdminDeleteMainsTestsErrors[keyof AdminDeleteMainsTestsErrors];

export type AdminDeleteMainsTestsResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type AdminDeleteMainsTestsResponse = AdminDeleteMainsTestsResponses[keyof AdminDeleteMainsTestsResponses];

export type AdminGetMainsTestsData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/mains-tests/{id}';
};

export type AdminGetMainsTestsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminGetMainsTestsError = AdminGetMainsTestsErrors[keyof AdminGetMainsTestsErrors];

export type AdminGetMainsTestsResponses = {
  /**
   * The record.
   */
  200: {
    status: number;
    item: {
      id: number;
      library_id?: number | null;
      name?: string;
      is_daily?: boolean;
      question_text?: string;
      paper?: '' | 'gs1' | 'gs2' | 'gs3' | 'gs4' | 'essay' | 'optional';
      directive_word?:
        | ''
        | 'discuss'
        | 'examine'
        | 'critically-examine'
        | 'analyse'
        | 'critically-analyse'
        | 'evaluate'
        | 'comment'
        | 'explain'
        | 'elucidate'
        | 'describe'
        | 'justify'
        | 'illustrate';
      word_limit?: number | null;
      description?: string;
      starts_at?: string | null;
      ends_at?: string | null;
      maximum_score?: number | null;
      question_structure?: string;
      question_pdf?: {
        id: number;
        key: string;
      } | null;
      model_answer_pdf?: {
        id: number;
        key: string;
      } | null;
      /**
       * Codes of the language registry, the first language first.
       */
      languages?: string;
      discussion_video_url?: string;
      position?: number | null;
      show_enquiry?: boolean;
      is_published?: boolean;
      created_at?: string;
      updated_at?: string;
      answers_pending?: number;
      discussion_file_name?: string | null;
      discussion_file_size?: number | null;
      discussion_file_type?: string | null;
      /**
       * The texts in the other languages (docs/product.md, "Languages of staff texts"): language, then field (name, question_text, description), then text; a text without one is read in English.
       */
      translations?: {
        [key: string]: {
          [key: string]: string;
        };
      };
    };
  };
};

export type AdminGetMainsTestsResponse = AdminGetMainsTestsResponses[keyof AdminGetMainsTestsResponses];

export type AdminUpdateMainsTestsData = {
  /**
   * Required on create: library_id, name, starts_at, ends_at, maximum_score.
   */
  body: {
    library_id?: number;
    name?: string;
    is_daily?: boolean;
    question_text?: string;
    paper?: '' | 'gs1' | 'gs2' | 'gs3' | 'gs4' | 'essay' | 'optional';
    directive_word?:
      | ''
      | 'discuss'
      | 'examine'
      | 'critically-examine'
      | 'analyse'
      | 'critically-analyse'
      | 'evaluate'
      | 'comment'
      | 'explain'
      | 'elucidate'
      | 'describe'
      | 'justify'
      | 'illustrate';
    word_limit?: number;
    description?: string;
    /**
     * RFC 3339, or 2006-01-02T15:04 in India time
     */
    starts_at?: string;
    /**
     * RFC 3339, or 2006-01-02T15:04 in India time
     */
    ends_at?: string;
    maximum_score?: number;
    question_structure?: string;
    question_pdf?: Blob | File;
    model_answer_pdf?: Blob | File;
    /**
     * Codes of the language registry, the first language first.
     */
    languages?: string;
    discussion_video_url?: string;
    position?: number;
    show_enquiry?: boolean;
    is_published?: boolean;
    /**
     * The name in hi; empty: none, learners read the English.
     */
    'translations.hi.name'?: string;
    /**
     * The question in hi; empty: none, learners read the English.
     */
    'translations.hi.question_text'?: string;
    /**
     * The description in hi; empty: none, learners read the English.
     */
    'translations.hi.description'?: string;
    /**
     * The name in mr; empty: none, learners read the English.
     */
    'translations.mr.name'?: string;
    /**
     * The question in mr; empty: none, learners read the English.
     */
    'translations.mr.question_text'?: string;
    /**
     * The description in mr; empty: none, learners read the English.
     */
    'translations.mr.description'?: string;
    /**
     * In a JSON body: the translations as the record answers them.
     */
    translations?: {
      [key: string]: {
        [key: string]: string;
      };
    };
    /**
     * Go ahead with a change that answered 428, whose message said what it does.
     */
    confirm?: '1';
  };
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/mains-tests/{id}';
};

export type AdminUpdateMainsTestsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * An error envelope.
   */
  428: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminUpdateMainsTestsError = AdminUpdateMainsTestsErrors[keyof AdminUpdateMainsTestsErrors];

export type AdminUpdateMainsTestsResponses = {
  /**
   * The changed record.
   */
  200: {
    status: number;
    item: {
      id: number;
      library_id?: number | null;
      name?: string;
      is_daily?: boolean;
      question_text?: string;
      paper?: '' | 'gs1' | 'gs2' | 'gs3' | 'gs4' | 'essay' | 'optional';
      directive_word?:
        | ''
        | 'discuss'
        | 'examine'
        | 'critically-examine'
        | 'analyse'
        | 'critically-analyse'
        | 'evaluate'
        | 'comment'
        | 'explain'
        | 'elucidate'
        | 'describe'
        | 'justify'
        | 'illustrate';
      word_limit?: number | null;
      description?: string;
      starts_at?: string | null;
      ends_at?: string | null;
      maximum_score?: number | null;
      question_structure?: string;
      question_pdf?: {
        id: number;
        key: string;
      } | null;
      model_answer_pdf?: {
        id: number;
        key: string;
      } | null;
      /**
       * Codes of the language registry, the first language first.
       */
      languages?: string;
      discussion_video_url?: string;
      position?: number | null;
      show_enquiry?: boolean;
      is_published?: boolean;
      created_at?: string;
      updated_at?: string;
      answers_pending?: number;
      discussion_file_name?: string | null;
      discussion_file_size?: number | null;
      discussion_file_type?: string | null;
      /**
       * The texts in the other languages (docs/product.md, "Languages of staff texts"): language, then field (name, question_text, description), then text; a text without one is read in English.
       */
      translations?: {
        [key: string]: {
          [key: string]: string;
        };
      };
    };
  };
};

export type AdminUpdateMainsTestsResponse = AdminUpdateMainsTestsResponses[keyof AdminUpdateMainsTestsResponses];

export type AdminListVideosData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/admin/videos';
};

export type AdminListVideosErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminListVideosError = AdminListVideosErrors[keyof AdminListVideosErrors];

export type AdminListVideosResponses = {
  /**
   * A page of records.
   */
  200: {
    status: 200;
    total: number;
    page: number;
    pageSize: number;
    items: Array<{
      id: number;
      library_id?: number | null;
      name?: string;
      description?: string;
      video_url?: string;
      duration_seconds?: number | null;
      poster?: {
        id: number;
        key: string;
      } | null;
      pdf?: {
        id: number;
        key: string;
      } | null;
      /**
       * Codes of the language registry, the first language first.
       */
      languages?: string;
      position?: number | null;
      is_published?: boolean;
      created_at?: string;
      updated_at?: string;
      video_file_name?: string | null;
      video_file_size?: number | null;
      video_file_type?: string | null;
    }>;
  };
};

export type AdminListVideosResponse = AdminListVideosResponses[keyof AdminListVideosResponses];

export type AdminCreateVideosData = {
  /**
   * Required on create: library_id, name.
   */
  body: {
    library_id?: number;
    name?: string;
    description?: string;
    video_url?: string;
    duration_seconds?: number;
    poster?: Blob | File;
    pdf?: Blob | File;
    /**
     * Codes of the language registry, the first language first.
     */
    languages?: string;
    position?: number;
    is_published?: boolean;
  };
  path?: never;
  query?: never;
  url: '/api/v1/admin/videos';
};

export type AdminCreateVideosErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminCreateVideosError = AdminCreateVideosErrors[keyof AdminCreateVideosErrors];

export type AdminCreateVideosResponses = {
  /**
   * Created.
   */
  201: {
    status: number;
    item: {
      id: number;
      library_id?: number | null;
      name?: string;
      description?: string;
      video_url?: string;
      duration_seconds?: number | null;
      poster?: {
        id: number;
        key: string;
      } | null;
      pdf?: {
        id: number;
        key: string;
      } | null;
      /**
       * Codes of the language registry, the first language first.
       */
      languages?: string;
      position?: number | null;
      is_published?: boolean;
      created_at?: string;
      updated_at?: string;
      video_file_name?: string | null;
      video_file_size?: number | null;
      video_file_type?: string | null;
    };
  };
};

export type AdminCreateVideosResponse = AdminCreateVideosResponses[keyof AdminCreateVideosResponses];

export type AdminDeleteVideosData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/videos/{id}';
};

export type AdminDeleteVideosErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminDeleteVideosError = AdminDeleteVideosErrors[keyof AdminDeleteVideosErrors];

export type AdminDeleteVideosResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type AdminDeleteVideosResponse = AdminDeleteVideosResponses[keyof AdminDeleteVideosResponses];

export type AdminGetVideosData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/videos/{id}';
};

export type AdminGetVideosErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminGetVideosError = AdminGetVideosErrors[keyof AdminGetVideosErrors];

export type AdminGetVideosResponses = {
  /**
   * The record.
   */
  200: {
    status: number;
    item: {
      id: number;
      library_id?: number | null;
      name?: string;
      description?: string;
      video_url?: string;
      duration_seconds?: number | null;
      poster?: {
        id: number;
        key: string;
      } | null;
      pdf?: {
        id: number;
        key: string;
      } | null;
      /**
       * Codes of the language registry, the first language first.
       */
      languages?: string;
      position?: number | null;
      is_published?: boolean;
      created_at?: string;
      updated_at?: string;
      video_file_name?: string | null;
      video_file_size?: number | null;
      video_file_type?: string | null;
    };
  };
};

export type AdminGetVideosResponse = AdminGetVideosResponses[keyof AdminGetVideosResponses];

export type AdminUpdateVideosData = {
  /**
   * Required on create: library_id, name.
   */
  body: {
    library_id?: number;
    name?: string;
    description?: string;
    video_url?: string;
    duration_seconds?: number;
    poster?: Blob | File;
    pdf?: Blob | File;
    /**
     * Codes of the language registry, the first language first.
     */
    languages?: string;
    position?: number;
    is_published?: boolean;
  };
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/videos/{id}';
};

export type AdminUpdateVideosErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminUpdateVideosError = AdminUpdateVideosErrors[keyof AdminUpdateVideosErrors];

export type AdminUpdateVideosResponses = {
  /**
   * The changed record.
   */
  200: {
    status: number;
    item: {
      id: number;
      library_id?: number | null;
      name?: string;
      description?: string;
      video_url?: string;
      duration_seconds?: number | null;
      poster?: {
        id: number;
        key: string;
      } | null;
      pdf?: {
        id: number;
        key: string;
      } | null;
      /**
       * Codes of the language registry, the first language first.
       */
      languages?: string;
      position?: number | null;
      is_published?: boolean;
      created_at?: string;
      updated_at?: string;
      video_file_name?: string | null;
      video_file_size?: number | null;
      video_file_type?: string | null;
    };
  };
};

export type AdminUpdateVideosResponse = AdminUpdateVideosResponses[keyof AdminUpdateVideosResponses];

export type AdminListCarouselsData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/admin/carousels';
};

export type AdminListCarouselsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminListCarouselsError = AdminListCarouselsErrors[keyof AdminListCarouselsErrors];

export type AdminListCarouselsResponses = {
  /**
   * A page of records.
   */
  200: {
    status: 200;
    total: number;
    page: number;
    pageSize: number;
    items: Array<{
      id: number;
      image?: {
        id: number;
        key: string;
      } | null;
      title?: string;
      redirect_url?: string;
      position?: number | null;
      is_active?: boolean;
      created_at?: string;
      updated_at?: string;
      /**
       * The texts in the other languages (docs/product.md, "Languages of staff texts"): language, then field (title), then text; a text without one is read in English.
       */
      translations?: {
        [key: string]: {
          [key: string]: string;
        };
      };
    }>;
  };
};

export type AdminListCarouselsResponse = AdminListCarouselsResponses[keyof AdminListCarouselsResponses];

export type AdminCreateCarouselsData = {
  /**
   * Required on create: image, title.
   */
  body: {
    image?: Blob | File;
    title?: string;
    redirect_url?: string;
    position?: number;
    is_active?: boolean;
    /**
     * The title in hi; empty: none, learners read the English.
     */
    'translations.hi.title'?: string;
    /**
     * The title in mr; empty: none, learners read the English.
     */
    'translations.mr.title'?: string;
    /**
     * In a JSON body: the translations as the record answers them.
     */
    translations?: {
      [key: string]: {
        [key: string]: string;
      };
    };
  };
  path?: never;
  query?: never;
  url: '/api/v1/admin/carousels';
};

export type AdminCreateCarouselsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminCreateCarouselsError = AdminCreateCarouselsErrors[keyof AdminCreateCarouselsErrors];

export type AdminCreateCarouselsResponses = {
  /**
   * Created.
   */
  201: {
    status: number;
    item: {
      id: number;
      image?: {
        id: number;
        key: string;
      } | null;
      title?: string;
      redirect_url?: string;
      position?: number | null;
      is_active?: boolean;
      created_at?: string;
      updated_at?: string;
      /**
       * The texts in the other languages (docs/product.md, "Languages of staff texts"): language, then field (title), then text; a text without one is read in English.
       */
      translations?: {
        [key: string]: {
          [key: string]: string;
        };
      };
    };
  };
};

export type AdminCreateCarouselsResponse = AdminCreateCarouselsResponses[keyof AdminCreateCarouselsResponses];

export type AdminDeleteCarouselsData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/carousels/{id}';
};

export type AdminDeleteCarouselsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminDeleteCarouselsError = AdminDeleteCarouselsErrors[keyof AdminDeleteCarouselsErrors];

export type AdminDeleteCarouselsResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type AdminDeleteCarouselsResponse = AdminDeleteCarouselsResponses[keyof AdminDeleteCarouselsResponses];

export type AdminGetCarouselsData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/carousels/{id}';
};

export type AdminGetCarouselsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminGetCarouselsError = AdminGetCarouselsErrors[keyof AdminGetCarouselsErrors];

export type AdminGetCarouselsResponses = {
  /**
   * The record.
   */
  200: {
    status: number;
    item: {
      id: number;
      image?: {
        id: number;
        key: string;
      } | null;
      title?: string;
      redirect_url?: string;
      position?: number | null;
      is_active?: boolean;
      created_at?: string;
      updated_at?: string;
      /**
       * The texts in the other languages (docs/product.md, "Languages of staff texts"): language, then field (title), then text; a text without one is read in English.
       */
      translations?: {
        [key: string]: {
          [key: string]: string;
        };
      };
    };
  };
};

export type AdminGetCarouselsResponse = AdminGetCarouselsResponses[keyof AdminGetCarouselsResponses];

export type AdminUpdateCarouselsData = {
  /**
   * Required on create: image, title.
   */
  body: {
    image?: Blob | File;
    title?: string;
    redirect_url?: string;
    position?: number;
    is_active?: boolean;
    /**
     * The title in hi; empty: none, learners read the English.
     */
    'translations.hi.title'?: string;
    /**
     * The title in mr; empty: none, learners read the English.
     */
    'translations.mr.title'?: string;
    /**
     * In a JSON body: the translations as the record answers them.
     */
    translations?: {
      [key: string]: {
        [key: string]: string;
      };
    };
  };
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/carousels/{id}';
};

export type AdminUpdateCarouselsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminUpdateCarouselsError = AdminUpdateCarouselsErrors[keyof AdminUpdateCarouselsErrors];

export type AdminUpdateCarouselsResponses = {
  /**
   * The changed record.
   */
  200: {
    status: number;
    item: {
      id: number;
      image?: {
        id: number;
        key: string;
      } | null;
      title?: string;
      redirect_url?: string;
      position?: number | null;
      is_active?: boolean;
      created_at?: string;
      updated_at?: string;
      /**
       * The texts in the other languages (docs/product.md, "Languages of staff texts"): language, then field (title), then text; a text without one is read in English.
       */
      translations?: {
        [key: string]: {
          [key: string]: string;
        };
      };
    };
  };
};

export type AdminUpdateCarouselsResponse = AdminUpdateCarouselsResponses[keyof AdminUpdateCarouselsResponses];

export type AdminListBannersData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/admin/banners';
};

export type AdminListBannersErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminListBannersError = AdminListBannersErrors[keyof AdminListBannersErrors];

export type AdminListBannersResponses = {
  /**
   * A page of records.
   */
  200: {
    status: 200;
    total: number;
    page: number;
    pageSize: number;
    items: Array<{
      id: number;
      content?: string;
      redirect_url?: string;
      start_date?: string | null;
      end_date?: string | null;
      position?: number | null;
      is_active?: boolean;
      created_at?: string;
      updated_at?: string;
      /**
       * The texts in the other languages (docs/product.md, "Languages of staff texts"): language, then field (content), then text; a text without one is read in English.
       */
      translations?: {
        [key: string]: {
          [key: string]: string;
        };
      };
    }>;
  };
};

export type AdminListBannersResponse = AdminListBannersResponses[keyof AdminListBannersResponses];

export type AdminCreateBannersData = {
  /**
   * Required on create: content, start_date, end_date.
   */
  body: {
    content?: string;
    redirect_url?: string;
    /**
     * RFC 3339, or 2006-01-02T15:04 in India time
     */
    start_date?: string;
    /**
     * RFC 3339, or 2006-01-02T15:04 in India time
     */
    end_date?: string;
    position?: number;
    is_active?: boolean;
    /**
     * The content in hi; empty: none, learners read the English.
     */
    'translations.hi.content'?: string;
    /**
     * The content in mr; empty: none, learners read the English.
     */
    'translations.mr.content'?: string;
    /**
     * In a JSON body: the translations as the record answers them.
     */
    translations?: {
      [key: string]: {
        [key: string]: string;
      };
    };
  };
  path?: never;
  query?: never;
  url: '/api/v1/admin/banners';
};

export type AdminCreateBannersErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminCreateBannersError = AdminCreateBannersErrors[keyof AdminCreateBannersErrors];

export type AdminCreateBannersResponses = {
  /**
   * Created.
   */
  201: {
    status: number;
    item: {
      id: number;
      content?: string;
      redirect_url?: string;
      start_date?: string | null;
      end_date?: string | null;
      position?: number | null;
      is_active?: boolean;
      created_at?: string;
      updated_at?: string;
      /**
       * The texts in the other languages (docs/product.md, "Languages of staff texts"): language, then field (content), then text; a text without one is read in English.
       */
      translations?: {
        [key: string]: {
          [key: string]: string;
        };
      };
    };
  };
};

export type AdminCreateBannersResponse = AdminCreateBannersResponses[keyof AdminCreateBannersResponses];

export type AdminDeleteBannersData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/banners/{id}';
};

export type AdminDeleteBannersErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminDeleteBannersError = AdminDeleteBannersErrors[keyof AdminDeleteBannersErrors];

export type AdminDeleteBannersResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type AdminDeleteBannersResponse = AdminDeleteBannersResponses[keyof AdminDeleteBannersResponses];

export type AdminGetBannersData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/banners/{id}';
};

export type AdminGetBannersErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminGetBannersError = AdminGetBannersErrors[keyof AdminGetBannersErrors];

export type AdminGetBannersResponses = {
  /**
   * The record.
   */
  200: {
    status: number;
    item: {
      id: number;
      content?: string;
      redirect_url?: string;
      start_date?: string | null;
      end_date?: string | null;
      position?: number | null;
      is_active?: boolean;
      created_at?: string;
      updated_at?: string;
      /**
       * The texts in the other languages (docs/product.md, "Languages of staff texts"): language, then field (content), then text; a text without one is read in English.
       */
      translations?: {
        [key: string]: {
          [key: string]: string;
        };
      };
    };
  };
};

export type AdminGetBannersResponse = AdminGetBannersResponses[keyof AdminGetBannersResponses];

export type AdminUpdateBannersData = {
  /**
   * Required on create: content, start_date, end_date.
   */
  body: {
    content?: string;
    redirect_url?: string;
    /**
     * RFC 3339, or 2006-01-02T15:04 in India time
     */
    start_date?: string;
    /**
     * RFC 3339, or 2006-01-02T15:04 in India time
     */
    end_date?: string;
    position?: number;
    is_active?: boolean;
    /**
     * The content in hi; empty: none, learners read the English.
     */
    'translations.hi.content'?: string;
    /**
     * The content in mr; empty: none, learners read the English.
     */
    'translations.mr.content'?: string;
    /**
     * In a JSON body: the translations as the record answers them.
     */
    translations?: {
      [key: string]: {
        [key: string]: string;
      };
    };
  };
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/banners/{id}';
};

export type AdminUpdateBannersErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminUpdateBannersError = AdminUpdateBannersErrors[keyof AdminUpdateBannersErrors];

export type AdminUpdateBannersResponses = {
  /**
   * The changed record.
   */
  200: {
    status: number;
    item: {
      id: number;
      content?: string;
      redirect_url?: string;
      start_date?: string | null;
      end_date?: string | null;
      position?: number | null;
      is_active?: boolean;
      created_at?: string;
      updated_at?: string;
      /**
       * The texts in the other languages (docs/product.md, "Languages of staff texts"): language, then field (content), then text; a text without one is read in English.
       */
      translations?: {
        [key: string]: {
          [key: string]: string;
        };
      };
    };
  };
};

export type AdminUpdateBannersResponse = AdminUpdateBannersResponses[keyof AdminUpdateBannersResponses];

export type AdminListOfferingsData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/admin/offerings';
};

export type AdminListOfferingsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminListOfferingsError = AdminListOfferingsErrors[keyof AdminListOfferingsErrors];

export type AdminListOfferingsResponses = {
  /**
   * A page of records.
   */
  200: {
    status: 200;
    total: number;
    page: number;
    pageSize: number;
    items: Array<{
      id: number;
      title?: string;
      redirect_url?: string;
      position?: number | null;
      is_active?: boolean;
      created_at?: string;
      updated_at?: string;
    }>;
  };
};

export type AdminListOfferingsResponse = AdminListOfferingsResponses[keyof AdminListOfferingsResponses];

export type AdminCreateOfferingsData = {
  /**
   * Required on create: title.
   */
  body: {
    title?: string;
    redirect_url?: string;
    position?: number;
    is_active?: boolean;
  };
  path?: never;
  query?: never;
  url: '/api/v1/admin/offerings';
};

export type AdminCreateOfferingsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminCreateOfferingsError = AdminCreateOfferingsErrors[keyof AdminCreateOfferingsErrors];

export type AdminCreateOfferingsResponses = {
  /**
   * Created.
   */
  201: {
    status: number;
    item: {
      id: number;
      title?: string;
      redirect_url?: string;
      position?: number | null;
      is_active?: boolean;
      created_at?: string;
      updated_at?: string;
    };
  };
};

export type AdminCreateOfferingsResponse = AdminCreateOfferingsResponses[keyof AdminCreateOfferingsResponses];

export type AdminDeleteOfferingsData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/offerings/{id}';
};

export type AdminDeleteOfferingsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminDeleteOfferingsError = AdminDeleteOfferingsErrors[keyof AdminDeleteOfferingsErrors];

export type AdminDeleteOfferingsResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type AdminDeleteOfferingsResponse = AdminDeleteOfferingsResponses[keyof AdminDeleteOfferingsResponses];

export type AdminGetOfferingsData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/offerings/{id}';
};

export type AdminGetOfferingsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminGetOfferingsError = AdminGetOfferingsErrors[keyof AdminGetOfferingsErrors];

export type AdminGetOfferingsResponses = {
  /**
   * The record.
   */
  200: {
    status: number;
    item: {
      id: number;
      title?: string;
      redirect_url?: string;
      position?: number | null;
      is_active?: boolean;
      created_at?: string;
      updated_at?: string;
    };
  };
};

export type AdminGetOfferingsResponse = AdminGetOfferingsResponses[keyof AdminGetOfferingsResponses];

export type AdminUpdateOfferingsData = {
  /**
   * Required on create: title.
   */
  body: {
    title?: string;
    redirect_url?: string;
    position?: number;
    is_active?: boolean;
  };
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/offerings/{id}';
};

export type AdminUpdateOfferingsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminUpdateOfferingsError = AdminUpdateOfferingsErrors[keyof AdminUpdateOfferingsErrors];

export type AdminUpdateOfferingsResponses = {
  /**
   * The changed record.
   */
  200: {
    status: number;
    item: {
      id: number;
      title?: string;
      redirect_url?: string;
      position?: number | null;
      is_active?: boolean;
      created_at?: string;
      updated_at?: string;
    };
  };
};

export type AdminUpdateOfferingsResponse = AdminUpdateOfferingsResponses[keyof AdminUpdateOfferingsResponses];

export type AdminListTestimonialsData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/admin/testimonials';
};

export type AdminListTestimonialsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminListTestimonialsError = AdminListTestimonialsErrors[keyof AdminListTestimonialsErrors];

export type AdminListTestimonialsResponses = {
  /**
   * A page of records.
   */
  200: {
    status: 200;
    total: number;
    page: number;
    pageSize: number;
    items: Array<{
      id: number;
      name?: string;
      rank?: string;
      year?: string;
      youtube_video_id?: string;
      image?: {
        id: number;
        key: string;
      } | null;
      position?: number | null;
      is_active?: boolean;
      created_at?: string;
      updated_at?: string;
    }>;
  };
};

export type AdminListTestimonialsResponse = AdminListTestimonialsResponses[keyof AdminListTestimonialsResponses];

export type AdminCreateTestimonialsData = {
  /**
   * Required on create: name.
   */
  body: {
    name?: string;
    rank?: string;
    year?: string;
    youtube_video_id?: string;
    image?: Blob | File;
    position?: number;
    is_active?: boolean;
  };
  path?: never;
  query?: never;
  url: '/api/v1/admin/testimonials';
};

export type AdminCreateTestimonialsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminCreateTestimonialsError = AdminCreateTestimonialsErrors[keyof AdminCreateTestimonialsErrors];

export type AdminCreateTestimonialsResponses = {
  /**
   * Created.
   */
  201: {
    status: number;
    item: {
      id: number;
      name?: string;
      rank?: string;
      year?: string;
      youtube_video_id?: string;
      image?: {
        id: number;
        key: string;
      } | null;
      position?: number | null;
      is_active?: boolean;
      created_at?: string;
      updated_at?: string;
    };
  };
};

export type AdminCreateTestimonialsResponse = AdminCreateTestimonialsResponses[keyof AdminCreateTestimonialsResponses];

export type AdminDeleteTestimonialsData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/testimonials/{id}';
};

export type AdminDeleteTestimonialsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminDeleteTestimonialsError = AdminDeleteTestimonialsErrors[keyof AdminDeleteTestimonialsErrors];

export type AdminDeleteTestimonialsResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type AdminDeleteTestimonialsResponse = AdminDeleteTestimonialsResponses[keyof AdminDeleteTestimonialsResponses];

export type AdminGetTestimonialsData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/testimonials/{id}';
};

export type AdminGetTestimonialsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminGetTestimonialsError = AdminGetTestimonialsErrors[keyof AdminGetTestimonialsErrors];

export type AdminGetTestimonialsResponses = {
  /**
   * The record.
   */
  200: {
    status: number;
    item: {
      id: number;
      name?: string;
      rank?: string;
      year?: string;
      youtube_video_id?: string;
      image?: {
        id: number;
        key: string;
      } | null;
      position?: number | null;
      is_active?: boolean;
      created_at?: string;
      updated_at?: string;
    };
  };
};

export type AdminGetTestimonialsResponse = AdminGetTestimonialsResponses[keyof AdminGetTestimonialsResponses];

export type AdminUpdateTestimonialsData = {
  /**
   * Required on create: name.
   */
  body: {
    name?: string;
    rank?: string;
    year?: string;
    youtube_video_id?: string;
    image?: Blob | File;
    position?: number;
    is_active?: boolean;
  };
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/testimonials/{id}';
};

export type AdminUpdateTestimonialsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminUpdateTestimonialsError = AdminUpdateTestimonialsErrors[keyof AdminUpdateTestimonialsErrors];

export type AdminUpdateTestimonialsResponses = {
  /**
   * The changed record.
   */
  200: {
    status: number;
    item: {
      id: number;
      name?: string;
      rank?: string;
      year?: string;
      youtube_video_id?: string;
      image?: {
        id: number;
        key: string;
      } | null;
      position?: number | null;
      is_active?: boolean;
      created_at?: string;
      updated_at?: string;
    };
  };
};

export type AdminUpdateTestimonialsResponse = AdminUpdateTestimonialsResponses[keyof AdminUpdateTestimonialsResponses];

export type AdminListTopPerformersData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/admin/top-performers';
};

export type AdminListTopPerformersErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminListTopPerformersError = AdminListTopPerformersErrors[keyof AdminListTopPerformersErrors];

export type AdminListTopPerformersResponses = {
  /**
   * A page of records.
   */
  200: {
    status: 200;
    total: number;
    page: number;
    pageSize: number;
    items: Array<{
      id: number;
      title?: string;
      desktop_image?: {
        id: number;
        key: string;
      } | null;
      mobile_image?: {
        id: number;
        key: string;
      } | null;
      position?: number | null;
      is_active?: boolean;
      created_at?: string;
      updated_at?: string;
    }>;
  };
};

export type AdminListTopPerformersResponse = AdminListTopPerformersResponses[keyof AdminListTopPerformersResponses];

export type AdminCreateTopPerformersData = {
  /**
   * Required on create: title, desktop_image, mobile_image.
   */
  body: {
    title?: string;
    desktop_image?: Blob | File;
    mobile_image?: Blob | File;
    position?: number;
    is_active?: boolean;
  };
  path?: never;
  query?: never;
  url: '/api/v1/admin/top-performers';
};

export type AdminCreateTopPerformersErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminCreateTopPerformersError = AdminCreateTopPerformersErrors[keyof AdminCreateTopPerformersErrors];

export type AdminCreateTopPerformersResponses = {
  /**
   * Created.
   */
  201: {
    status: number;
    item: {
      id: number;
      title?: string;
      desktop_image?: {
        id: number;
        key: string;
      } | null;
      mobile_image?: {
        id: number;
        key: string;
      } | null;
      position?: number | null;
      is_active?: boolean;
      created_at?: string;
      updated_at?: string;
    };
  };
};

export type AdminCreateTopPerformersResponse =
  AdminCreateTopPerformersResponses[keyof AdminCreateTopPerformersResponses];

export type AdminDeleteTopPerformersData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/top-performers/{id}';
};

export type AdminDeleteTopPerformersErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminDeleteTopPerformersError = AdminDeleteTopPerformersErrors[keyof AdminDeleteTopPerformersErrors];

export type AdminDeleteTopPerformersResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type AdminDeleteTopPerformersResponse =
  AdminDeleteTopPerformersResponses[keyof AdminDeleteTopPerformersResponses];

export type AdminGetTopPerformersData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/top-performers/{id}';
};

export type AdminGetTopPerformersErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminGetTopPerformersError = AdminGetTopPerformersErrors[keyof AdminGetTopPerformersErrors];

export type AdminGetTopPerformersResponses = {
  /**
   * The record.
   */
  200: {
    status: number;
    item: {
      id: number;
      title?: string;
      desktop_image?: {
        id: number;
        key: string;
      } | null;
      mobile_image?: {
        id: number;
        key: string;
      } | null;
      position?: number | null;
      is_active?: boolean;
      created_at?: string;
      updated_at?: string;
    };
  };
};

export type AdminGetTopPerformersResponse = AdminGetTopPerformersResponses[keyof AdminGetTopPerformersResponses];

export type AdminUpdateTopPerformersData = {
  /**
   * Required on create: title, desktop_image, mobile_image.
   */
  body: {
    title?: string;
    desktop_image?: Blob | File;
    mobile_image?: Blob | File;
    position?: number;
    is_active?: boolean;
  };
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/top-performers/{id}';
};

export type AdminUpdateTopPerformersErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminUpdateTopPerformersError = AdminUpdateTopPerformersErrors[keyof AdminUpdateTopPerformersErrors];

export type AdminUpdateTopPerformersResponses = {
  /**
   * The changed record.
   */
  200: {
    status: number;
    item: {
      id: number;
      title?: string;
      desktop_image?: {
        id: number;
        key: string;
      } | null;
      mobile_image?: {
        id: number;
        key: string;
      } | null;
      position?: number | null;
      is_active?: boolean;
      created_at?: string;
      updated_at?: string;
    };
  };
};

export type AdminUpdateTopPerformersResponse =
  AdminUpdateTopPerformersResponses[keyof AdminUpdateTopPerformersResponses];

export type AdminListFaqsData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/admin/faqs';
};

export type AdminListFaqsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminListFaqsError = AdminListFaqsErrors[keyof AdminListFaqsErrors];

export type AdminListFaqsResponses = {
  /**
   * A page of records.
   */
  200: {
    status: 200;
    total: number;
    page: number;
    pageSize: number;
    items: Array<{
      id: number;
      question?: string;
      answer?: string;
      position?: number | null;
      is_active?: boolean;
      created_at?: string;
      updated_at?: string;
      /**
       * The texts in the other languages (docs/product.md, "Languages of staff texts"): language, then field (question, answer), then text; a text without one is read in English.
       */
      translations?: {
        [key: string]: {
          [key: string]: string;
        };
      };
    }>;
  };
};

export type AdminListFaqsResponse = AdminListFaqsResponses[keyof AdminListFaqsResponses];

export type AdminCreateFaqsData = {
  /**
   * Required on create: question, answer.
   */
  body: {
    question?: string;
    answer?: string;
    position?: number;
    is_active?: boolean;
    /**
     * The question in hi; empty: none, learners read the English.
     */
    'translations.hi.question'?: string;
    /**
     * The answer in hi; empty: none, learners read the English.
     */
    'translations.hi.answer'?: string;
    /**
     * The question in mr; empty: none, learners read the English.
     */
    'translations.mr.question'?: string;
    /**
     * The answer in mr; empty: none, learners read the English.
     */
    'translations.mr.answer'?: string;
    /**
     * In a JSON body: the translations as the record answers them.
     */
    translations?: {
      [key: string]: {
        [key: string]: string;
      };
    };
  };
  path?: never;
  query?: never;
  url: '/api/v1/admin/faqs';
};

export type AdminCreateFaqsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminCreateFaqsError = AdminCreateFaqsErrors[keyof AdminCreateFaqsErrors];

export type AdminCreateFaqsResponses = {
  /**
   * Created.
   */
  201: {
    status: number;
    item: {
      id: number;
      question?: string;
      answer?: string;
      position?: number | null;
      is_active?: boolean;
      created_at?: string;
      updated_at?: string;
      /**
       * The texts in the other languages (docs/product.md, "Languages of staff texts"): language, then field (question, answer), then text; a text without one is read in English.
       */
      translations?: {
        [key: string]: {
          [key: string]: string;
        };
      };
    };
  };
};

export type AdminCreateFaqsResponse = AdminCreateFaqsResponses[keyof AdminCreateFaqsResponses];

export type AdminDeleteFaqsData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/faqs/{id}';
};

export type AdminDeleteFaqsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminDeleteFaqsError = AdminDeleteFaqsErrors[keyof AdminDeleteFaqsErrors];

export type AdminDeleteFaqsResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type AdminDeleteFaqsResponse = AdminDeleteFaqsResponses[keyof AdminDeleteFaqsResponses];

export type AdminGetFaqsData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/faqs/{id}';
};

export type AdminGetFaqsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminGetFaqsError = AdminGetFaqsErrors[keyof AdminGetFaqsErrors];

export type AdminGetFaqsResponses = {
  /**
   * The record.
   */
  200: {
    status: number;
    item: {
      id: number;
      question?: string;
      answer?: string;
      position?: number | null;
      is_active?: boolean;
      created_at?: string;
      updated_at?: string;
      /**
       * The texts in the other languages (docs/product.md, "Languages of staff texts"): language, then field (question, answer), then text; a text without one is read in English.
       */
      translations?: {
        [key: string]: {
          [key: string]: string;
        };
      };
    };
  };
};

export type AdminGetFaqsResponse = AdminGetFaqsResponses[keyof AdminGetFaqsResponses];

export type AdminUpdateFaqsData = {
  /**
   * Required on create: question, answer.
   */
  body: {
    question?: string;
    answer?: string;
    position?: number;
    is_active?: boolean;
    /**
     * The question in hi; empty: none, learners read the English.
     */
    'translations.hi.question'?: string;
    /**
     * The answer in hi; empty: none, learners read the English.
     */
    'translations.hi.answer'?: string;
    /**
     * The question in mr; empty: none, learners read the English.
     */
    'translations.mr.question'?: string;
    /**
     * The answer in mr; empty: none, learners read the English.
     */
    'translations.mr.answer'?: string;
    /**
     * In a JSON body: the translations as the record answers them.
     */
    translations?: {
      [key: string]: {
        [key: string]: string;
      };
    };
  };
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/faqs/{id}';
};

export type AdminUpdateFaqsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminUpdateFaqsError = AdminUpdateFaqsErrors[keyof AdminUpdateFaqsErrors];

export type AdminUpdateFaqsResponses = {
  /**
   * The changed record.
   */
  200: {
    status: number;
    item: {
      id: number;
      question?: string;
      answer?: string;
      position?: number | null;
      is_active?: boolean;
      created_at?: string;
      updated_at?: string;
      /**
       * The texts in the other languages (docs/product.md, "Languages of staff texts"): language, then field (question, answer), then text; a text without one is read in English.
       */
      translations?: {
        [key: string]: {
          [key: string]: string;
        };
      };
    };
  };
};

export type AdminUpdateFaqsResponse = AdminUpdateFaqsResponses[keyof AdminUpdateFaqsResponses];

export type AdminListEnquiriesData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/admin/enquiries';
};

export type AdminListEnquiriesErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminListEnquiriesError = AdminListEnquiriesErrors[keyof AdminListEnquiriesErrors];

export type AdminListEnquiriesResponses = {
  /**
   * A page of records.
   */
  200: {
    status: 200;
    total: number;
    page: number;
    pageSize: number;
    items: Array<{
      id: number;
      kind?: 'subscription' | 'course';
      name?: string;
      email?: string;
      mobile?: string;
      subscription_id?: number | null;
      course_name?: string;
      city?: string;
      upsc_attempted?: boolean;
      status?: 'new' | 'contacted' | 'enrolled' | 'closed';
      staff_notes?: string;
      created_at?: string;
      updated_at?: string;
      subscription_name?: string | null;
    }>;
  };
};

export type AdminListEnquiriesResponse = AdminListEnquiriesResponses[keyof AdminListEnquiriesResponses];

export type AdminCreateEnquiriesData = {
  /**
   * Required on create: kind, name, email, mobile, status.
   */
  body: {
    kind?: 'subscription' | 'course';
    name?: string;
    email?: string;
    mobile?: string;
    subscription_id?: number;
    course_name?: string;
    city?: string;
    upsc_attempted?: boolean;
    status?: 'new' | 'contacted' | 'enrolled' | 'closed';
    staff_notes?: string;
  };
  path?: never;
  query?: never;
  url: '/api/v1/admin/enquiries';
};

export type AdminCreateEnquiriesErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminCreateEnquiriesError = AdminCreateEnquiriesErrors[keyof AdminCreateEnquiriesErrors];

export type AdminCreateEnquiriesResponses = {
  /**
   * Created.
   */
  201: {
    status: number;
    item: {
      id: number;
      kind?: 'subscription' | 'course';
      name?: string;
      email?: string;
      mobile?: string;
      subscription_id?: number | null;
      course_name?: string;
      city?: string;
      upsc_attempted?: boolean;
      status?: 'new' | 'contacted' | 'enrolled' | 'closed';
      staff_notes?: string;
      created_at?: string;
      updated_at?: string;
      subscription_name?: string | null;
    };
  };
};

export type AdminCreateEnquiriesResponse = AdminCreateEnquiriesResponses[keyof AdminCreateEnquiriesResponses];

export type AdminDeleteEnquiriesData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/enquiries/{id}';
};

export type AdminDeleteEnquiriesErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminDeleteEnquiriesError = AdminDeleteEnquiriesErrors[keyof AdminDeleteEnquiriesErrors];

export type AdminDeleteEnquiriesResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type AdminDeleteEnquiriesResponse = AdminDeleteEnquiriesResponses[keyof AdminDeleteEnquiriesResponses];

export type AdminGetEnquiriesData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/enquiries/{id}';
};

export type AdminGetEnquiriesErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminGetEnquiriesError = AdminGetEnquiriesErrors[keyof AdminGetEnquiriesErrors];

export type AdminGetEnquiriesResponses = {
  /**
   * The record.
   */
  200: {
    status: number;
    item: {
      id: number;
      kind?: 'subscription' | 'course';
      name?: string;
      email?: string;
      mobile?: string;
      subscription_id?: number | null;
      course_name?: string;
      city?: string;
      upsc_attempted?: boolean;
      status?: 'new' | 'contacted' | 'enrolled' | 'closed';
      staff_notes?: string;
      created_at?: string;
      updated_at?: string;
      subscription_name?: string | null;
    };
  };
};

export type AdminGetEnquiriesResponse = AdminGetEnquiriesResponses[keyof AdminGetEnquiriesResponses];

export type AdminUpdateEnquiriesData = {
  /**
   * Required on create: kind, name, email, mobile, status.
   */
  body: {
    kind?: 'subscription' | 'course';
    name?: string;
    email?: string;
    mobile?: string;
    subscription_id?: number;
    course_name?: string;
    city?: string;
    upsc_attempted?: boolean;
    status?: 'new' | 'contacted' | 'enrolled' | 'closed';
    staff_notes?: string;
  };
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/enquiries/{id}';
};

export type AdminUpdateEnquiriesErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminUpdateEnquiriesError = AdminUpdateEnquiriesErrors[keyof AdminUpdateEnquiriesErrors];

export type AdminUpdateEnquiriesResponses = {
  /**
   * The changed record.
   */
  200: {
    status: number;
    item: {
      id: number;
      kind?: 'subscription' | 'course';
      name?: string;
      email?: string;
      mobile?: string;
      subscription_id?: number | null;
      course_name?: string;
      city?: string;
      upsc_attempted?: boolean;
      status?: 'new' | 'contacted' | 'enrolled' | 'closed';
      staff_notes?: string;
      created_at?: string;
      updated_at?: string;
      subscription_name?: string | null;
    };
  };
};

export type AdminUpdateEnquiriesResponse = AdminUpdateEnquiriesResponses[keyof AdminUpdateEnquiriesResponses];

export type AdminListPopoverAdsData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/admin/popover-ads';
};

export type AdminListPopoverAdsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminListPopoverAdsError = AdminListPopoverAdsErrors[keyof AdminListPopoverAdsErrors];

export type AdminListPopoverAdsResponses = {
  /**
   * A page of records.
   */
  200: {
    status: 200;
    total: number;
    page: number;
    pageSize: number;
    items: Array<{
      id: number;
      image?: {
        id: number;
        key: string;
      } | null;
      title?: string;
      redirect_url?: string;
      starts_at?: string | null;
      ends_at?: string | null;
      position?: number | null;
      is_active?: boolean;
      created_at?: string;
      updated_at?: string;
      /**
       * The texts in the other languages (docs/product.md, "Languages of staff texts"): language, then field (title), then text; a text without one is read in English.
       */
      translations?: {
        [key: string]: {
          [key: string]: string;
        };
      };
    }>;
  };
};

export type AdminListPopoverAdsResponse = AdminListPopoverAdsResponses[keyof AdminListPopoverAdsResponses];

export type AdminCreatePopoverAdsData = {
  /**
   * Required on create: image, title.
   */
  body: {
    image?: Blob | File;
    title?: string;
    redirect_url?: string;
    /**
     * RFC 3339, or 2006-01-02T15:04 in India time
     */
    starts_at?: string;
    /**
     * RFC 3339, or 2006-01-02T15:04 in India time
     */
    ends_at?: string;
    position?: number;
    is_active?: boolean;
    /**
     * The title in hi; empty: none, learners read the English.
     */
    'translations.hi.title'?: string;
    /**
     * The title in mr; empty: none, learners read the English.
     */
    'translations.mr.title'?: string;
    /**
     * In a JSON body: the translations as the record answers them.
     */
    translations?: {
      [key: string]: {
        [key: string]: string;
      };
    };
  };
  path?: never;
  query?: never;
  url: '/api/v1/admin/popover-ads';
};

export type AdminCreatePopoverAdsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminCreatePopoverAdsError = AdminCreatePopoverAdsErrors[keyof AdminCreatePopoverAdsErrors];

export type AdminCreatePopoverAdsResponses = {
  /**
   * Created.
   */
  201: {
    status: number;
    item: {
      id: number;
      image?: {
        id: number;
        key: string;
      } | null;
      title?: string;
      redirect_url?: string;
      starts_at?: string | null;
      ends_at?: string | null;
      position?: number | null;
      is_active?: boolean;
      created_at?: string;
      updated_at?: string;
      /**
       * The texts in the other languages (docs/product.md, "Languages of staff texts"): language, then field (title), then text; a text without one is read in English.
       */
      translations?: {
        [key: string]: {
          [key: string]: string;
        };
      };
    };
  };
};

export type AdminCreatePopoverAdsResponse = AdminCreatePopoverAdsResponses[keyof AdminCreatePopoverAdsResponses];

export type AdminDeletePopoverAdsData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/popover-ads/{id}';
};

export type AdminDeletePopoverAdsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminDeletePopoverAdsError = AdminDeletePopoverAdsErrors[keyof AdminDeletePopoverAdsErrors];

export type AdminDeletePopoverAdsResponses = {
  /**
   * Done.
   */
  200: {
    status: 200;
    message: string;
  };
};

export type AdminDeletePopoverAdsResponse = AdminDeletePopoverAdsResponses[keyof AdminDeletePopoverAdsResponses];

export type AdminGetPopoverAdsData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/popover-ads/{id}';
};

export type AdminGetPopoverAdsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminGetPopoverAdsError = AdminGetPopoverAdsErrors[keyof AdminGetPopoverAdsErrors];

export type AdminGetPopoverAdsResponses = {
  /**
   * The record.
   */
  200: {
    status: number;
    item: {
      id: number;
      image?: {
        id: number;
        key: string;
      } | null;
      title?: string;
      redirect_url?: string;
      starts_at?: string | null;
      ends_at?: string | null;
      position?: number | null;
      is_active?: boolean;
      created_at?: string;
      updated_at?: string;
      /**
       * The texts in the other languages (docs/product.md, "Languages of staff texts"): language, then field (title), then text; a text without one is read in English.
       */
      translations?: {
        [key: string]: {
          [key: string]: string;
        };
      };
    };
  };
};

export type AdminGetPopoverAdsResponse = AdminGetPopoverAdsResponses[keyof AdminGetPopoverAdsResponses];

export type AdminUpdatePopoverAdsData = {
  /**
   * Required on create: image, title.
   */
  body: {
    image?: Blob | File;
    title?: string;
    redirect_url?: string;
    /**
     * RFC 3339, or 2006-01-02T15:04 in India time
     */
    starts_at?: string;
    /**
     * RFC 3339, or 2006-01-02T15:04 in India time
     */
    ends_at?: string;
    position?: number;
    is_active?: boolean;
    /**
     * The title in hi; empty: none, learners read the English.
     */
    'translations.hi.title'?: string;
    /**
     * The title in mr; empty: none, learners read the English.
     */
    'translations.mr.title'?: string;
    /**
     * In a JSON body: the translations as the record answers them.
     */
    translations?: {
      [key: string]: {
        [key: string]: string;
      };
    };
  };
  path: {
    id: number;
  };
  query?: never;
  url: '/api/v1/admin/popover-ads/{id}';
};

export type AdminUpdatePopoverAdsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  401: Error;
  /**
   * An error envelope.
   */
  403: Error;
  /**
   * An error envelope.
   */
  404: Error;
  /**
   * An error envelope.
   */
  409: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type AdminUpdatePopoverAdsError = AdminUpdatePopoverAdsErrors[keyof AdminUpdatePopoverAdsErrors];

export type AdminUpdatePopoverAdsResponses = {
  /**
   * The changed record.
   */
  200: {
    status: number;
    item: {
      id: number;
      image?: {
        id: number;
        key: string;
      } | null;
      title?: string;
      redirect_url?: string;
      starts_at?: string | null;
      ends_at?: string | null;
      position?: number | null;
      is_active?: boolean;
      created_at?: string;
      updated_at?: string;
      /**
       * The texts in the other languages (docs/product.md, "Languages of staff texts"): language, then field (title), then text; a text without one is read in English.
       */
      translations?: {
        [key: string]: {
          [key: string]: string;
        };
      };
    };
  };
};

export type AdminUpdatePopoverAdsResponse = AdminUpdatePopoverAdsResponses[keyof AdminUpdatePopoverAdsResponses];

export type GetPublicFileData = {
  body?: never;
  path: {
    key: string;
  };
  query?: {
    /**
     * A kept width (320, 640, 960 or 1440); other values serve the original.
     */
    w?: number;
  };
  url: '/files/{key}';
};

export type GetPublicFileErrors = {
  /**
   * An error envelope.
   */
  404: Error;
};

export type GetPublicFileError = GetPublicFileErrors[keyof GetPublicFileErrors];

export type GetPublicFileResponses = {
  /**
   * The file's bytes with its content type.
   */
  200: unknown;
  /**
   * Part of the file, for a Range request.
   */
  206: unknown;
};

export type ReceiptKeyData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/api/v1/receipts/key';
};

export type ReceiptKeyErrors = {
  /**
   * An error envelope.
   */
  400: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type ReceiptKeyError = ReceiptKeyErrors[keyof ReceiptKeyErrors];

export type ReceiptKeyResponses = {
  /**
   * The key.
   */
  200: {
    status: 200;
    algorithm: 'Ed25519';
    /**
     * The 32-byte public key in standard base64.
     */
    publicKey: string;
  };
};

export type ReceiptKeyResponse = ReceiptKeyResponses[keyof ReceiptKeyResponses];

export type VerifyReceiptData = {
  body: Receipt;
  path?: never;
  query?: never;
  url: '/api/v1/receipts/verify';
};

export type VerifyReceiptErrors = {
  /**
   * An error envelope.
   */
  400: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * Too many attempts; try again after the `Retry-After` header's seconds.
   */
  429: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type VerifyReceiptError = VerifyReceiptErrors[keyof VerifyReceiptErrors];

export type VerifyReceiptResponses = {
  /**
   * Whether the receipt is genuine and unchanged.
   */
  200: {
    status: 200;
    valid: boolean;
  };
};

export type VerifyReceiptResponse = VerifyReceiptResponses[keyof VerifyReceiptResponses];

export type SitemapData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/sitemap.xml';
};

export type SitemapResponses = {
  /**
   * The sitemap (application/xml).
   */
  200: unknown;
};

export type RobotsData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/robots.txt';
};

export type RobotsResponses = {
  /**
   * robots.txt (text/plain).
   */
  200: unknown;
};

export type RecordWebVitalsData = {
  body: {
    /**
     * The path of the landing page.
     */
    page?: string;
    metrics: Array<{
      name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
      /**
       * Milliseconds; CLS: the shift score (0 to 10).
       */
      value: number;
    }>;
  };
  path?: never;
  query?: never;
  url: '/api/v1/vitals';
};

export type RecordWebVitalsErrors = {
  /**
   * Some fields break a rule; `errors` has the message for each.
   */
  400: Error;
  /**
   * An error envelope.
   */
  413: Error;
  /**
   * An error envelope.
   */
  415: Error;
  /**
   * The database or the disk cannot take work right now (a restart, a lost connection, a full
   * disk). Nothing was written; retry after the `Retry-After` header's seconds.
   *
   */
  503: Error;
};

export type RecordWebVitalsError = RecordWebVitalsErrors[keyof RecordWebVitalsErrors];

export type RecordWebVitalsResponses = {
  /**
   * Counted.
   */
  204: void;
};

export type RecordWebVitalsResponse = RecordWebVitalsResponses[keyof RecordWebVitalsResponses];

export type HealthData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/healthz';
};

export type HealthResponses = {
  /**
   * The process is serving.
   */
  200: {
    status: 200;
    ok: true;
  };
};

export type HealthResponse = HealthResponses[keyof HealthResponses];

export type ReadyData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/readyz';
};

export type ReadyErrors = {
  /**
   * An error envelope.
   */
  503: Error;
};

export type ReadyError = ReadyErrors[keyof ReadyErrors];

export type ReadyResponses = {
  /**
   * Ready.
   */
  200: {
    status: 200;
    ok: true;
    database: 'sqlite' | 'postgres';
  };
};

export type ReadyResponse = ReadyResponses[keyof ReadyResponses];
