import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerCalls, LEAVE_QUESTION, renderConsole } from '@/test/console';
import type { ChallengedQuestion } from '../../api/key-challenges';
import type { Learner } from '../../api/people';
import type { ReportedQuestion } from '../../api/question-reports';
import { LECTURE_FILE } from '../../api/video-file';
import type { SecondMarking } from '../../api/evaluation';
import { MarkAgainCell } from '../../routes/SecondMarkingPage';
import { ChallengeDecisionForm } from '../challenges/ChallengeDecisionForm';
import { SeriesEvaluators } from '../evaluation/SeriesEvaluators';
import { AccessCard } from '../people/AccessCard';
import { AccountCard } from '../people/AccountCard';
import { ImportPanel } from '../questions/ImportPanel';
import { QuestionDialog } from '../questions/QuestionDialog';
import { CloseReportsDialog } from '../reports/CloseReportsDialog';
import { VideoFilePanel } from '../video/VideoFilePanel';

type User = ReturnType<typeof userEvent.setup>;

const challenged: ChallengedQuestion = {
  questionId: 42,
  testId: 9,
  testName: 'All-India Mock 4',
  number: 2,
  description: '<p>Which river is known as the Sorrow of Bihar?</p>',
  options: [
    { id: 101, text: 'Damodar', isCorrect: false },
    { id: 102, text: 'Kosi', isCorrect: true },
  ],
  dropped: false,
  counts: { open: 2, accepted: 0, rejected: 0 },
  challenges: [],
};

const reported: ReportedQuestion = {
  questionId: 43,
  testId: 9,
  testName: 'All-India Mock 4',
  number: 5,
  description: '<p>Which Article abolishes untouchability?</p>',
  keyCorrectedAt: null,
  counts: { wrong_key: 1, translation: 0, typo: 0, other: 0 },
  total: 1,
  latestAt: '2026-11-28T10:00:00Z',
  reports: [],
};

const learner: Learner = {
  id: 12,
  uniqueId: 'ASP-12',
  name: 'Aarav Gupta',
  email: 'aarav@example.com',
  mobile: '',
  role: 'student',
  city: '',
  targetYear: '',
  createdAt: '2026-01-01T00:00:00Z',
  lastLoginAt: null,
  disabledAt: null,
};

const copy: SecondMarking = {
  uploadId: 77,
  testName: 'GS Paper II Test 5',
  seriesName: 'Mains 2026',
  maximumScore: 250,
  learnerId: 'ASP-12',
  answerPDF: null,
  requestedAt: '2026-11-28T10:00:00Z',
  markedAt: null,
  secondEvaluator: null,
  secondMarks: null,
  flagged: false,
  yoursToMark: true,
  thresholdPercent: 10,
};

/** The reports dialog as the reported questions' page holds it: open until it closes. */
function ReportsDialogOnPage() {
  const [open, setOpen] = useState(true);
  return open ? <CloseReportsDialog question={reported} status="resolved" onClose={() => setOpen(false)} /> : null;
}

/** The server as these forms meet it: what each call answers. */
function server(method: string, url: string): unknown {
  if (url.includes('/admin/subscriptions'))
    return { items: [{ id: 3, name: 'Prelims Test Series 2027' }], total: 1, page: 1, pageSize: 100 };
  if (url.endsWith('/mains/evaluators'))
    return {
      evaluators: [
        { id: 1, name: 'Asha Rao' },
        { id: 2, name: 'Vikram Sethi' },
      ],
    };
  if (url.includes('/evaluators')) return method === 'GET' ? { evaluatorIds: [1] } : { message: 'Evaluators saved.' };
  if (url.includes('/challenges/decide')) return { rescored: 0, changed: 0 };
  if (url.includes('/reports/close')) return { message: 'Reports resolved.', closed: 1 };
  if (url.includes('/questions/import')) return { questions: [], problems: [], warnings: [], committed: true };
  if (url.includes('/second-markings/')) return { message: 'Marks saved.', flagged: false };
  if (url.includes('/videos/')) return { item: { id: 8, name: 'Lecture 01', video_file_name: 'lecture.mp4' } };
  return { message: 'Saved.' };
}

interface GuardedForm {
  form: string;
  /** What the question says would be lost. */
  what: string;
  render: () => ReturnType<typeof renderConsole>;
  change: (user: User) => Promise<void>;
  save: (user: User) => Promise<void>;
}

const chooseFile = (label: RegExp | string, name: string, type: string) => (user: User) =>
  user.upload(screen.getByLabelText(label), new File(['x'], name, { type }));

const forms: GuardedForm[] = [
  {
    form: 'a subscription grant',
    what: 'the access to grant',
    render: () => renderConsole(<AccessCard learnerId={12} holdings={[]} />),
    change: (user) => user.type(screen.getByRole('textbox', { name: /Days/ }), '30'),
    save: async (user) => {
      await screen.findByRole('option', { name: 'Prelims Test Series 2027' });
      await user.selectOptions(screen.getByRole('combobox', { name: /Subscription/ }), '3');
      await user.click(screen.getByRole('button', { name: 'Grant access' }));
      // Granted, the form starts again empty.
      await vi.waitFor(() => expect(screen.getByRole('textbox', { name: /Days/ })).toHaveValue(''));
    },
  },
  {
    form: 'a key-challenge decision',
    what: 'the decision on question 2',
    render: () => renderConsole(<ChallengeDecisionForm question={challenged} />),
    change: (user) => user.click(screen.getByRole('radio', { name: /Reject/ })),
    save: async (user) => {
      await user.type(screen.getByRole('textbox', { name: /Reply to the learners/ }), 'The key stands: see NCERT.');
      await user.click(screen.getByRole('button', { name: 'Decide on question 2' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }));
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
  },
  {
    form: 'closing reported questions with a reply',
    what: 'the reply to the reports of question 5',
    render: () => renderConsole(<ReportsDialogOnPage />),
    change: (user) =>
      user.type(screen.getByRole('textbox', { name: /Reply to the learners/ }), 'Corrected, thank you.'),
    save: async (user) => {
      await user.click(screen.getByRole('button', { name: 'Resolve' }));
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
  },
  {
    form: 'the question CSV import',
    what: 'the questions to import',
    render: () => renderConsole(<ImportPanel testId={9} />),
    change: chooseFile('CSV file', 'questions.csv', 'text/csv'),
    save: async (user) => {
      // The preview and the import both answer 'committed' here: the file is imported.
      await user.click(screen.getByRole('button', { name: 'Preview' }));
      await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled());
    },
  },
  {
    form: "a mains series' evaluators",
    what: 'the evaluators',
    render: () => renderConsole(<SeriesEvaluators libraryId={5} />),
    change: async (user) => user.click(await screen.findByRole('checkbox', { name: 'Vikram Sethi' })),
    save: async (user) => {
      await user.click(screen.getByRole('button', { name: 'Save evaluators' }));
      await screen.findByRole('button', { name: 'Save evaluators' });
      await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Save evaluators' })).toBeEnabled());
    },
  },
  {
    form: "a learner's role",
    what: 'the role',
    render: () => renderConsole(<AccountCard learner={learner} />),
    change: (user) => user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'evaluator'),
    save: async (user) => {
      await user.click(screen.getByRole('button', { name: 'Change role' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Change role' }));
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
  },
  {
    form: 'second marks',
    what: 'the second marks',
    render: () => renderConsole(<MarkAgainCell copy={copy} />),
    change: (user) => user.type(screen.getByRole('textbox', { name: /Your marks/ }), '112'),
    save: async (user) => {
      await user.click(screen.getByRole('button', { name: 'Save marks' }));
      await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Save marks' })).toBeEnabled());
    },
  },
  {
    form: "a lecture's video file",
    what: 'the chosen video file',
    render: () => renderConsole(<VideoFilePanel record={{ id: 8, name: 'Lecture 01' }} slot={LECTURE_FILE} />),
    change: chooseFile('Choose the lecture’s file', 'lecture.mp4', 'video/mp4'),
    save: async (user) => {
      await user.click(screen.getByRole('button', { name: /Upload/ }));
      await vi.waitFor(() => expect(screen.queryByRole('button', { name: /Upload/ })).not.toBeInTheDocument());
    },
  },
];

afterEach(() => vi.unstubAllGlobals());

describe.each(forms)('leaving $form (docs/product.md, "Unsaved changes")', ({ what, render, change, save }) => {
  it('asks after a change, and stays', async () => {
    const user = userEvent.setup();
    answerCalls(server);
    const router = render();
    await change(user);
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    const dialog = await screen.findByRole('dialog', { name: LEAVE_QUESTION });
    expect(within(dialog).getByText(`Your changes to ${what} will be lost.`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/admin/prelims-tests/7');
  });

  it('does not ask without a change', async () => {
    const user = userEvent.setup();
    answerCalls(server);
    const router = render();
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(screen.queryByRole('dialog', { name: LEAVE_QUESTION })).not.toBeInTheDocument();
  });

  it('does not ask once the change is saved', async () => {
    const user = userEvent.setup();
    answerCalls(server);
    const router = render();
    await change(user);
    await save(user);
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(screen.queryByRole('dialog', { name: LEAVE_QUESTION })).not.toBeInTheDocument();
  });
});

describe('the question dialog', () => {
  it('asks on Escape while an image is chosen but not inserted', async () => {
    const user = userEvent.setup();
    answerCalls(server);
    const onClose = vi.fn();
    renderConsole(<QuestionDialog testId={9} question={null} onClose={onClose} />);
    await user.click(screen.getByText('Add an image (map, diagram, graph)'));
    await user.upload(screen.getByLabelText('Image file'), new File(['x'], 'india.png', { type: 'image/png' }));
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: LEAVE_QUESTION });
    expect(within(question).getByText('Your changes to the new question will be lost.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('the reports dialog', () => {
  it('asks on Escape and Cancel once a reply is typed', async () => {
    const user = userEvent.setup();
    answerCalls(server);
    renderConsole(<ReportsDialogOnPage />);
    await user.type(screen.getByRole('textbox', { name: /Reply to the learners/ }), 'Corrected.');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: LEAVE_QUESTION });
    await user.click(within(question).getByRole('button', { name: 'Leave without saving' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
