/**
 * Every interface text in each language. While the interface is being translated area by area
 * each area keeps its own part; the parts merge into one resource per language.
 */
import authEn from './parts/auth.en.json';
import authHi from './parts/auth.hi.json';
import catalogEn from './parts/catalog.en.json';
import catalogHi from './parts/catalog.hi.json';
import commonEn from './parts/common.en.json';
import commonHi from './parts/common.hi.json';
import contentEn from './parts/content.en.json';
import contentHi from './parts/content.hi.json';
import layoutEn from './parts/layout.en.json';
import layoutHi from './parts/layout.hi.json';
import librariesEn from './parts/libraries.en.json';
import librariesHi from './parts/libraries.hi.json';
import quizEn from './parts/quiz.en.json';
import quizHi from './parts/quiz.hi.json';
import reportEn from './parts/report.en.json';
import reportHi from './parts/report.hi.json';
import resultsEn from './parts/results.en.json';
import resultsHi from './parts/results.hi.json';

export const en = {
  ...commonEn,
  ...layoutEn,
  ...authEn,
  ...catalogEn,
  ...contentEn,
  ...librariesEn,
  ...quizEn,
  ...resultsEn,
  ...reportEn,
};

export const hi = {
  ...commonHi,
  ...layoutHi,
  ...authHi,
  ...catalogHi,
  ...contentHi,
  ...librariesHi,
  ...quizHi,
  ...resultsHi,
  ...reportHi,
};
