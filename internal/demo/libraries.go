package demo

import (
	"context"
	"fmt"
	"maps"
	"math"
	"path"
	"slices"
	"strings"
	"time"

	"aspirant/internal/platform/indiatime"
	"aspirant/internal/platform/locale"
	"aspirant/internal/platform/stafftext"
	"aspirant/internal/wire"
)

// librariesData is data/libraries.yaml: what the demo's libraries hold.
type librariesData struct {
	Notes []struct {
		Library string     `yaml:"library"`
		Notes   []demoNote `yaml:"notes"`
	} `yaml:"notes"`
	Prelims []struct {
		Library string     `yaml:"library"`
		Tests   []demoTest `yaml:"tests"`
	} `yaml:"prelims"`
	Mains []struct {
		Library string          `yaml:"library"`
		Tests   []demoMainsTest `yaml:"tests"`
		Daily   []demoDaily     `yaml:"daily"`
	} `yaml:"mains"`
	Videos []struct {
		Library string      `yaml:"library"`
		Videos  []demoVideo `yaml:"videos"`
	} `yaml:"videos"`
}

// add appends the contents of another data file.
func (d *librariesData) add(more librariesData) {
	d.Notes = append(d.Notes, more.Notes...)
	d.Prelims = append(d.Prelims, more.Prelims...)
	d.Mains = append(d.Mains, more.Mains...)
	d.Videos = append(d.Videos, more.Videos...)
}

// A note, like a mains test and a video, says its Languages as a prelims test does: "en" (the
// default), "hi" or "en,hi" (docs/product.md, "Languages of notes, tests and videos").
type demoNote struct {
	Name        string `yaml:"name"`
	Description string `yaml:"description"`
	Year        int    `yaml:"year"`
	Thumbnail   string `yaml:"thumbnail"`
	Languages   string `yaml:"languages"`
	// Slug names the note's files when its name has no Latin letters to make one of (Hindi).
	Slug string `yaml:"slug"`
	PDF  struct {
		Topic   document `yaml:"topic"`
		Source  document `yaml:"source"`
		Primary document `yaml:"primary"`
	} `yaml:"pdf"`
}

// key names the note's documents among the demo's files.
func (n demoNote) key() string {
	if n.Slug != "" {
		return n.Slug
	}
	return slugify(n.Name)
}

type demoTest struct {
	Name        string `yaml:"name"`
	Slug        string `yaml:"slug"`
	Description string `yaml:"description"`
	// Translations are its name and description in other languages: language, field (as the
	// console names it), text (docs/product.md, "Languages of staff texts").
	Translations    map[string]map[string]string `yaml:"translations"`
	DurationMinutes int                          `yaml:"duration_minutes"`
	TotalAttempts   int                          `yaml:"total_attempts"`
	Marks           struct {
		Correct     float64 `yaml:"correct"`
		Incorrect   float64 `yaml:"incorrect"`
		Unattempted float64 `yaml:"unattempted"`
	} `yaml:"marks"`
	DiscussionVideo string         `yaml:"discussion_video"`
	Questions       []demoQuestion `yaml:"questions"`
	// Languages: "en" (the default), "hi" or "en,hi"; a bilingual test's questions have a
	// Hindi version (docs/product.md, "Languages of a test").
	Languages string `yaml:"languages"`
	// CSAT pairs a GS paper with the CSAT paper of its library, named by slug (docs/product.md,
	// "CSAT").
	CSAT string `yaml:"csat"`
	// Window makes an all-India mock of the test (docs/product.md, "Live tests").
	Window *demoWindow `yaml:"window"`
}

// demoWindow is a live test's window: on Day days from the loader's today, India time (-1
// yesterday, 1 tomorrow), from Opens to Closes ("10:00", "12:30"). Counted from the loader's
// clock, the demo always has a mock to wait for and one just over.
type demoWindow struct {
	Day    int    `yaml:"day"`
	Opens  string `yaml:"opens"`
	Closes string `yaml:"closes"`
}

// times answers the window's opening and closing on the day it falls on, counted from now.
func (d demoWindow) times(now time.Time) (opens, closes time.Time, err error) {
	day := istDay(now).AddDate(0, 0, d.Day)
	at := func(clock string) (time.Time, error) {
		t, err := time.Parse("15:04", clock)
		if err != nil {
			return time.Time{}, fmt.Errorf("window time %q: want HH:MM", clock)
		}
		return day.Add(time.Duration(t.Hour())*time.Hour + time.Duration(t.Minute())*time.Minute).UTC(), nil
	}
	if opens, err = at(d.Opens); err != nil {
		return
	}
	closes, err = at(d.Closes)
	return
}

type demoQuestion struct {
	Text        string   `yaml:"text"`
	Topic       string   `yaml:"topic"`
	Difficulty  string   `yaml:"difficulty"`
	Options     []string `yaml:"options"`
	Answer      int      `yaml:"answer"`
	Explanation string   `yaml:"explanation"`
	// Translations are the question's versions in the test's other languages, by language code
	// (docs/product.md, "Languages of a test"): each all of it, one option for each option.
	Translations map[string]demoVersion `yaml:"translations"`
}

// demoVersion is a question's text, options and explanation in one language.
type demoVersion struct {
	Text        string   `yaml:"text"`
	Options     []string `yaml:"options"`
	Explanation string   `yaml:"explanation"`
}

type demoMainsTest struct {
	Name            string   `yaml:"name"`
	Description     string   `yaml:"description"`
	OpensDays       int      `yaml:"opens_days"`
	ClosesDays      int      `yaml:"closes_days"`
	MaximumScore    int      `yaml:"maximum_score"`
	DiscussionVideo string   `yaml:"discussion_video"`
	Questions       []string `yaml:"questions"`
	ModelAnswer     []string `yaml:"model_answer"`
	Languages       string   `yaml:"languages"`
}

type demoVideo struct {
	Name            string `yaml:"name"`
	Description     string `yaml:"description"`
	DurationMinutes int    `yaml:"duration_minutes"`
	Poster          string `yaml:"poster"`
	DriveLink       string `yaml:"drive_link"`
	// VideoFile is a lecture file under assets/ that plays instead of the Drive link, from the
	// site's own store (docs/product.md, "Videos"); DurationSeconds, when set, is its length.
	VideoFile       string   `yaml:"video_file"`
	DurationSeconds int      `yaml:"duration_seconds"`
	PDF             document `yaml:"pdf"`
	Languages       string   `yaml:"languages"`
}

const pdfFooter = "Aspirant Learning Private Limited - for enrolled learners only"

// renderDocuments makes every PDF of the libraries and stores it as a private file, answering
// key -> file id. Keys are stable (demo/docs/...), so the writer finds them by the same names.
// The lectures' video files are stored with them (demo/videos/...).
func (l *Loader) renderDocuments(ctx context.Context, data librariesData) (map[string]int64, error) {
	docs := map[string]document{}
	for _, lib := range data.Notes {
		for _, n := range lib.Notes {
			base := "demo/docs/notes/" + n.key()
			docs[base+"-topic.pdf"], docs[base+"-source.pdf"], docs[base+"-primary.pdf"] = n.PDF.Topic, n.PDF.Source, n.PDF.Primary
		}
	}
	for _, lib := range data.Prelims {
		for _, t := range lib.Tests {
			question, explanation := testPapers(t)
			docs["demo/docs/prelims/"+t.Slug+"-question.pdf"] = question
			docs["demo/docs/prelims/"+t.Slug+"-explanation.pdf"] = explanation
		}
	}
	for _, lib := range data.Mains {
		for _, t := range lib.Tests {
			question, model := mainsPapers(t)
			docs["demo/docs/mains/"+slugify(t.Name)+"-question.pdf"] = question
			docs["demo/docs/mains/"+slugify(t.Name)+"-model-answer.pdf"] = model
		}
	}
	for _, lib := range data.Videos {
		for _, v := range lib.Videos {
			docs["demo/docs/videos/"+slugify(lib.Library+" "+v.Name)+".pdf"] = v.PDF
		}
	}
	ids := make(map[string]int64, len(docs))
	for key, doc := range docs {
		if doc.empty() {
			continue // a note without this part (the Hindi note has its topic-wise PDF only)
		}
		body, err := doc.pdf()
		if err != nil {
			return nil, fmt.Errorf("demo document %s: %w", key, err)
		}
		f, err := l.Media.SaveAt(ctx, key, false, key[strings.LastIndexByte(key, '/')+1:], body)
		if err != nil {
			return nil, fmt.Errorf("demo document %s: %w", key, err)
		}
		ids[key] = f.ID
	}
	for _, lib := range data.Videos {
		for _, v := range lib.Videos {
			if v.VideoFile == "" {
				continue
			}
			body, err := files.ReadFile("assets/" + v.VideoFile)
			if err != nil {
				return nil, fmt.Errorf("demo video %s: %w", v.VideoFile, err)
			}
			f, err := l.Media.SaveAt(ctx, videoKey(v), false, path.Base(v.VideoFile), body)
			if err != nil {
				return nil, fmt.Errorf("demo video %s: %w", v.VideoFile, err)
			}
			ids[videoKey(v)] = f.ID
		}
	}
	return ids, nil
}

// videoKey is where a lecture's demo video file is stored.
func videoKey(v demoVideo) string { return "demo/videos/" + path.Base(v.VideoFile) }

// testPapers sets a prelims test as its question paper and its explanation booklet.
func testPapers(t demoTest) (question, explanation document) {
	question.Title, explanation.Title = t.Name, t.Name+": answers and explanations"
	for i, q := range t.Questions {
		var options []string
		for j, o := range q.Options {
			options = append(options, fmt.Sprintf("(%c) %s", 'a'+j, o))
		}
		question.Sections = append(question.Sections, section{Heading: fmt.Sprintf("Question %d", i+1),
			Paragraphs: append([]string{pictureInWords(q.Text)}, options...)})
		explanation.Sections = append(explanation.Sections, section{
			Heading:    fmt.Sprintf("Question %d: answer (%c)", i+1, 'a'+q.Answer-1),
			Paragraphs: []string{q.Explanation}})
	}
	return question, explanation
}

// pictureInWords answers a question's text with each image line as its description: the demo's
// PDF writer sets text only, and the running test shows the picture itself.
func pictureInWords(text string) string {
	lines := strings.Split(text, "\n")
	for i, line := range lines {
		if img := stafftext.ImageOf(line); img != nil {
			lines[i] = "[Figure: " + img.Alt + "]"
		}
	}
	return strings.Join(lines, "\n")
}

// mainsPapers sets a mains test as its question paper and its model answers.
func mainsPapers(t demoMainsTest) (question, model document) {
	question.Title, model.Title = t.Name, t.Name+": model answers"
	question.Sections = []section{{Heading: "Instructions", Paragraphs: []string{t.Description}}}
	for i, q := range t.Questions {
		question.Sections = append(question.Sections, section{Heading: fmt.Sprintf("Question %d", i+1), Paragraphs: []string{q}})
		answer := ""
		if i < len(t.ModelAnswer) {
			answer = t.ModelAnswer[i]
		}
		model.Sections = append(model.Sections, section{Heading: fmt.Sprintf("Question %d", i+1), Paragraphs: []string{q, answer}})
	}
	return question, model
}

// hundredths turns marks such as 0.66 into the integer hundredths the schema stores.
func hundredths(marks float64) int64 { return int64(math.Round(marks * 100)) }

// libraryID finds a demo library created by the catalogue, by kind and name.
func (w *writer) libraryID(kind, name string) int64 {
	id, ok := w.libraries[kind+"/"+name]
	if !ok && w.err == nil {
		w.err = fmt.Errorf("libraries.yaml names a %s library %q that catalogue.yaml does not create", kind, name)
	}
	return id
}

func (w *writer) doc(key string) any {
	id, ok := w.docs[key]
	if !ok && w.err == nil {
		w.err = fmt.Errorf("no demo document %s", key)
	}
	return id
}

// part answers a note's attachment, or nil when the note has no such part.
func (w *writer) part(key string, doc document) any {
	if doc.empty() {
		return nil
	}
	return w.doc(key)
}

// languagesOr answers an item's stored languages, English when the YAML says none.
func languagesOr(stored string) string {
	if stored == "" {
		return wire.English
	}
	return stored
}

// contents writes what the libraries hold.
func (w *writer) contents(data librariesData) {
	day := 24 * time.Hour
	for _, lib := range data.Notes {
		libraryID := w.libraryID("notes", lib.Library)
		for i, n := range lib.Notes {
			base := "demo/docs/notes/" + n.key()
			var year any
			if n.Year > 0 {
				year = n.Year
			}
			w.exec(`INSERT INTO notes (library_id, name, description, year, thumbnail_file_id, topic_file_id, source_file_id,
					primary_file_id, languages, position, is_published, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
				libraryID, n.Name, n.Description, year, w.image(n.Thumbnail), w.part(base+"-topic.pdf", n.PDF.Topic),
				w.part(base+"-source.pdf", n.PDF.Source), w.part(base+"-primary.pdf", n.PDF.Primary), languagesOr(n.Languages),
				i, true, w.now, w.now)
		}
	}
	for _, lib := range data.Prelims {
		libraryID := w.libraryID("tests", lib.Library)
		ids := map[string]int64{}
		for i, t := range lib.Tests {
			ids[t.Slug] = w.prelimsTest(libraryID, i, t)
		}
		for _, t := range lib.Tests {
			if t.CSAT == "" {
				continue
			}
			csatID, ok := ids[t.CSAT]
			if (!ok || t.CSAT == t.Slug) && w.err == nil {
				w.err = fmt.Errorf("test %s pairs with CSAT paper %q, which is not another test of %s", t.Slug, t.CSAT, lib.Library)
			}
			w.exec(`UPDATE prelims_tests SET csat_test_id = ? WHERE id = ?`, csatID, ids[t.Slug])
		}
	}
	for _, lib := range data.Mains {
		libraryID := w.libraryID("mains-tests", lib.Library)
		for i, t := range lib.Tests {
			base := "demo/docs/mains/" + slugify(t.Name)
			// Windows open at 06:00 and close at 23:59 India time, as real test series run.
			opens := istDay(w.now.Add(time.Duration(t.OpensDays) * day)).Add(6 * time.Hour)
			closes := istDay(w.now.Add(time.Duration(t.ClosesDays) * day)).Add(23*time.Hour + 59*time.Minute)
			w.exec(`INSERT INTO mains_tests (library_id, name, description_html, starts_at, ends_at, maximum_score, question_file_id,
					model_answer_file_id, discussion_video_url, show_enquiry, languages, position, is_published, created_at, updated_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
				libraryID, t.Name, t.Description, opens.UTC(), closes.UTC(), t.MaximumScore, w.doc(base+"-question.pdf"),
				w.doc(base+"-model-answer.pdf"), t.DiscussionVideo, false, languagesOr(t.Languages), i, true, w.now, w.now)
		}
		w.dailyQuestions(libraryID, len(lib.Tests), lib.Daily)
	}
	for _, lib := range data.Videos {
		libraryID := w.libraryID("videos", lib.Library)
		for i, v := range lib.Videos {
			var videoFile any
			duration := v.DurationMinutes * 60
			if v.VideoFile != "" {
				videoFile = w.doc(videoKey(v))
				duration = v.DurationSeconds
			}
			w.exec(`INSERT INTO videos (library_id, name, description, poster_file_id, video_url, video_file_id, pdf_file_id,
					duration_seconds, languages, position, is_published, created_at, updated_at)
					VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
				libraryID, v.Name, v.Description, w.image(v.Poster), v.DriveLink, videoFile,
				w.doc("demo/docs/videos/"+slugify(lib.Library+" "+v.Name)+".pdf"), duration, languagesOr(v.Languages), i, true, w.now, w.now)
		}
	}
}

// prelimsTest writes a prelims test with its questions, answering its id.
func (w *writer) prelimsTest(libraryID int64, position int, t demoTest) int64 {
	correct, incorrect, unattempted := hundredths(t.Marks.Correct), hundredths(t.Marks.Incorrect), hundredths(t.Marks.Unattempted)
	totalMarks := int(math.Round(float64(len(t.Questions)) * t.Marks.Correct))
	languages := languagesOr(t.Languages)
	var opensAt, closesAt any
	if t.Window != nil {
		opens, closes, err := t.Window.times(w.now)
		if err == nil && closes.Sub(opens) < time.Duration(t.DurationMinutes)*time.Minute {
			err = fmt.Errorf("its window of %v is shorter than its %d minutes", closes.Sub(opens), t.DurationMinutes)
		}
		if err != nil && w.err == nil {
			w.err = fmt.Errorf("test %s: %w", t.Slug, err)
		}
		opensAt, closesAt = opens, closes
	}
	testID := w.insert(`INSERT INTO prelims_tests (library_id, name, slug, description_html, duration_minutes, total_marks,
			total_attempts, marks_correct, marks_incorrect, marks_unattempted, question_file_id, explanation_file_id,
			discussion_video_url, position, is_published, languages, opens_at, closes_at, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		libraryID, t.Name, t.Slug, t.Description, t.DurationMinutes, totalMarks, max(1, t.TotalAttempts), correct, incorrect,
		unattempted, w.doc("demo/docs/prelims/"+t.Slug+"-question.pdf"), w.doc("demo/docs/prelims/"+t.Slug+"-explanation.pdf"),
		t.DiscussionVideo, position, true, languages, opensAt, closesAt, w.now, w.now)
	w.translate("prelims_tests", testID, t.Translations)
	for i, q := range t.Questions {
		if (q.Answer < 1 || q.Answer > len(q.Options)) && w.err == nil {
			w.err = fmt.Errorf("test %s question %d: answer %d is not one of its %d options", t.Slug, i+1, q.Answer, len(q.Options))
		}
		for lang, v := range q.Translations {
			if _, known := locale.Lookup(locale.Lang(lang)); (!known || lang == wire.English || v.Text == "") && w.err == nil {
				w.err = fmt.Errorf("test %s question %d: a version in %q, which is not a language of the registry besides English, or without its text", t.Slug, i+1, lang)
			}
			if len(v.Options) != len(q.Options) && w.err == nil {
				w.err = fmt.Errorf("test %s question %d: %d %s options for %d options", t.Slug, i+1, len(v.Options), lang, len(q.Options))
			}
		}
		difficulty := q.Difficulty
		if difficulty == "" {
			difficulty = "medium"
		}
		questionID := w.insert(`INSERT INTO prelims_questions (test_id, position, description_html, explanation_html, difficulty,
				topic, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
			testID, i+1, q.Text, q.Explanation, difficulty, q.Topic, w.now, w.now)
		optionIDs := make([]int64, len(q.Options))
		for j, option := range q.Options {
			optionIDs[j] = w.insert(`INSERT INTO prelims_options (question_id, position, text_html, is_correct) VALUES (?, ?, ?, ?) RETURNING id`,
				questionID, j+1, option, j+1 == q.Answer)
		}
		for _, lang := range slices.Sorted(maps.Keys(q.Translations)) {
			v := q.Translations[lang]
			w.exec(`INSERT INTO prelims_question_translations (question_id, language, description_html, explanation_html) VALUES (?, ?, ?, ?)`,
				questionID, lang, v.Text, v.Explanation)
			for j, text := range v.Options {
				if j < len(optionIDs) {
					w.exec(`INSERT INTO prelims_option_translations (option_id, language, text_html) VALUES (?, ?, ?)`, optionIDs[j], lang, text)
				}
			}
		}
	}
	return testID
}

// istDay answers the midnight, India time, that starts t's day.
func istDay(t time.Time) time.Time {
	y, m, d := t.In(indiatime.Zone).Date()
	return time.Date(y, m, d, 0, 0, 0, 0, indiatime.Zone)
}
