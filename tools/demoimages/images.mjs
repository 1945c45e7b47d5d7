// The list of demo images: output path (from the repository root), exact size, template and
// the values that fill the template's {{placeholders}}. Add an entry here to add an image.
import { C, chakra, dome, indiaMap, icons, scenes, mark } from './art.mjs';

// "A · B · C" -> items that never break inside; a line may only end after a "·".
export const dotted = (str) => str.split(' · ').map((t, i, a) => `<span class="nw">${t}${i < a.length - 1 ? '&nbsp;·' : ''}</span>`).join(' ');

const brandMark = mark({ size: 34, bowl: '#fff' });

// ---------- 1. carousel hero slides, 960x540 ----------
const hero = (file, d) => ({
  out: `internal/demo/assets/carousel/${file}`, w: 960, h: 540, template: 'hero.html',
  data: {
    mark: brandMark, glow: '#1e3a8a', note: '',
    wheel: chakra({ size: 560, color: '#fff', opacity: 0.06, stroke: 3 }),
    skyline: dome({ width: 960, color: '#fff', opacity: 0.05 }),
    ...d,
  },
});

export const images = [
  hero('hero-prelims-2027.jpg', {
    eyebrow: 'UPSC CSE 2027', title: 'UPSC Prelims<br><em>Test Series 2027</em>',
    subtitle: dotted('Sectional and full-length tests · All-India ranking · Detailed analysis'),
    cta: 'Enrol now', cta2: 'Take a free test', art: scenes.prelims(), note: 'GS Paper I + CSAT · Online and offline',
  }),
  hero('hero-mains-answer-writing.jpg', {
    eyebrow: 'UPSC Mains', title: 'Mains Answer<br><em>Writing Programme</em>',
    subtitle: 'Evaluated by faculty within 7 days', glow: '#1a3f7a',
    cta: 'Join the programme', cta2: 'See a sample copy', art: scenes.mains(), note: 'Daily questions · GS I–IV and Essay',
  }),
  hero('hero-optionals.jpg', {
    eyebrow: 'UPSC CSE Mains', title: '<em>Optional</em><br>Subjects',
    subtitle: dotted('PSIR · Geography · Sociology · Public Administration · Anthropology'),
    cta: 'Choose your optional', cta2: 'Talk to a mentor', art: scenes.optionals(), note: 'Complete syllabus · Notes · Test series',
  }),
  hero('hero-pcs.jpg', {
    eyebrow: 'State Civil Services', title: 'State PCS<br><em>Foundation</em>',
    subtitle: dotted('UPPSC · BPSC · MPPSC · RAS'),
    cta: 'Explore courses', cta2: 'Check exam dates', note: 'Prelims + Mains · State-specific GS',
    art: `<div style="width:380px;height:400px;display:flex;align-items:center;justify-content:center">${indiaMap({
      width: 350, dots: true, fill: 'rgba(255,255,255,.10)', stroke: 'rgba(255,255,255,.85)', labelSize: 17,
      pins: [
        { city: 'jaipur', label: 'RAS', dx: -14, dy: -6 }, { city: 'lucknow', label: 'UPPSC', dx: 6, dy: -26 },
        { city: 'patna', label: 'BPSC', dx: 12, dy: 16 }, { city: 'bhopal', label: 'MPPSC', dx: -14, dy: 16 },
      ],
    })}</div>`,
  }),
];

// ---------- 2. topper slides, desktop 1600x500 and mobile 750x900 ----------
const toppers = [
  { n: 1, name: 'Ananya Sharma', initials: 'AS', rank: 'AIR 14, CSE 2025', rankShort: 'AIR 14', exam: 'CSE 2025',
    grad: 'linear-gradient(135deg, #f59e0b 0%, #d97706 100%)',
    quote: 'Writing full-length tests under exam conditions fixed my time management, and the analysis showed exactly where I lost marks.',
    quoteShort: 'The full-length tests fixed my time management, and the analysis showed me exactly where I was losing marks.' },
  { n: 2, name: 'Rohit Verma', initials: 'RV', rank: 'AIR 37, CSE 2025', rankShort: 'AIR 37', exam: 'CSE 2025',
    grad: 'linear-gradient(135deg, #3b82f6 0%, #1e3a8a 100%)',
    quote: 'The All-India ranking told me honestly where I stood every fortnight, and the explanations were as useful as the notes.',
    quoteShort: 'The All-India ranking told me honestly where I stood, and the test explanations were as useful as notes.' },
  { n: 3, name: 'Meera Nair', initials: 'MN', rank: 'Rank 3, UPPSC 2024', rankShort: 'Rank 3', exam: 'UPPSC 2024',
    grad: 'linear-gradient(135deg, #16a34a 0%, #0f5e2a 100%)',
    quote: 'The Uttar Pradesh special tests covered the state’s history, economy and schemes in depth. I walked into the hall confident.',
    quoteShort: 'The Uttar Pradesh special tests covered the state in real depth. I walked into the exam hall confident.' },
];
for (const t of toppers) {
  const data = { ...t, mark: brandMark };
  images.push({
    out: `internal/demo/assets/toppers/topper-${t.n}-desktop.jpg`, w: 1600, h: 500, template: 'topper-desktop.html',
    data: { ...data, wheel: chakra({ size: 420, opacity: 0.07 }), skyline: dome({ width: 760, opacity: 0.05 }) },
  });
  images.push({
    out: `internal/demo/assets/toppers/topper-${t.n}-mobile.jpg`, w: 750, h: 900, template: 'topper-mobile.html',
    data: { ...data, wheel: chakra({ size: 500, opacity: 0.06 }), skyline: dome({ width: 750, opacity: 0.06 }) },
  });
}

// ---------- 3. testimonial avatars, 320x320 (illustrated: initials on a gradient) ----------
const people = [
  ['t-ananya.jpg', 'AS', 'linear-gradient(135deg, #f59e0b 0%, #d97706 50%, #9a3412 100%)'],
  ['t-rohit.jpg', 'RV', 'linear-gradient(135deg, #60a5fa 0%, #1d4ed8 50%, #0b1f4b 100%)'],
  ['t-meera.jpg', 'MN', 'linear-gradient(135deg, #4ade80 0%, #16a34a 45%, #0f4d24 100%)'],
  ['t-arjun.jpg', 'AM', 'linear-gradient(135deg, #818cf8 0%, #4338ca 50%, #1e1b4b 100%)'],
  ['t-fatima.jpg', 'FK', 'linear-gradient(135deg, #2dd4bf 0%, #0d9488 50%, #134e4a 100%)'],
  ['t-karan.jpg', 'KS', 'linear-gradient(135deg, #fb923c 0%, #e11d48 55%, #7f1d1d 100%)'],
];
for (const [file, initials, grad] of people) {
  images.push({
    out: `internal/demo/assets/testimonials/${file}`, w: 320, h: 320, template: 'avatar.html',
    data: { initials, grad },
  });
}

// ---------- 4. popover ad, 600x600 ----------
images.push({
  out: 'internal/demo/assets/popover/popover-foundation-2027.jpg', w: 600, h: 600, template: 'popover.html',
  data: {
    mark: brandMark,
    wheel: chakra({ size: 420, opacity: 0.06 }),
    tick: '<svg width="14" height="14" viewBox="0 0 14 14"><path d="M2.5 7.5l3 3 6-7" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  },
});

// ---------- 5. course thumbnails, 640x360 ----------
const THEMES = {
  notes: { kind: 'Notes', bg: 'linear-gradient(135deg, #1d4ed8 0%, #1e3a8a 55%, #0b1f4b 100%)', accent: '#fbbf24', chipText: C.navy },
  prelims: { kind: 'Prelims · Test series', bg: 'linear-gradient(135deg, #13306e 0%, #0b1f4b 70%)', accent: C.saffron, chipText: C.navy },
  mains: { kind: 'Mains', bg: 'linear-gradient(135deg, #312e81 0%, #1e1b4b 55%, #0b1f4b 100%)', accent: '#fbbf24', chipText: C.navy },
  video: { kind: 'Video course', bg: 'linear-gradient(135deg, #0f3a80 0%, #0b1f4b 60%, #081636 100%)', accent: '#ffffff', chipText: C.navy },
  optional: { kind: 'Optional', bg: 'linear-gradient(135deg, #0f766e 0%, #134e6f 50%, #0b1f4b 100%)', accent: '#fbbf24', chipText: C.navy },
  pcs: { kind: 'State PCS', bg: 'linear-gradient(135deg, #14532d 0%, #0f3b46 45%, #0b1f4b 100%)', accent: '#4ade80', chipText: '#052e16' },
};
const playTri = '<svg width="24" height="24" viewBox="0 0 24 24"><path d="M7 4.5v15l12.5-7.5z" fill="#0b1f4b"/></svg>';
const pcsMap = (city) => indiaMap({ width: 172, fill: 'rgba(255,255,255,.14)', stroke: '#fff', sw: 2.8, pins: [{ city }], pinR: 10, pinColor: '#fbbf24' });
const thumbs = [
  ['notes-gs-prelims.jpg', 'notes', 'GS Prelims Notes', 'Static GS in subject-wise booklets', icons.notes()],
  ['notes-gs-mains.jpg', 'notes', 'GS Mains Notes', 'GS I to IV · Answer-ready notes', icons.notebook()],
  ['notes-current-affairs.jpg', 'notes', 'Current Affairs Monthly', 'Monthly magazines with practice questions', icons.newspaper()],
  ['notes-csat.jpg', 'notes', 'CSAT Notes', 'Quant · Reasoning · Comprehension', icons.maths()],
  ['free-notes-sample.jpg', 'notes', 'Free Notes Sample', 'National Income · A complete booklet', icons.notes()],
  ['free-prelims-mock.jpg', 'prelims', 'Free Prelims Mock Test', 'Full GS test · All-India ranking', icons.omrClock()],
  ['prelims-ts-2027.jpg', 'prelims', 'Prelims Test Series 2027', 'Negative marking · All-India ranking', icons.omrClock()],
  // A classroom batch is named without a year, so the demo reads true whenever it is loaded.
  ['prelims-crash-offline.jpg', 'prelims', 'Prelims Crash Test Series', 'Classroom tests · Delhi centre', icons.omrClock()],
  ['prelims-csat-ts.jpg', 'prelims', 'CSAT Test Series', 'Timed tests for Paper II', icons.mathsClock()],
  ['prelims-sectional.jpg', 'prelims', 'Sectional Tests: Polity, Economy, Environment', 'Topic-wise tests', icons.sectional(), 34],
  ['mains-ts-2027.jpg', 'mains', 'Mains Test Series 2027', 'GS I to III · Evaluated in 7 days', icons.answerPen()],
  ['mains-essay.jpg', 'mains', 'Essay Test Series', 'Essay papers · One-to-one feedback', icons.nib()],
  ['mains-ethics.jpg', 'mains', 'Ethics Case Studies', 'GS IV, from theory to case studies', icons.scales()],
  ['video-gs-foundation.jpg', 'video', 'GS Foundation Video Course', 'Lectures · Notes · Test series', icons.dome(), 0, true],
  ['video-polity.jpg', 'video', 'Indian Polity Video Course', 'Constitution and governance', icons.pillar(), 0, true],
  ['video-economy.jpg', 'video', 'Indian Economy Video Course', 'Concepts to current policy', icons.rupeeChart(), 0, true],
  ['optional-psir.jpg', 'optional', 'PSIR Optional', 'Papers I and II · Answer writing', icons.psir()],
  ['optional-geography.jpg', 'optional', 'Geography Optional', 'Physical · Human · Maps and diagrams', icons.mountain()],
  ['optional-sociology.jpg', 'optional', 'Sociology Optional', 'Thinkers · Theory · Indian society', icons.people()],
  ['optional-pubad.jpg', 'optional', 'Public Administration Optional', 'Theory with Indian administration', icons.orgChart(), 36],
  ['optional-anthropology.jpg', 'optional', 'Anthropology Optional', 'Test series · Evaluated by faculty', icons.pot()],
  ['pcs-uppsc.jpg', 'pcs', 'UPPSC Complete Course', 'Prelims, Mains and UP special', pcsMap('lucknow')],
  ['pcs-bpsc.jpg', 'pcs', 'BPSC Prelims + Mains', '70th BPSC · Bihar special included', pcsMap('patna')],
  ['pcs-mppsc.jpg', 'pcs', 'MPPSC Test Series', 'MP special · Full-length tests', pcsMap('bhopal')],
  ['pcs-ras.jpg', 'pcs', 'RAS Foundation', 'Jaipur batch · Rajasthan GK', pcsMap('jaipur')],
  ['pcs-mpsc.jpg', 'pcs', 'MPSC Rajyaseva Test Series', 'Marathi and English · Maharashtra GS', pcsMap('pune')],
];
for (const [file, theme, title, meta, icon, size = 0, video = false] of thumbs) {
  const t = THEMES[theme];
  images.push({
    out: `internal/demo/assets/thumbnails/${file}`, w: 640, h: 360, template: 'thumbnail.html',
    data: {
      ...t, title, meta, size: String(size || 40), mark: mark({ size: 24, bowl: '#fff' }),
      icon: icon.replace('width="120" height="120"', 'width="132" height="132"'),
      play: video ? playTri : '', wheel: chakra({ size: 440, opacity: 0.05 }),
    },
  });
}

// ---------- 6. one thumbnail per note, 640x360: the note's name on its library's colours ----------
// Each note of internal/demo/data/libraries.yaml points at its own file here, so no two notes of
// a library look alike and the picture names the note.
const slug = (text) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
// "Indian Polity: Constitution, Rights ..." -> title "Indian Polity", detail the rest.
const titleAndDetail = (name, fallback) => {
  const i = name.indexOf(': ');
  return i > 0 ? [name.slice(0, i), name.slice(i + 2)] : [name, fallback];
};
const noteSize = (title) => (title.length <= 22 ? 40 : title.length <= 34 ? 34 : title.length <= 48 ? 30 : 26);
const noteThumbs = [
  ['GS Prelims Notes 2027', 'Indian Polity: Constitution, Rights and the Basic Structure', icons.pillar()],
  ['GS Prelims Notes 2027', 'Modern Indian History: From Plassey to Independence', icons.dome()],
  ['GS Prelims Notes 2027', 'Indian Geography: Physiography, Drainage and Climate', icons.mountain()],
  ['GS Prelims Notes 2027', 'Environment and Ecology: Concepts, Biodiversity and Conventions', icons.globe()],
  ['GS Mains Notes (GS I to IV)', 'GS Paper I: Indian Society and Social Issues', icons.people()],
  ['GS Mains Notes (GS I to IV)', 'GS Paper II: Federalism, Parliament and Accountability', icons.pillar()],
  ['GS Mains Notes (GS I to IV)', 'GS Paper III: Indian Economy - Inflation, Fiscal Policy and Agriculture', icons.rupeeChart()],
  ['GS Mains Notes (GS I to IV)', 'GS Paper IV: Ethics, Integrity and Aptitude', icons.scales()],
  ['Current Affairs Monthly 2026-27', 'Cooperative Federalism and the Finance Commission', icons.newspaper(), 'GS II · Polity and governance in the news'],
  ['Current Affairs Monthly 2026-27', "India's Climate Commitments and the Energy Transition", icons.globe(), 'GS III · Environment and energy in the news'],
  ['CSAT Notes', 'CSAT: Number System and Percentages', icons.maths()],
  ['CSAT Notes', 'CSAT: Reading Comprehension Strategy', icons.notes()],
  ['Free Notes Sample', 'Indian Economy: National Income and Its Measurement', icons.rupee()],
  // The Hindi note: its file is named in Latin letters (slug() keeps only those).
  ['GS Prelims Notes 2027', 'भारतीय राजव्यवस्था: संविधान की प्रस्तावना और मौलिक अधिकार', icons.pillar(), undefined,
    'bharatiya-rajvyavastha-prastavana-aur-maulik-adhikar'],
];
for (const [library, name, icon, about, file = slug(name)] of noteThumbs) {
  const [title, detail] = titleAndDetail(name, about);
  images.push({
    out: `internal/demo/assets/notes/${file}.jpg`, w: 640, h: 360, template: 'thumbnail.html',
    data: {
      ...THEMES.notes, kind: library, title, meta: detail, size: String(noteSize(title)),
      mark: mark({ size: 24, bowl: '#fff' }),
      icon: icon.replace('width="120" height="120"', 'width="132" height="132"'),
      play: '', wheel: chakra({ size: 440, opacity: 0.05 }),
    },
  });
}

// ---------- 7. one poster per lecture video, 640x360: its number, topic, course and subject ----------
const SUBJECTS = {
  polity: ['Polity', icons.pillar, '#1e3a8a'],
  history: ['History', icons.dome, '#5b2a86'],
  geography: ['Geography', icons.mountain, '#0f4c6e'],
  economy: ['Economy', icons.rupeeChart, '#13306e'],
  psir: ['PSIR', icons.psir, '#0f766e'],
  sociology: ['Sociology', icons.people, '#7c2d12'],
  pubad: ['Public Admin', icons.orgChart, '#134e4a'],
};
const lectureSize = (title) => (title.length <= 26 ? 44 : title.length <= 40 ? 38 : title.length <= 56 ? 32 : 27);
const lectures = [
  ['GS Foundation Lectures', 'Lecture 01: Making of the Constitution', 'polity'],
  ['GS Foundation Lectures', 'Lecture 02: Physiography of India', 'geography'],
  ['GS Foundation Lectures', 'Lecture 03: The Revolt of 1857', 'history'],
  ['GS Foundation Lectures', 'Lecture 04: National Income - Basic Concepts', 'economy'],
  ['Indian Polity Video Course', 'Lecture 01: The Preamble and Salient Features of the Constitution', 'polity'],
  ['Indian Polity Video Course', 'Lecture 02: Fundamental Rights - Articles 12 to 35', 'polity'],
  ['Indian Polity Video Course', 'Lecture 03: Parliament - Composition and Law-Making', 'polity'],
  ['Indian Economy Video Course', 'Lecture 01: Growth, Development and Their Measurement', 'economy'],
  ['Indian Economy Video Course', 'Lecture 02: Money, Banking and the Reserve Bank of India', 'economy'],
  ['Indian Economy Video Course', 'Lecture 03: Government Budgeting and Fiscal Policy', 'economy'],
  ['PSIR Lectures', "Lecture 01: Plato's Theory of Justice", 'psir'],
  ['PSIR Lectures', 'Lecture 02: Realism and Neorealism in International Relations', 'psir'],
  ['Geography Optional Lectures', 'Lecture 01: Plate Tectonics and the Origin of Landforms', 'geography'],
  ['Geography Optional Lectures', 'Lecture 02: Central Place Theory and Settlement Systems', 'geography'],
  ['Sociology Optional Lectures', 'Lecture 01: Durkheim and the Division of Labour in Society', 'sociology'],
  ['Sociology Optional Lectures', 'Lecture 02: Caste - Features, Dominant Caste and Change', 'sociology'],
  ['Public Administration Lectures', 'Lecture 01: Max Weber and the Bureaucratic Model', 'pubad'],
  ['Public Administration Lectures', 'Lecture 02: New Public Management and New Public Service', 'pubad'],
  ['UPPSC Lectures', 'Lecture 01: Geography of Uttar Pradesh', 'geography'],
  ['UPPSC Lectures', 'Lecture 02: Uttar Pradesh in the Revolt of 1857 and the National Movement', 'history'],
  ['BPSC Lectures', 'Lecture 01: Ancient Bihar - Magadha, the Mauryas and Nalanda', 'history'],
  ['BPSC Lectures', 'Lecture 02: Bihar in the Freedom Struggle', 'history'],
  ['RAS Foundation Lectures', 'Lecture 01: Physical Geography of Rajasthan', 'geography'],
  ['RAS Foundation Lectures', 'Lecture 02: History of Rajasthan - Rajput States and the Integration of Rajasthan', 'history'],
];
for (const [course, name, subject] of lectures) {
  const [lecture, topic] = titleAndDetail(name, '');
  const [label, icon, c1] = SUBJECTS[subject];
  const number = lecture.replace(/\D+/g, '');
  images.push({
    out: `internal/demo/assets/lectures/${slug(course.replace(/ (Lectures|Video Course)$/, ''))}-${number}.jpg`,
    w: 640, h: 360, template: 'lecture.html',
    data: {
      lecture, title: topic, course, subject: label, c1, size: String(lectureSize(topic)),
      mark: mark({ size: 26, bowl: '#fff' }), watermark: icon({ size: 300 }).replaceAll(C.saffron, '#fff'),
    },
  });
}

// ---------- 8. social preview, 1200x630 ----------
images.push({
  out: 'web/public/images/og-image.jpg', w: 1200, h: 630, template: 'og.html',
  data: {
    mark: mark({ size: 84, bowl: '#fff' }),
    wheel: chakra({ size: 560, opacity: 0.05 }),
    skyline: dome({ width: 1200, opacity: 0.06 }),
    map: indiaMap({ width: 380, dots: true, fill: 'rgba(255,255,255,.10)', stroke: 'rgba(255,255,255,.8)', sw: 2,
      pins: [{ city: 'delhi' }, { city: 'lucknow' }, { city: 'patna' }, { city: 'bhopal' }, { city: 'jaipur' }] }),
  },
});

// ---------- 9. a question's picture, 640x700 ----------
// The outline map of the demo's map question (GS Test 04, in English and Hindi): four state
// capitals numbered 1 to 4 and not named, as a paper prints them; the numbers are the same in both
// languages. Stored where an uploaded question image is (img/, internal/demo).
images.push({
  out: 'internal/demo/assets/questions/india-four-capitals.jpg', w: 640, h: 700, template: 'question-map.html',
  data: {
    w: '640', h: '700',
    map: indiaMap({ width: 600, fill: '#f8fafc', stroke: '#0b1f4b', sw: 1.6, pinColor: '#b45309', labelColor: '#fff',
      labelBg: '#0b1f4b', labelSize: 15, pinR: 4.5,
      pins: [
        { city: 'jaipur', label: '1', dx: -10, dy: -4 }, { city: 'bhopal', label: '2', dx: -10, dy: 10 },
        { at: [91.88, 25.57], label: '3', dx: 8, dy: 14 }, { at: [77.59, 12.97], label: '4', dx: 10, dy: 0 },
      ] }),
  },
});
