import { describe, expect, it } from 'vitest';
import { fieldMessages } from '@/test/schema';
import { evaluationSchema } from './evaluation-schema';
import { grantSchema } from './grant-schema';
import { questionFormSchema, questionFormValues, questionPayload } from './question-schema';

const pdf = new File(['%PDF-1.4'], 'evaluated.pdf', { type: 'application/pdf' });

describe('evaluation form', () => {
  const schema = evaluationSchema(40);

  it('lets a correction keep the copy already given: no new PDF needed', () => {
    expect(fieldMessages(evaluationSchema(40, true), { marks: '30', remarks: 'Kept.', evaluatedPDF: null })).toEqual(
      {},
    );
  });

  it('takes marks from 0 to the maximum with two decimals, and needs the evaluated PDF', () => {
    expect(fieldMessages(schema, { marks: '27.5', remarks: '', evaluatedPDF: pdf })).toEqual({});
    expect(fieldMessages(schema, { marks: '40', remarks: '', evaluatedPDF: pdf })).toEqual({});
    expect(fieldMessages(schema, { marks: '40.01', remarks: '', evaluatedPDF: null })).toEqual({
      marks: 'Give marks from 0 to 40, with at most two decimals.',
      evaluatedPDF: 'Please select the evaluated PDF.',
    });
    expect(fieldMessages(schema, { marks: '12.345', remarks: '', evaluatedPDF: pdf })).toEqual({
      marks: 'Give marks from 0 to 40, with at most two decimals.',
    });
    expect(fieldMessages(schema, { marks: '', remarks: 'x'.repeat(5001), evaluatedPDF: pdf })).toEqual({
      marks: 'Give marks from 0 to 40, with at most two decimals.',
      remarks: 'Remarks must be at most 5,000 characters.',
    });
  });
});

describe('question form', () => {
  const valid = {
    ...questionFormValues(null),
    description: 'Which Article guarantees equality before law?',
    options: [
      { text: 'Article 12', text_hi: '' },
      { text: 'Article 14', text_hi: '' },
    ],
    correct: '2',
  };

  it('needs the question, 2 to 6 filled options and the correct one', () => {
    expect(fieldMessages(questionFormSchema, valid)).toEqual({});
    expect(
      fieldMessages(questionFormSchema, {
        ...valid,
        description: ' ',
        options: [{ text: 'Only one', text_hi: '' }],
        correct: '',
      }),
    ).toEqual({
      description: 'The question is required.',
      options: 'Give from 2 to 6 options, none of them empty.',
      correct: 'Choose which option is correct.',
    });
    expect(fieldMessages(questionFormSchema, { ...valid, correct: '3' })).toEqual({
      correct: 'Choose which option is correct.',
    });
  });

  it('sends options as a list and the correct one by position', () => {
    expect(questionPayload({ ...valid, topic: 'Polity' })).toEqual({
      description: 'Which Article guarantees equality before law?',
      explanation: '',
      topic: 'Polity',
      difficulty: 'medium',
      options: ['Article 12', 'Article 14'],
      correct: 2,
      description_hi: '',
      explanation_hi: '',
      options_hi: [],
    });
  });

  it('takes a Hindi version whole or not at all, and sends it beside the first', () => {
    const hindi = {
      ...valid,
      description_hi: 'विधि के समक्ष समता की गारंटी कौन-सा अनुच्छेद देता है?',
      options: [
        { text: 'Article 12', text_hi: 'अनुच्छेद 12' },
        { text: 'Article 14', text_hi: 'अनुच्छेद 14' },
      ],
    };
    expect(fieldMessages(questionFormSchema, hindi)).toEqual({});
    expect(questionPayload(hindi).options_hi).toEqual(['अनुच्छेद 12', 'अनुच्छेद 14']);
    expect(
      fieldMessages(questionFormSchema, {
        ...hindi,
        options: [hindi.options[0], { text: 'Article 14', text_hi: '' }],
      }),
    ).toEqual({ options: 'Give every option in Hindi too, or leave the whole Hindi version empty.' });
    expect(fieldMessages(questionFormSchema, { ...hindi, description_hi: '' })).toEqual({
      description_hi: 'Give the Hindi question too, or leave the whole Hindi version empty.',
    });
  });
});

describe('grant form', () => {
  it('needs a subscription; days may be empty, else 1 to 3650', () => {
    expect(fieldMessages(grantSchema, { subscriptionId: '', days: '0' })).toEqual({
      subscriptionId: 'Choose a subscription.',
      days: 'Days must be from 1 to 3650, or empty for access without an end.',
    });
    expect(fieldMessages(grantSchema, { subscriptionId: '3', days: '' })).toEqual({});
    expect(fieldMessages(grantSchema, { subscriptionId: '3', days: '365' })).toEqual({});
  });
});
