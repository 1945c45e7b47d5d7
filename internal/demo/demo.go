// Package demo loads the demonstration content: the home page's marketing content, a catalogue
// in every section, and the three demo accounts. It is for trying the product, not for
// production: the demo passwords are public.
package demo

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"path"
	"strings"
	"time"

	"gopkg.in/yaml.v3"

	"aspirant/internal/accounts"
	"aspirant/internal/billing"
	"aspirant/internal/db"
	"aspirant/internal/media"
	"aspirant/internal/money"
	"aspirant/internal/platform/translations"
)

//go:embed data assets
var files embed.FS

// ExamYear is the year of the exam the demo's learners aim at, and the only year its courses,
// banners and ads may name (dates_test.go): the demo's dates follow the clock, its texts do not,
// so a course named for an exam already held would read as open for it.
const ExamYear = "2027"

// Account is a demo login.
type Account struct {
	Role, Email, Password, Name string
}

// Accounts are the demo logins (../shared/ARCHITECTURE.md), printed when the demo starts.
var Accounts = []Account{
	{accounts.RoleStudent, "demo@aspirant.test", "demo12345", "Aarav Gupta"},
	{accounts.RoleAdmin, "admin@aspirant.test", "admin12345", "Priya Raman"},
	{accounts.RoleEvaluator, "evaluator@aspirant.test", "evaluator12345", "Dr. Sameer Kulkarni"},
}

// ErrAlreadyLoaded: the database already holds the demo.
var ErrAlreadyLoaded = errors.New("the demo content is already loaded")

// Loader puts the demo into a database.
type Loader struct {
	DB    *db.DB
	Media *media.Service
	Now   func() time.Time
	Log   *slog.Logger
}

// Loaded reports whether the demo is in the database (its admin account is the marker).
func (l *Loader) Loaded(ctx context.Context) (bool, error) {
	_, err := accounts.NewStore(l.DB).UserByEmail(ctx, Accounts[1].Email)
	if errors.Is(err, db.ErrNotFound) {
		return false, nil
	}
	return err == nil, err
}

// Empty reports whether the database holds no users and no content, so `serve --demo` may
// fill it.
func (l *Loader) Empty(ctx context.Context) (bool, error) {
	var n int
	err := l.DB.Get(ctx, &n, `SELECT (SELECT COUNT(*) FROM users) + (SELECT COUNT(*) FROM subscriptions)
		+ (SELECT COUNT(*) FROM carousels)`)
	return n == 0, err
}

// Load stores the demo images, then writes all demo rows in one transaction.
func (l *Loader) Load(ctx context.Context) error {
	if loaded, err := l.Loaded(ctx); err != nil || loaded {
		if err == nil {
			err = ErrAlreadyLoaded
		}
		return err
	}
	var home homeData
	var catalogue catalogueData
	if err := readYAML("data/home.yaml", &home); err != nil {
		return err
	}
	if err := readYAML("data/catalogue.yaml", &catalogue); err != nil {
		return err
	}
	// The MPSC series' tests are a file of their own, in the same shape (a state's series in its
	// language beside English).
	var libraries librariesData
	for _, name := range []string{"data/libraries.yaml", "data/mpsc.yaml"} {
		var more librariesData
		if err := readYAML(name, &more); err != nil {
			return err
		}
		libraries.add(more)
	}
	images, err := l.storeImages(ctx)
	if err != nil {
		return err
	}
	docs, err := l.renderDocuments(ctx, libraries)
	if err != nil {
		return err
	}
	// Hash outside the transaction: it is the slow part, and SQLite has one writer.
	hashes := make([]string, len(Accounts))
	for i, a := range Accounts {
		if hashes[i], err = accounts.HashPassword(a.Password); err != nil {
			return err
		}
	}
	// The other learners of the demo share one hash of a password nobody knows: they exist to
	// fill the rankings, not to log in.
	rankerHash, err := accounts.HashPassword(randomPassword())
	if err != nil {
		return err
	}
	now := l.Now().UTC()
	return l.DB.InTx(ctx, func(tx *db.Tx) error {
		w := &writer{ctx: ctx, tx: tx, now: now, images: images, docs: docs, libraries: map[string]int64{}}
		w.home(home)
		w.catalogue(catalogue)
		w.contents(libraries)
		w.comments()
		if w.err != nil {
			return w.err
		}
		store := accounts.NewStore(tx)
		if err := w.rankers(store, rankerHash); err != nil {
			return err
		}
		for i, a := range Accounts {
			u := &accounts.User{Name: a.Name, Email: a.Email, PasswordHash: hashes[i], Role: a.Role,
				Mobile: "98100" + fmt.Sprintf("%05d", 12345+i), TargetYear: ExamYear, PostalAddress: "14, Pusa Road",
				Landmark: "Near Karol Bagh Metro", City: "New Delhi", State: "Delhi", Pincode: "110005"}
			if a.Role == accounts.RoleStudent {
				u.OptionalSubject = "Political Science & International Relations"
			}
			if err := store.CreateUser(ctx, u, now); err != nil {
				return fmt.Errorf("demo account %s: %w", a.Email, err)
			}
			if a.Role == accounts.RoleStudent {
				for _, subscriptionID := range w.ownedByLearner {
					expires := now.AddDate(1, 0, 0)
					if err := billing.Grant(ctx, tx, u.ID, subscriptionID, "demo", nil, now, &expires, now); err != nil {
						return err
					}
				}
			}
			if a.Role == accounts.RoleEvaluator {
				// The demo's evaluator evaluates every mains series, so uploads are assigned to them.
				w.exec(`INSERT INTO mains_series_evaluators (library_id, user_id) SELECT id, ? FROM libraries WHERE kind = 'mains-tests'`, u.ID)
			}
		}
		return w.err
	})
}

// storeImages saves every image under assets/ as a public file keyed demo/<path>, answering
// path -> file id. The pictures' WebP copies (made by cmd/demo-images) are stored beside them,
// where the server looks for an uploaded image's copies.
func (l *Loader) storeImages(ctx context.Context) (map[string]int64, error) {
	ids := map[string]int64{}
	err := fs.WalkDir(files, "assets", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !(strings.HasSuffix(name, ".jpg") || strings.HasSuffix(name, ".webp")) {
			return err
		}
		body, err := files.ReadFile(name)
		if err != nil {
			return err
		}
		rel := strings.TrimPrefix(name, "assets/")
		key := "demo/" + rel
		if strings.HasPrefix(rel, "questions/") {
			// A question's picture is stored where an uploaded one is (img/): only those are
			// pictures in staff text (docs/product.md, "Staff text").
			key = "img/demo/" + rel
		}
		f, err := l.Media.SaveAt(ctx, key, true, path.Base(rel), body)
		if err != nil {
			return fmt.Errorf("demo image %s: %w", rel, err)
		}
		if strings.HasSuffix(rel, ".jpg") {
			ids[rel] = f.ID
		}
		return nil
	})
	return ids, err
}

func readYAML(name string, into any) error {
	raw, err := files.ReadFile(name)
	if err != nil {
		return err
	}
	dec := yaml.NewDecoder(strings.NewReader(string(raw)))
	dec.KnownFields(true) // a misspelt key in the demo data fails loudly
	if err := dec.Decode(into); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return nil
}

type homeData struct {
	Carousels []struct {
		Image       string `yaml:"image"`
		Title       string `yaml:"title"`
		RedirectURL string `yaml:"redirect_url"`
		// Translations are the slide's title in other languages: language, "title", text.
		Translations map[string]map[string]string `yaml:"translations"`
	} `yaml:"carousels"`
	TopPerformers []struct {
		Title   string `yaml:"title"`
		Desktop string `yaml:"desktop"`
		Mobile  string `yaml:"mobile"`
	} `yaml:"top_performers"`
	Offerings []struct {
		Title       string `yaml:"title"`
		RedirectURL string `yaml:"redirect_url"`
	} `yaml:"offerings"`
	Testimonials []struct {
		Name    string `yaml:"name"`
		Rank    string `yaml:"rank"`
		Year    string `yaml:"year"`
		Image   string `yaml:"image"`
		VideoID string `yaml:"youtube_video_id"`
	} `yaml:"testimonials"`
	Banners []struct {
		Content     string `yaml:"content"`
		RedirectURL string `yaml:"redirect_url"`
		StartDays   int    `yaml:"start_days"`
		EndDays     int    `yaml:"end_days"`
		// Translations are the banner's text in other languages: language, "content", text.
		Translations map[string]map[string]string `yaml:"translations"`
	} `yaml:"banners"`
	PopoverAds []struct {
		Image       string `yaml:"image"`
		Title       string `yaml:"title"`
		RedirectURL string `yaml:"redirect_url"`
		// Translations are the ad's title in other languages: language, "title", text.
		Translations map[string]map[string]string `yaml:"translations"`
	} `yaml:"popover_ads"`
	FAQs []struct {
		Question string `yaml:"question"`
		Answer   string `yaml:"answer"`
	} `yaml:"faqs"`
	AppMenu []struct {
		Title string `yaml:"title"`
		Path  string `yaml:"path"`
	} `yaml:"app_menu"`
}

type catalogueData struct {
	Sections map[string][]struct {
		Type          string             `yaml:"type"`
		Optional      string             `yaml:"optional"`
		Subscriptions []demoSubscription `yaml:"subscriptions"`
	} `yaml:"sections"`
}

type demoSubscription struct {
	Name         string `yaml:"name"`
	Slug         string `yaml:"slug"`
	Subtitle     string `yaml:"subtitle"`
	Thumbnail    string `yaml:"thumbnail"`
	ShortDetails string `yaml:"short_details"`
	Details      string `yaml:"details"`
	DeliveryInfo string `yaml:"delivery_info"`
	DiscountInfo string `yaml:"discount_info"`
	// Translations are its texts in other languages: language, field (as the console names
	// it), text.
	Translations map[string]map[string]string `yaml:"translations"`
	Price        int64                        `yaml:"price"`
	StrikePrice  int64                        `yaml:"strike_price"`
	SeatLimit    int                          `yaml:"seat_limit"`
	SeatsTaken   int                          `yaml:"seats_taken"`
	ValidityDays int                          `yaml:"validity_days"`
	Popular      bool                         `yaml:"popular"`
	ShowEnquiry  bool                         `yaml:"show_enquiry"`
	Tags         []string                     `yaml:"tags"`
	// Libraries the subscription opens; by default one of its section's kind, named after it.
	Libraries []demoLibrary `yaml:"libraries"`
	// OwnedByDemoLearner gives the demo learner this subscription.
	OwnedByDemoLearner bool `yaml:"demo_owned"`
}

type demoLibrary struct {
	Kind string `yaml:"kind"`
	Name string `yaml:"name"`
}

// writer inserts demo rows inside one transaction, keeping the first error so the steps read
// as a list.
type writer struct {
	ctx            context.Context
	tx             *db.Tx
	now            time.Time
	images         map[string]int64
	docs           map[string]int64 // demo document key -> file id
	libraries      map[string]int64 // "kind/name" -> id, so bundles share a library
	ownedByLearner []int64
	err            error
}

func (w *writer) exec(query string, args ...any) {
	if w.err == nil {
		_, w.err = w.tx.Exec(w.ctx, query, args...)
	}
}

func (w *writer) insert(query string, args ...any) int64 {
	if w.err != nil {
		return 0
	}
	var id int64
	id, w.err = w.tx.InsertID(w.ctx, query, args...)
	return id
}

// translate stores a record's texts in other languages as the console stores them.
func (w *writer) translate(entity string, id int64, texts map[string]map[string]string) {
	if w.err == nil {
		w.err = translations.Change(w.ctx, w.tx, entity, id, texts)
	}
}

func (w *writer) image(rel string) any {
	if rel == "" {
		return nil
	}
	id, ok := w.images[rel]
	if !ok && w.err == nil {
		w.err = fmt.Errorf("demo data names a missing image %q", rel)
	}
	return id
}

func (w *writer) home(h homeData) {
	for i, c := range h.Carousels {
		id := w.insert(`INSERT INTO carousels (image_file_id, title, redirect_url, position, is_active, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`, w.image(c.Image), c.Title, c.RedirectURL, i, true, w.now, w.now)
		w.translate("carousels", id, c.Translations)
	}
	for i, p := range h.TopPerformers {
		w.exec(`INSERT INTO top_performers (title, desktop_image_file_id, mobile_image_file_id, position, is_active, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, p.Title, w.image(p.Desktop), w.image(p.Mobile), i, true, w.now, w.now)
	}
	for i, o := range h.Offerings {
		w.exec(`INSERT INTO offerings (title, redirect_url, position, is_active, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?)`, o.Title, o.RedirectURL, i, true, w.now, w.now)
	}
	for i, t := range h.Testimonials {
		w.exec(`INSERT INTO testimonials (image_file_id, name, rank, year, youtube_video_id, position, is_active, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, w.image(t.Image), t.Name, t.Rank, t.Year, t.VideoID, i, true, w.now, w.now)
	}
	day := 24 * time.Hour
	for i, b := range h.Banners {
		var redirect any
		if b.RedirectURL != "" {
			redirect = b.RedirectURL
		}
		id := w.insert(`INSERT INTO banners (content, redirect_url, start_date, end_date, is_active, position, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, b.Content, redirect, w.now.Add(time.Duration(b.StartDays)*day),
			w.now.Add(time.Duration(b.EndDays)*day), true, i, w.now, w.now)
		w.translate("banners", id, b.Translations)
	}
	for i, a := range h.PopoverAds {
		id := w.insert(`INSERT INTO popover_ads (image_file_id, title, redirect_url, position, is_active, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`, w.image(a.Image), a.Title, a.RedirectURL, i, true, w.now, w.now)
		w.translate("popover_ads", id, a.Translations)
	}
	for i, f := range h.FAQs {
		w.exec(`INSERT INTO faqs (question, answer, position, is_active, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?)`, f.Question, f.Answer, i, true, w.now, w.now)
	}
	for i, m := range h.AppMenu {
		w.exec(`INSERT INTO app_menu (title, path, position) VALUES (?, ?, ?)`, m.Title, m.Path, i)
	}
}

// siteSection is a row of the categories table, as the demo needs it.
type siteSection struct {
	ID          int64  `db:"id"`
	Slug        string `db:"slug"`
	LibraryKind string `db:"library_kind"`
}

func (w *writer) catalogue(c catalogueData) {
	// The sections are the table's, in menu order (which also keeps ids stable from run to
	// run); a subscription opens a library of its section's kind unless the data says more.
	var sections []siteSection
	if w.err == nil {
		w.err = w.tx.Select(w.ctx, &sections, "SELECT id, slug, library_kind FROM categories ORDER BY position, id")
	}
	known := map[string]bool{}
	for _, s := range sections {
		known[s.Slug] = true
	}
	for slug := range c.Sections {
		if w.err == nil && !known[slug] {
			w.err = fmt.Errorf("demo data names a section %q the categories table does not have", slug)
		}
	}
	position := 0
	for _, section := range sections {
		categoryID := section.ID
		for typePos, t := range c.Sections[section.Slug] {
			var optionalID any
			if t.Optional != "" {
				var id int64
				if w.err == nil {
					w.err = w.tx.Get(w.ctx, &id, "SELECT id FROM optional_subjects WHERE name = ?", t.Optional)
				}
				optionalID = id
			}
			typeID := w.insert(`INSERT INTO module_types (category_id, optional_subject_id, name, slug, position, is_published, created_at, updated_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, categoryID, optionalID, t.Type, slugify(t.Type), typePos, true, w.now, w.now)
			for _, s := range t.Subscriptions {
				position++
				id := w.subscription(typeID, position, s)
				if optionalID != nil && s.Thumbnail != "" {
					w.exec(`UPDATE optional_subjects SET thumbnail_file_id = COALESCE(thumbnail_file_id, ?) WHERE id = ?`,
						w.image(s.Thumbnail), optionalID)
				}
				libraries := s.Libraries
				if len(libraries) == 0 {
					libraries = []demoLibrary{{Kind: section.LibraryKind, Name: s.Name}}
				}
				for i, lib := range libraries {
					w.exec(`INSERT INTO subscription_libraries (subscription_id, library_id, position) VALUES (?, ?, ?)`,
						id, w.library(lib), i)
				}
				if s.OwnedByDemoLearner {
					w.ownedByLearner = append(w.ownedByLearner, id)
				}
			}
		}
	}
}

// library answers the id of the demo library of that kind and name, creating it once.
func (w *writer) library(lib demoLibrary) int64 {
	key := lib.Kind + "/" + lib.Name
	if id, ok := w.libraries[key]; ok {
		return id
	}
	id := w.insert(`INSERT INTO libraries (kind, name, created_at, updated_at) VALUES (?, ?, ?, ?) RETURNING id`,
		lib.Kind, lib.Name, w.now, w.now)
	w.libraries[key] = id
	return id
}

func (w *writer) subscription(typeID int64, position int, s demoSubscription) int64 {
	var strike, seats, validity any
	if s.StrikePrice > 0 {
		strike = money.FromRupees(s.StrikePrice)
	}
	if s.SeatLimit > 0 {
		seats = s.SeatLimit
	}
	if s.ValidityDays > 0 {
		validity = s.ValidityDays
	}
	id := w.insert(`INSERT INTO subscriptions (type_id, name, slug, subtitle, thumbnail_file_id, short_details, details_html,
			price_paise, strike_price_paise, delivery_info_html, discount_info, seat_limit, seats_taken,
			validity_days, is_for_sale, show_enquiry, is_popular, is_published, position, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		typeID, s.Name, s.Slug, s.Subtitle, w.image(s.Thumbnail), s.ShortDetails, strings.TrimSpace(s.Details),
		money.FromRupees(s.Price), strike, s.DeliveryInfo, s.DiscountInfo, seats, s.SeatsTaken, validity,
		true, s.ShowEnquiry, s.Popular, true, position, w.now, w.now)
	w.translate("subscriptions", id, s.Translations)
	for i, tag := range s.Tags {
		w.exec(`INSERT INTO subscription_tags (subscription_id, tag, position) VALUES (?, ?, ?)`, id, tag, i)
	}
	return id
}

// slugify makes a URL slug: "Political Science & International Relations" ->
// "political-science-international-relations".
func slugify(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(s) {
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') {
			b.WriteRune(r)
			dash = false
		} else if !dash && b.Len() > 0 {
			b.WriteByte('-')
			dash = true
		}
	}
	return strings.TrimSuffix(b.String(), "-")
}
