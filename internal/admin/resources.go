package admin

import (
	"context"
	"net/http"
	"regexp"
	"strings"
	"time"

	"aspirant/internal/access"
	"aspirant/internal/billing"
	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/mains"
	"aspirant/internal/money"
	"aspirant/internal/platform/htmlsafe"
	"aspirant/internal/platform/mail"
	"aspirant/internal/prelims"
	"aspirant/internal/seo"
	"aspirant/internal/videos"
	"aspirant/internal/wire"
)

// Common fields.
var (
	position  = Field{Name: "position", Kind: Int, Min: 0, Max: 100000, Default: 0, Hint: "Lower numbers come first."}
	published = Field{Name: "is_published", Label: "Published", Kind: Bool, Hint: "Visible to learners on the site."}
	// publishedWhenReady is the flag of what must be complete before learners see it (a test
	// with its questions, a subscription with its libraries): a new one starts unpublished.
	publishedWhenReady = Field{Name: "is_published", Label: "Published", Kind: Bool, Default: false, Hint: published.Hint}
	active             = Field{Name: "is_active", Label: "Active", Kind: Bool, Hint: "Shown on the site."}
)

// refTo answers a Ref field's source: the records of another resource, narrowed by its list
// filters given as name, value pairs.
func refTo(resource string, filter ...string) *RefSource {
	src := &RefSource{Resource: resource}
	for i := 0; i+1 < len(filter); i += 2 {
		if src.Filter == nil {
			src.Filter = map[string]string{}
		}
		src.Filter[filter[i]] = filter[i+1]
	}
	return src
}

// redirectCheck allows a page of this site (/prelims_tests) or an https address.
func redirectCheck(v any) string {
	if s, _ := v.(string); s == "" || htmlsafe.SafeLink(s) {
		return ""
	}
	return "The link must be a page of this site (such as /prelims_tests) or an https:// address."
}

var redirectField = Field{Name: "redirect_url", Label: "Link", Kind: Text, Max: 500, Check: redirectCheck,
	Hint: "Where a click leads: /prelims-tests, or an https:// address."}

// driveCheck refuses a video link the player cannot show.
func driveCheck(v any) string {
	s, _ := v.(string)
	if s == "" {
		return ""
	}
	if _, err := videos.EmbedURL(s); err != nil {
		return "The video link must be a Google Drive file link, such as https://drive.google.com/file/d/FILE_ID/view."
	}
	return ""
}

const driveHint = "A Google Drive file link, such as https://drive.google.com/file/d/FILE_ID/view."

var driveLinkField = Field{Name: "discussion_video_url", Label: "Discussion video", Kind: Text, Max: 500, Check: driveCheck,
	Hint: driveHint + " Not needed when the discussion's file is uploaded below: the file plays instead."}

// languagesField is the languages an item is set in (docs/product.md, "Languages of notes, tests
// and videos"); the hint says what the choice means for that kind of item.
// choicesOf offers a domain's values with their labels.
func choicesOf(values []mains.Choice) []Choice {
	choices := make([]Choice, len(values))
	for i, v := range values {
		choices[i] = Choice{v.Value, v.Label}
	}
	return choices
}

func languagesField(hint string) Field {
	return Field{Name: "languages", Label: "Languages", Kind: Languages, Default: wire.English, Choices: languageChoices(), Hint: hint}
}

var tenDigits = regexp.MustCompile(`^[0-9]{10}$`)

func mobileCheck(v any) string {
	if s, _ := v.(string); !tenDigits.MatchString(s) {
		return "Mobile number must be 10 digits."
	}
	return ""
}

func emailCheck(v any) string {
	if s, _ := v.(string); !mail.ValidAddress(mail.NormalizeAddress(s)) {
		return "Invalid email format."
	}
	return ""
}

var youTubeID = regexp.MustCompile(`^[A-Za-z0-9_-]{11}$`)

func youTubeCheck(v any) string {
	if s, _ := v.(string); s != "" && !youTubeID.MatchString(s) {
		return "The YouTube video id is the 11 characters after v= in the video's address."
	}
	return ""
}

// after checks that the end of a window comes after its start.
func after(startCol, endCol, field, message string) func(map[string]any) map[string]string {
	return func(rec map[string]any) map[string]string {
		start, ok1 := rec[startCol].(time.Time)
		end, ok2 := rec[endCol].(time.Time)
		if ok1 && ok2 && !end.After(start) {
			return map[string]string{field: message}
		}
		return nil
	}
}

// liveWindow hands a prelims test's live window to the test engine's rule (docs/product.md,
// "Live tests").
func liveWindow(rec map[string]any) map[string]string {
	minutes, _ := asInt(rec["duration_minutes"])
	window := testSettings(rec).Window
	return prelims.WindowProblems(window.OpensAt, window.ClosesAt, minutes)
}

// refuseWhen answers a CanDelete that refuses when query counts any row; every placeholder of
// the query is the record's id.
func refuseWhen(query, message string) func(context.Context, db.Q, int64) error {
	return func(ctx context.Context, q db.Q, id int64) error {
		args := make([]any, strings.Count(query, "?"))
		for i := range args {
			args[i] = id
		}
		var n int
		if err := q.Get(ctx, &n, query, args...); err != nil {
			return err
		}
		if n > 0 {
			return httpx.Errorf(http.StatusConflict, "%s", message)
		}
		return nil
	}
}

// csatOfTheSameSeries hands a GS paper's CSAT paper to the test engine's rule (docs/product.md,
// "CSAT").
func csatOfTheSameSeries(ctx context.Context, tx *db.Tx, testID int64, rec map[string]any) error {
	csatID, ok := rec["csat_test_id"].(int64)
	if !ok {
		return nil
	}
	return prelims.CheckCSATPaper(ctx, tx, testID, csatID)
}

// rescoreOnNewScheme re-scores a test's submitted attempts when its marking scheme changed:
// a result is always the stored answers marked by the stored scheme.
func rescoreOnNewScheme(ctx context.Context, tx *db.Tx, s *Service, r *http.Request, testID int64, before, after map[string]any) error {
	changed := false
	for _, field := range []string{"marks_correct", "marks_incorrect", "marks_unattempted"} {
		changed = changed || before[field] != after[field]
	}
	if !changed {
		return nil
	}
	rescored, err := s.bank.SchemeChanged(ctx, tx, testID)
	if err != nil || rescored.Attempts == 0 {
		return err
	}
	scheme := func(rec map[string]any) map[string]any {
		return map[string]any{"marks_correct": rec["marks_correct"], "marks_incorrect": rec["marks_incorrect"],
			"marks_unattempted": rec["marks_unattempted"]}
	}
	out := scheme(after)
	out["attemptsRescored"], out["resultsChanged"] = rescored.Attempts, rescored.Changed
	return s.audit(ctx, tx, r, "rescore", "prelims test", testID, scheme(before), out)
}

// Resources are the tables staff edit with the generic calls.
func Resources() []*Resource {
	return []*Resource{
		{
			// The sections of the site (docs/decisions.md, "Sections"): the menu, the section
			// routes and their pages come from these rows (GET /api/v1/modules/sections).
			Name: "categories", Table: "categories", Entity: "section",
			Fields: []Field{
				{Name: "name", Label: "Menu label", Kind: Text, Required: true, Max: 40, Translated: true},
				{Name: "title", Label: "Page heading", Kind: Text, Max: 100, Hint: "Empty: the menu label.", Translated: true},
				{Name: "slug", Label: "Address", Kind: Slug, Required: true, Check: func(v any) string {
					// The site's own top-level pages and the server's paths would hide the section.
					if slug, _ := v.(string); seo.Reserved(slug) {
						return "This address is one of the site's own pages; choose another."
					}
					return ""
				}, Hint: "The section's address (/csat). Changing it breaks links to the section."},
				{Name: "library_kind", Label: "Library kind", Kind: Enum, Required: true, Choices: []Choice{
					{"notes", "Notes"}, {"tests", "Prelims tests"}, {"mains-tests", "Mains tests"}, {"videos", "Videos"}},
					Hint: "What the section sells: decides its list, details and library pages."},
				{Name: "description", Kind: Long, Max: 300, Hint: "The line under the page's heading.", Translated: true},
				position, published,
			},
			Extra:  map[string]Extra{"type_count": counted("SELECT COUNT(*) FROM module_types m WHERE m.category_id = t.id")},
			Search: []string{"name", "slug"},
			Sorts:  []string{"position", "name", "id"},
			CanDelete: refuseWhen(`SELECT COUNT(*) FROM module_types WHERE category_id = ?`,
				"This section has types: move or delete them first, or unpublish the section."),
		},
		{
			Name: "types", Table: "module_types", Entity: "type", Timestamps: true,
			Fields: []Field{
				{Name: "category_id", Label: "Section", Kind: Ref, Required: true, Ref: refTo("categories")},
				{Name: "optional_subject_id", Label: "Optional subject", Kind: Ref, Ref: refTo("optional-subjects"),
					Hint: "Only for types of the Optionals section."},
				{Name: "name", Kind: Text, Required: true, Max: 100},
				{Name: "slug", Kind: Slug, Required: true},
				position, published,
			},
			Extra:   map[string]Extra{"subscription_count": counted("SELECT COUNT(*) FROM subscriptions s WHERE s.type_id = t.id")},
			Search:  []string{"name"},
			Filters: map[string]string{"category_id": "category_id", "optional_subject_id": "optional_subject_id"},
			Sorts:   []string{"position", "name", "id"},
		},
		{
			Name: "subscriptions", Table: "subscriptions", Entity: "subscription", Timestamps: true,
			Fields: []Field{
				{Name: "type_id", Label: "Type", Kind: Ref, Required: true, Ref: refTo("types")},
				{Name: "name", Kind: Text, Required: true, Max: 200, Translated: true},
				{Name: "slug", Kind: Slug, Required: true, Check: func(v any) string {
					if v == "list" {
						return "The slug list is reserved."
					}
					return ""
				}},
				{Name: "subtitle", Kind: Text, Max: 200, Translated: true},
				{Name: "thumbnail", Column: "thumbnail_file_id", Kind: Image, Hint: "JPEG, PNG, WebP or GIF; shown at 640 × 360."},
				{Name: "short_details", Label: "Short details", Kind: Long, Max: 500, Translated: true},
				{Name: "details", Column: "details_html", Label: "Details", Kind: Formatted, Translated: true},
				{Name: "price", Column: "price_paise", Kind: Money, Required: true},
				{Name: "strike_price", Column: "strike_price_paise", Label: "Strike price", Kind: Money,
					Hint: "The struck-out price; not below the price."},
				{Name: "delivery_info", Column: "delivery_info_html", Label: "Delivery info", Kind: Formatted},
				{Name: "discount_info", Label: "Discount line", Kind: Text, Max: 200, Translated: true,
					Hint: "One line on the course's cards and page, such as 'Diwali offer: 20% off till 5 Nov'."},
				{Name: "seat_limit", Label: "Seat limit", Kind: Int, Min: 1, Max: 1000000, Hint: "Empty for no limit."},
				{Name: "validity_days", Label: "Validity (days)", Kind: Int, Min: 1, Max: 3650, Hint: "Days of access from purchase."},
				{Name: "valid_until", Label: "Valid until", Kind: Time, Hint: "A fixed end of access, if any (India time)."},
				position,
				{Name: "is_for_sale", Label: "For sale", Kind: Bool, Default: false, Hint: "Learners can buy it now."},
				{Name: "show_enquiry", Label: "Show enquiry form", Kind: Bool},
				{Name: "is_popular", Label: "Popular", Kind: Bool, Hint: "Listed among the popular subscriptions."},
				publishedWhenReady,
			},
			Extra: map[string]Extra{
				"seats_taken": counted("t.seats_taken"),
				"buyers":      counted("SELECT COUNT(*) FROM entitlements e WHERE e.subscription_id = t.id"),
			},
			Search:  []string{"name", "slug"},
			Filters: map[string]string{"type_id": "type_id", "is_published": "is_published"},
			Sorts:   []string{"position", "name", "price_paise", "created_at", "id"},
			Check: func(rec map[string]any) map[string]string {
				price, _ := rec["price_paise"].(int64)
				var strike *money.Paise
				if paise, ok := rec["strike_price_paise"].(int64); ok {
					strike = new(money.Paise(paise))
				}
				if problem := billing.StrikePriceProblem(money.Paise(price), strike); problem != "" {
					return map[string]string{"strike_price": problem}
				}
				return nil
			},
			CheckChange: checkSubscriptionOnSale,
			CanDelete:   billing.CanDeleteSubscription,
		},
		{
			Name: "libraries", Table: "libraries", Entity: "library", Timestamps: true,
			Fields: []Field{
				{Name: "kind", Kind: Enum, Required: true, Choices: []Choice{
					{"notes", "Notes"}, {"tests", "Prelims tests"}, {"mains-tests", "Mains tests"}, {"videos", "Videos"}}},
				{Name: "name", Kind: Text, Required: true, Max: 200},
				{Name: "description", Column: "description_html", Kind: Formatted},
				{Name: "evaluation_turnaround_hours", Label: "Evaluation turnaround (hours)", Kind: Int, Min: 1, Max: 720, Default: 72,
					Hint: "Mains test series: learners are promised their evaluated answer this many hours after they upload it."},
				{Name: "rubric_criteria", Label: "Rubric criteria", Kind: Long, Max: 700, Check: func(v any) string {
					text, _ := v.(string)
					return mains.RubricProblem(text)
				}, Hint: "Mains test series: one criterion per line, at most 10. Empty: content, structure, introduction and conclusion, directive word addressed, examples."},
				{Name: "second_marking_percent", Label: "Second marking (% of each evaluator's copies)", Kind: Int, Min: 0, Max: 100, Default: 0,
					Hint: "Mains test series: this share of each evaluator's copies is marked again, blind, by another evaluator of the series. 0 turns it off."},
				{Name: "second_marking_threshold_percent", Label: "Second marking threshold (% of the maximum)", Kind: Int, Min: 1, Max: 100, Default: 10,
					Hint: "A second marking further than this from the first flags the copy for a senior."},
			},
			// The same size learners see: published items (access owns the rule).
			Extra:   map[string]Extra{"item_count": counted(access.ItemCount("t"))},
			Search:  []string{"name"},
			Filters: map[string]string{"kind": "kind"},
			Sorts:   []string{"name", "id"},
		},
		{
			Name: "optional-subjects", Table: "optional_subjects", Entity: "optional subject", Timestamps: true,
			Fields: []Field{
				{Name: "name", Kind: Text, Required: true, Max: 100},
				{Name: "slug", Kind: Slug, Required: true},
				{Name: "description", Kind: Long, Max: 2000},
				{Name: "thumbnail", Column: "thumbnail_file_id", Kind: Image},
				position, published,
			},
			Search: []string{"name"},
			Sorts:  []string{"position", "name", "id"},
		},
		{
			Name: "notes", Table: "notes", Entity: "note", Timestamps: true,
			Fields: []Field{
				{Name: "library_id", Label: "Library", Kind: Ref, Required: true, Ref: refTo("libraries", "kind", "notes")},
				{Name: "name", Kind: Text, Required: true, Max: 200},
				{Name: "description", Kind: Long, Max: 2000},
				{Name: "year", Kind: Int, Min: 1990, Max: 2100},
				{Name: "thumbnail", Column: "thumbnail_file_id", Kind: Image},
				{Name: "topic_pdf", Column: "topic_file_id", Label: "Topic-wise PDF", Kind: PDF},
				{Name: "source_pdf", Column: "source_file_id", Label: "Source-wise PDF", Kind: PDF},
				{Name: "primary_pdf", Column: "primary_file_id", Label: "Primary-wise PDF", Kind: PDF},
				languagesField("The language the note's PDFs are written in; learners filter the notes library by it."),
				position, published,
			},
			Search:  []string{"name"},
			Filters: map[string]string{"library_id": "library_id"},
			Sorts:   []string{"position", "name", "id"},
		},
		{
			Name: "prelims-tests", Table: "prelims_tests", Entity: "prelims test", Timestamps: true,
			Fields: []Field{
				{Name: "library_id", Label: "Test series", Kind: Ref, Required: true, Ref: refTo("libraries", "kind", "tests")},
				{Name: "name", Kind: Text, Required: true, Max: 200, Translated: true},
				{Name: "slug", Kind: Slug, Required: true},
				{Name: "description", Column: "description_html", Kind: Formatted, Translated: true},
				// A new test starts as UPSC prelims GS: 100 questions in 120 minutes, +2 / -0.66 / 0
				// (docs/product.md, "Marking").
				{Name: "duration_minutes", Label: "Duration (minutes)", Kind: Int, Required: true, Min: 1, Max: 600, Default: 120},
				{Name: "total_marks", Label: "Total marks", Kind: Int, Required: true, Min: 0, Max: 10000, Default: 200,
					Hint: "The questions times the marks for a correct answer: 200 for UPSC's 100 questions."},
				{Name: "total_attempts", Label: "Attempts allowed", Kind: Int, Required: true, Min: 1, Max: 50, Default: 1},
				{Name: "marks_correct", Label: "Marks for a correct answer", Kind: Marks, Required: true, Min: 0, Max: 100, Default: 200},
				{Name: "marks_incorrect", Label: "Marks taken for a wrong answer", Kind: Marks, Required: true, Min: 0, Max: 100, Default: 66,
					Hint: "UPSC takes a third of the marks: 0.66 for a 2-mark question."},
				{Name: "marks_unattempted", Label: "Marks taken for an unattempted question", Kind: Marks, Required: true, Min: 0, Max: 100, Default: 0},
				{Name: "question_pdf", Column: "question_file_id", Label: "Question PDF", Kind: PDF},
				{Name: "explanation_pdf", Column: "explanation_file_id", Label: "Explanation PDF", Kind: PDF},
				// docs/product.md, "Languages of a test": the main texts are in the first language.
				languagesField("Bilingual: the questions in English, each with its Hindi version; learners switch per question."),
				driveLinkField, position, publishedWhenReady,
				// docs/product.md, "Live tests".
				{Name: "opens_at", Label: "Live window opens", Kind: Time,
					Hint: "For an all-India live test (India time): nobody can start before, and keys and rankings open at the close. Empty: no window."},
				{Name: "closes_at", Label: "Live window closes", Kind: Time,
					Hint: "Attempts started in the window end by this time at the latest; later attempts are practice and not ranked."},
				{Name: "challenge_days", Label: "Days to challenge the key", Kind: Int, Min: 0, Max: 30, Default: 3,
					Hint: "After a live window closes, learners who sat the test may challenge a question's key for this many days; 0: no challenges."},
				// docs/product.md, "CSAT".
				{Name: "csat_test_id", Label: "CSAT paper", Kind: Ref, Ref: refTo("prelims-tests"),
					Hint: "For a GS paper: the CSAT paper of the same series that goes with it. Its analysis says whether the learner qualified, and its rankings can show only those who did."},
				{Name: "qualifying_percent", Label: "Qualifying marks (%)", Kind: Int, Min: 0, Max: 100, Default: 33,
					Hint: "For a CSAT paper: the share of its total marks that qualifies (33% in UPSC prelims)."},
			},
			Check: liveWindow,
			// docs/product.md, "Results stay possible and fair".
			CheckChange: checkTestChange,
			Extra: videoFileColumns(map[string]Extra{
				"question_count": counted("SELECT COUNT(*) FROM prelims_questions q WHERE q.test_id = t.id"),
				"attempt_count":  counted("SELECT COUNT(*) FROM prelims_attempts a WHERE a.test_id = t.id"),
			}, "discussion_file", "discussion_file_id"),
			Search:    []string{"name", "slug"},
			Filters:   map[string]string{"library_id": "library_id"},
			Sorts:     []string{"position", "name", "id"},
			CanDelete: prelims.CanDeleteTest,
			AfterUpdate: func(ctx context.Context, tx *db.Tx, s *Service, r *http.Request, id int64, before, after map[string]any) error {
				if err := csatOfTheSameSeries(ctx, tx, id, after); err != nil {
					return err
				}
				if err := s.bank.TellWindowChange(ctx, tx, id, testSettings(storedColumns(s.resourceNamed("prelims-tests"), before))); err != nil {
					return err
				}
				return rescoreOnNewScheme(ctx, tx, s, r, id, before, after)
			},
		},
		{
			Name: "mains-tests", Table: "mains_tests", Entity: "mains test", Timestamps: true,
			Fields: []Field{
				{Name: "library_id", Label: "Test series", Kind: Ref, Required: true, Ref: refTo("libraries", "kind", "mains-tests")},
				{Name: "name", Kind: Text, Required: true, Max: 200, Translated: true},
				{Name: "is_daily", Label: "Daily answer-writing question", Kind: Bool,
					Hint: "One question of the day: learners see it on top of the series with their streak. Write the question below; its window is at most a day."},
				{Name: "question_text", Label: "Question", Kind: Long, Max: 2000, Translated: true,
					Hint: "The question as learners read it once the window opens. A daily question needs it; a test may have a question PDF instead."},
				{Name: "paper", Kind: Enum, Default: "", Choices: choicesOf(mains.Papers)},
				{Name: "directive_word", Label: "Directive word", Kind: Enum, Default: "", Choices: choicesOf(mains.DirectiveWords)},
				{Name: "word_limit", Label: "Word limit", Kind: Int, Min: 0, Max: 3000, Default: 0},
				{Name: "description", Column: "description_html", Kind: Formatted, Translated: true},
				{Name: "starts_at", Label: "Window opens", Kind: Time, Required: true},
				{Name: "ends_at", Label: "Window closes", Kind: Time, Required: true},
				{Name: "maximum_score", Label: "Maximum score", Kind: Int, Required: true, Min: 1, Max: 1000},
				// docs/product.md, "A test's questions": read by mains.ParseStructure.
				{Name: "question_structure", Label: "Questions", Kind: Long, Max: 4000, Default: "",
					Hint:    "One line per question or run of alike questions: numbers | maximum marks | word limit | directive word | rubric criteria with their maxima, such as “1-10 | 10 | 150 | Discuss | Content 4; Structure 3; Examples 3”. The directive word and rubric are optional; the maxima add up to the maximum score. Empty: evaluators name the questions themselves.",
					Suggest: &Suggestion{Label: "Fill in a UPSC GS paper (20 questions, 250 marks)", Value: mains.UPSCGeneralStudies}},
				{Name: "question_pdf", Column: "question_file_id", Label: "Question PDF", Kind: PDF},
				{Name: "model_answer_pdf", Column: "model_answer_file_id", Label: "Model answer PDF", Kind: PDF,
					Hint: "Opens to learners once the window closes."},
				languagesField("The language of the question paper and the model answer; bilingual: both in English and Hindi."),
				driveLinkField, position,
				{Name: "show_enquiry", Label: "Show enquiry form", Kind: Bool},
				published,
			},
			Extra: videoFileColumns(map[string]Extra{
				"answers_pending": counted(`SELECT COUNT(*) FROM mains_answer_uploads u LEFT JOIN mains_evaluations e ON e.upload_id = u.id
					WHERE u.mains_test_id = t.id AND u.superseded_at IS NULL AND e.id IS NULL`),
			}, "discussion_file", "discussion_file_id"),
			Search:  []string{"name", "question_text"},
			Filters: map[string]string{"library_id": "library_id", "is_daily": "is_daily"},
			Sorts:   []string{"starts_at", "position", "name", "id"},
			Check: func(rec map[string]any) map[string]string {
				if problems := after("starts_at", "ends_at", "ends_at", "The window must close after it opens.")(rec); problems != nil {
					return problems
				}
				if problems := mains.DailyProblems(rec); len(problems) > 0 {
					return problems
				}
				return mains.StructureProblems(rec)
			},
			CheckStored: mains.CheckDailyClash,
			CheckChange: func(ctx context.Context, tx *db.Tx, _ *Service, id int64, before, after map[string]any, _ bool) error {
				return mains.CheckStructureChange(ctx, tx, id, before, after)
			},
			CanDelete: refuseWhen(`SELECT COUNT(*) FROM mains_answer_uploads WHERE mains_test_id = ?`,
				"Learners have uploaded answers to this test: unpublish it instead of deleting it."),
		},
		{
			Name: "videos", Table: "videos", Entity: "video", Timestamps: true,
			Fields: []Field{
				{Name: "library_id", Label: "Video library", Kind: Ref, Required: true, Ref: refTo("libraries", "kind", "videos")},
				{Name: "name", Kind: Text, Required: true, Max: 200},
				{Name: "description", Kind: Long, Max: 2000},
				{Name: "video_url", Label: "Video link", Kind: Text, Max: 500, Default: "", Check: driveCheck,
					Hint: driveHint + " Not needed when the video's file is uploaded below: the file plays instead."},
				{Name: "duration_seconds", Label: "Duration (seconds)", Kind: Int, Min: 0, Max: 86400},
				{Name: "poster", Column: "poster_file_id", Kind: Image},
				{Name: "pdf", Column: "pdf_file_id", Label: "PDF", Kind: PDF, Hint: "Lecture notes to download with the video."},
				languagesField("The language the lecture is taught in; bilingual: in English and Hindi."),
				position, published,
			},
			// The uploaded file is not a form field: it is sent on its own (videofile.go), and shown
			// from these columns.
			Extra:       videoFileColumns(nil, "video_file", "video_file_id"),
			Search:      []string{"name"},
			Filters:     map[string]string{"library_id": "library_id"},
			Sorts:       []string{"position", "name", "id"},
			CheckStored: checkVideoPlayable,
		},
		{
			Name: "carousels", Table: "carousels", Entity: "carousel slide", Timestamps: true,
			Fields: []Field{
				{Name: "image", Column: "image_file_id", Kind: Image, Required: true, Hint: "A wide image, about 1920 × 640."},
				{Name: "title", Kind: Text, Required: true, Max: 200, Hint: "Read by screen readers.", Translated: true},
				redirectField, position, active,
			},
			Sorts: []string{"position", "id"},
		},
		{
			Name: "banners", Table: "banners", Entity: "banner", Timestamps: true,
			Fields: []Field{
				{Name: "content", Kind: Text, Required: true, Max: 300, Translated: true},
				redirectField,
				{Name: "start_date", Label: "Start", Kind: Time, Required: true},
				{Name: "end_date", Label: "End", Kind: Time, Required: true},
				position, active,
			},
			Sorts: []string{"position", "start_date", "id"},
			Check: after("start_date", "end_date", "end_date", "The banner must end after it starts."),
		},
		{
			Name: "offerings", Table: "offerings", Entity: "offering", Timestamps: true,
			Fields: []Field{{Name: "title", Kind: Text, Required: true, Max: 100}, redirectField, position, active},
			Sorts:  []string{"position", "id"},
		},
		{
			Name: "testimonials", Table: "testimonials", Entity: "testimonial", Timestamps: true,
			Fields: []Field{
				{Name: "name", Kind: Text, Required: true, Max: 100},
				{Name: "rank", Kind: Text, Max: 50, Hint: "Such as AIR 12."},
				{Name: "year", Kind: Text, Max: 4},
				{Name: "youtube_video_id", Label: "YouTube video id", Kind: Text, Max: 11, Check: youTubeCheck,
					Hint: "The 11 characters after v= in the video’s address."},
				{Name: "image", Column: "image_file_id", Label: "Portrait", Kind: Image},
				position, active,
			},
			Search: []string{"name"},
			Sorts:  []string{"position", "id"},
		},
		{
			Name: "top-performers", Table: "top_performers", Entity: "top performer", Timestamps: true,
			Fields: []Field{
				{Name: "title", Kind: Text, Required: true, Max: 200},
				{Name: "desktop_image", Column: "desktop_image_file_id", Label: "Desktop image", Kind: Image, Required: true},
				{Name: "mobile_image", Column: "mobile_image_file_id", Label: "Mobile image", Kind: Image, Required: true},
				position, active,
			},
			Sorts: []string{"position", "id"},
		},
		{
			Name: "faqs", Table: "faqs", Entity: "FAQ", Timestamps: true,
			Fields: []Field{
				{Name: "question", Kind: Text, Required: true, Max: 300, Translated: true},
				{Name: "answer", Kind: Long, Required: true, Max: 3000, Translated: true},
				position, active,
			},
			Search: []string{"question"},
			Sorts:  []string{"position", "id"},
		},
		{
			Name: "enquiries", Table: "enquiries", Entity: "enquiry", Timestamps: true,
			Fields: []Field{
				{Name: "kind", Kind: Enum, Required: true, Choices: []Choice{{"subscription", "Subscription"}, {"course", "Course"}}},
				{Name: "name", Kind: Text, Required: true, Max: 100},
				{Name: "email", Kind: Text, Required: true, Max: 254, Check: emailCheck},
				{Name: "mobile", Kind: Text, Required: true, Max: 10, Check: mobileCheck},
				{Name: "subscription_id", Label: "Subscription", Kind: Ref, Ref: refTo("subscriptions")},
				{Name: "course_name", Label: "Course", Kind: Text, Max: 200},
				{Name: "city", Kind: Text, Max: 100},
				{Name: "upsc_attempted", Label: "Appeared for UPSC before", Kind: Bool},
				{Name: "status", Kind: Enum, Required: true, Choices: []Choice{
					{"new", "New"}, {"contacted", "Contacted"}, {"enrolled", "Enrolled"}, {"closed", "Closed"}}},
				{Name: "staff_notes", Label: "Notes", Kind: Long, Max: 5000, Hint: "Seen by staff only."},
			},
			Extra:   map[string]Extra{"subscription_name": textOrNull("SELECT s.name FROM subscriptions s WHERE s.id = t.subscription_id")},
			Search:  []string{"name", "email", "mobile", "course_name", "city"},
			Filters: map[string]string{"status": "status", "kind": "kind"},
			Sorts:   []string{"created_at", "status", "name", "id"},
		},
		{
			Name: "popover-ads", Table: "popover_ads", Entity: "pop-over ad", Timestamps: true,
			Fields: []Field{
				{Name: "image", Column: "image_file_id", Kind: Image, Required: true},
				{Name: "title", Kind: Text, Required: true, Max: 200, Translated: true},
				redirectField,
				{Name: "starts_at", Label: "Start", Kind: Time, Hint: "Empty: from now (India time)."},
				{Name: "ends_at", Label: "End", Kind: Time, Hint: "Empty: no end (India time)."},
				position, active,
			},
			Sorts: []string{"position", "id"},
			Check: after("starts_at", "ends_at", "ends_at", "The ad must end after it starts."),
		},
	}
}
