/**
 * A learner's answer to one question: a value of the question's kind (docs/product.md, "Question
 * kinds"). The sheet holds it, autosave and submit send it, a resumed attempt restores it, and
 * the question's answer component (components/AnswerInput) gives it. Today there is one kind,
 * single choice: the option chosen. A new kind is a member of AnswerValue, its wire form in the
 * two functions below, and its component in AnswerInput; the server's side is a Kind in Go
 * (docs/architecture.md, "Adding a question kind").
 */

export type AnswerValue = { kind: 'single_choice'; optionId: number };

export type QuestionKind = AnswerValue['kind'];

export function singleChoice(optionId: number): AnswerValue {
  return { kind: 'single_choice', optionId };
}

/** An answer as autosave and submit send it: the contract's selectedOption for single choice. */
export interface AnswerWire {
  selectedOption: number | null;
}

/** The wire form of an answer (undefined: none, sent as a null option). */
export function answerWire(answer: AnswerValue | undefined): AnswerWire {
  return { selectedOption: answer?.optionId ?? null };
}

/** The answer a wire form holds, as the sheet keeps it (undefined: none). */
export function answerOfWire(wire: AnswerWire): AnswerValue | undefined {
  return wire.selectedOption === null ? undefined : singleChoice(wire.selectedOption);
}
