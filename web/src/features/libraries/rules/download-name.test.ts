import { describe, expect, it } from 'vitest';
import { downloadFailedMessage, downloadFileName, safeFileName } from './download-name';

describe('download file names', () => {
  it('replaces everything but letters, digits, underscore and hyphen with an underscore', () => {
    expect(safeFileName('Indian Polity: Constitution, Rights & the Basic-Structure_2027')).toBe(
      'Indian_Polity__Constitution__Rights___the_Basic-Structure_2027',
    );
  });

  it('keeps letters of any script with their vowel signs, and counts a character outside the basic plane as one', () => {
    expect(safeFileName('नोट्स')).toBe('नोट्स');
    expect(safeFileName('भारतीय राजव्यवस्था: संविधान २०२७')).toBe('भारतीय_राजव्यवस्था__संविधान_२०२७');
    expect(safeFileName('GS 📘')).toBe('GS__');
    // A direction override would show the saved name backwards ("fdp.exe" as "exe.pdf").
    expect(safeFileName('notes\u202Efdp.exe')).toBe('notes_fdp_exe');
  });

  it('adds the note suffixes, and uses the fixed names for a note without a name', () => {
    expect(downloadFileName('Modern History', 'topic')).toBe('Modern_History_topic.pdf');
    expect(downloadFileName('Modern History', 'source')).toBe('Modern_History_source.pdf');
    expect(downloadFileName('Modern History', 'primary')).toBe('Modern_History_primary.pdf');
    expect(downloadFileName('', 'topic')).toBe('topic_note.pdf');
    expect(downloadFileName(null, 'source')).toBe('source_note.pdf');
    expect(downloadFileName('  ', 'primary')).toBe('primary_note.pdf');
  });

  it('names test, mains and video files', () => {
    expect(downloadFileName('GS Test 01: Indian Polity', 'question')).toBe('GS_Test_01__Indian_Polity_question.pdf');
    expect(downloadFileName('GS Test 01', 'explanation')).toBe('GS_Test_01_explanation.pdf');
    expect(downloadFileName('Mains Test 2', 'model_answer')).toBe('Mains_Test_2_model_answer.pdf');
    expect(downloadFileName('Mains Test 2', 'evaluated')).toBe('Mains_Test_2_evaluated.pdf');
    expect(downloadFileName('Lecture 1: Polity', 'video')).toBe('Lecture_1__Polity.pdf');
  });

  it('words the failure toasts with each file’s label', () => {
    expect(downloadFailedMessage('question')).toBe('Failed to download Question PDF. Please try again.');
    expect(downloadFailedMessage('model_answer')).toBe('Failed to download Model Answer PDF. Please try again.');
    expect(downloadFailedMessage('evaluated')).toBe('Failed to download Evaluated Answer PDF. Please try again.');
    expect(downloadFailedMessage('topic')).toBe('Failed to download Topic PDF. Please try again.');
    expect(downloadFailedMessage('video')).toBe('Failed to download PDF. Please try again.');
  });
});
