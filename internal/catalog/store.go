package catalog

import (
	"context"
	"strconv"
	"time"

	"aspirant/internal/access"
	"aspirant/internal/db"
	"aspirant/internal/money"
	"aspirant/internal/platform/stafftext"
	"aspirant/internal/platform/translations"
	"aspirant/internal/wire"
)

// Store holds the catalogue's SQL.
type Store struct {
	q db.Q
}

func NewStore(q db.Q) *Store { return &Store{q: q} }

// Sections answers every section, published or not, in menu order. A section without a page
// heading of its own is headed by its name.
func (s *Store) Sections(ctx context.Context) ([]Section, error) {
	var rows []struct {
		Section
		Published     bool `db:"is_published"`
		HeadedByLabel bool `db:"headed_by_label"`
	}
	err := s.q.Select(ctx, &rows, `SELECT id, slug, name, CASE WHEN title = '' THEN name ELSE title END AS title,
			title = '' AS headed_by_label, description, library_kind, position, is_published
		FROM categories ORDER BY position, id`)
	if err != nil {
		return nil, err
	}
	out := make([]Section, len(rows))
	for i, r := range rows {
		out[i] = r.Section
		out[i].published = r.Published
	}
	if err := translations.Fill(ctx, s.q, "categories", out, translations.Same("name", "title", "description"), nil,
		func(section *Section) (int64, *translations.Texts) { return section.ID, &section.Translations }); err != nil {
		return nil, err
	}
	for i, r := range rows {
		if r.HeadedByLabel {
			// Without a heading of its own, the page is headed by its label, in every language.
			for language := range out[i].Translations {
				out[i].Translations.Put(language, "title", out[i].Translations.Text(language, "name"))
			}
		}
	}
	return out, nil
}

// TypesOf answers the published types of a section, in order.
func (s *Store) TypesOf(ctx context.Context, section string) ([]Type, error) {
	out := []Type{}
	err := s.q.Select(ctx, &out, `SELECT t.id, t.name, t.slug FROM module_types t JOIN categories c ON c.id = t.category_id
		WHERE c.slug = ? AND t.is_published ORDER BY t.position, t.id`, section)
	return out, err
}

type subscriptionRow struct {
	ID                int64        `db:"id"`
	TypeID            int64        `db:"type_id"`
	TypeName          string       `db:"type_name"`
	Section           string       `db:"section"`
	OptionalSubjectID *int64       `db:"optional_subject_id"`
	Name              string       `db:"name"`
	Slug              string       `db:"slug"`
	Subtitle          string       `db:"subtitle"`
	Thumbnail         *string      `db:"thumbnail"`
	ShortDetails      string       `db:"short_details"`
	Details           string       `db:"details_html"`
	Price             money.Paise  `db:"price_paise"`
	StrikePrice       *money.Paise `db:"strike_price_paise"`
	DeliveryInfo      string       `db:"delivery_info_html"`
	DiscountInfo      string       `db:"discount_info"`
	SeatLimit         *int         `db:"seat_limit"`
	SeatsTaken        int          `db:"seats_taken"`
	ValidityDays      *int         `db:"validity_days"`
	ValidUntil        *time.Time   `db:"valid_until"`
	ForSale           bool         `db:"is_for_sale"`
	ShowEnquiry       bool         `db:"show_enquiry"`
	Published         bool         `db:"published"`
}

const subscriptionSelect = `SELECT s.id, s.type_id, t.name AS type_name, c.slug AS section, t.optional_subject_id,
		s.name, s.slug, s.subtitle, f.storage_key AS thumbnail, s.short_details, s.details_html, s.price_paise,
		s.strike_price_paise, s.delivery_info_html, s.discount_info, s.seat_limit, s.seats_taken, s.validity_days,
		s.valid_until, s.is_for_sale, s.show_enquiry, (s.is_published AND t.is_published AND c.is_published) AS published
	FROM subscriptions s
	JOIN module_types t ON t.id = s.type_id
	JOIN categories c ON c.id = t.category_id
	LEFT JOIN files f ON f.id = s.thumbnail_file_id`

// SubscriptionsOfType answers the published subscriptions of a type, in order.
func (s *Store) SubscriptionsOfType(ctx context.Context, typeID int64) ([]Subscription, error) {
	var rows []subscriptionRow
	err := s.q.Select(ctx, &rows, subscriptionSelect+` WHERE s.type_id = ? AND s.is_published AND t.is_published
		AND c.is_published ORDER BY s.position, s.id`, typeID)
	if err != nil {
		return nil, err
	}
	return s.complete(ctx, rows)
}

// FreeSubscriptions answers the published subscriptions on sale at no price, in menu order.
func (s *Store) FreeSubscriptions(ctx context.Context) ([]Subscription, error) {
	var rows []subscriptionRow
	err := s.q.Select(ctx, &rows, subscriptionSelect+` WHERE s.price_paise = 0 AND s.is_for_sale AND s.is_published
		AND t.is_published AND c.is_published ORDER BY c.position, t.position, s.position, s.id`)
	if err != nil {
		return nil, err
	}
	return s.complete(ctx, rows)
}

// SubscriptionByIDOrSlug finds one subscription, published or not (the caller decides who may
// see an unpublished one).
func (s *Store) SubscriptionByIDOrSlug(ctx context.Context, idOrSlug string) (Subscription, error) {
	var rows []subscriptionRow
	var err error
	if id, convErr := strconv.ParseInt(idOrSlug, 10, 64); convErr == nil {
		err = s.q.Select(ctx, &rows, subscriptionSelect+` WHERE s.id = ?`, id)
	} else {
		err = s.q.Select(ctx, &rows, subscriptionSelect+` WHERE s.slug = ?`, idOrSlug)
	}
	if err != nil {
		return Subscription{}, err
	}
	if len(rows) == 0 {
		return Subscription{}, db.ErrNotFound
	}
	subs, err := s.complete(ctx, rows)
	if err != nil {
		return Subscription{}, err
	}
	return subs[0], nil
}

// SubscriptionsByID answers the given subscriptions, published or not, in name order.
func (s *Store) SubscriptionsByID(ctx context.Context, ids []int64) ([]Subscription, error) {
	if len(ids) == 0 {
		return []Subscription{}, nil
	}
	args := make([]any, len(ids))
	for i, id := range ids {
		args[i] = id
	}
	var rows []subscriptionRow
	err := s.q.Select(ctx, &rows, subscriptionSelect+` WHERE s.id IN (`+db.Placeholders(len(ids))+`) ORDER BY c.position, s.name`, args...)
	if err != nil {
		return nil, err
	}
	return s.complete(ctx, rows)
}

// subscriptionTexts are the translated fields of a subscription, which the learner's answer
// names as the console does.
var subscriptionTexts = translations.Same("name", "subtitle", "short_details", "details", "discount_info")

// complete turns rows into subscriptions with their tags and libraries, sanitising the HTML
// fields on the way out.
func (s *Store) complete(ctx context.Context, rows []subscriptionRow) ([]Subscription, error) {
	out := make([]Subscription, len(rows))
	if len(rows) == 0 {
		return out, nil
	}
	ids := make([]any, len(rows))
	index := map[int64]int{}
	for i, r := range rows {
		ids[i] = r.ID
		index[r.ID] = i
		full := r.SeatLimit != nil && r.SeatsTaken >= *r.SeatLimit
		sub := Subscription{ID: r.ID, SubscriptionID: r.ID, Name: r.Name, Slug: r.Slug, Subtitle: r.Subtitle,
			Thumbnail: r.Thumbnail, ShortDetails: r.ShortDetails, Details: stafftext.HTML(r.Details),
			Price: r.Price, StrikePrice: r.StrikePrice, DeliveryInfo: stafftext.HTML(r.DeliveryInfo),
			DiscountInfo: r.DiscountInfo, Tags: []string{}, IsSeatsFull: wire.Flag(full), ShowEnquiry: wire.Flag(r.ShowEnquiry),
			Libraries: []Library{}, TestSeriesSubscriptions: []TestSeries{}, TypeID: r.TypeID, TypeName: r.TypeName,
			SectionCategory: r.Section, OptionalSubjectID: r.OptionalSubjectID, SeatLimit: r.SeatLimit,
			ValidityDays: r.ValidityDays, ValidUntil: r.ValidUntil, forSale: r.ForSale, published: r.Published}
		if r.SeatLimit != nil {
			left := max(0, *r.SeatLimit-r.SeatsTaken)
			sub.SeatsLeft = &left
		}
		out[i] = sub
	}
	in := db.Placeholders(len(ids))

	if err := translations.Fill(ctx, s.q, "subscriptions", out, subscriptionTexts, translations.Formatted("details"),
		func(sub *Subscription) (int64, *translations.Texts) { return sub.ID, &sub.Translations }); err != nil {
		return nil, err
	}

	var tags []struct {
		SubscriptionID int64  `db:"subscription_id"`
		Tag            string `db:"tag"`
	}
	if err := s.q.Select(ctx, &tags, `SELECT subscription_id, tag FROM subscription_tags
		WHERE subscription_id IN (`+in+`) ORDER BY subscription_id, position, tag`, ids...); err != nil {
		return nil, err
	}
	for _, t := range tags {
		out[index[t.SubscriptionID]].Tags = append(out[index[t.SubscriptionID]].Tags, t.Tag)
	}

	// Live item counts, by the same rule the libraries themselves answer with.
	var libs []struct {
		SubscriptionID int64 `db:"subscription_id"`
		Library
	}
	if err := s.q.Select(ctx, &libs, `SELECT sl.subscription_id, l.id, l.kind, l.name,
			`+access.ItemCount("l")+` AS item_count
		FROM subscription_libraries sl JOIN libraries l ON l.id = sl.library_id
		WHERE sl.subscription_id IN (`+in+`) ORDER BY sl.subscription_id, sl.position, l.id`, ids...); err != nil {
		return nil, err
	}
	for _, l := range libs {
		sub := &out[index[l.SubscriptionID]]
		sub.Libraries = append(sub.Libraries, l.Library)
		if l.Type == "tests" {
			sub.TestSeriesSubscriptions = append(sub.TestSeriesSubscriptions, TestSeries{TestSeriesID: l.ID})
		}
	}
	return out, nil
}

// OptionalSubjects answers the published optional subjects that have at least one published
// resource type, with those types.
func (s *Store) OptionalSubjects(ctx context.Context) ([]OptionalSubject, error) {
	var rows []struct {
		SubjectID   int64   `db:"subject_id"`
		SubjectName string  `db:"subject_name"`
		SubjectSlug string  `db:"subject_slug"`
		Description string  `db:"description"`
		Thumbnail   *string `db:"thumbnail"`
		TypeID      int64   `db:"type_id"`
		TypeName    string  `db:"type_name"`
		TypeSlug    string  `db:"type_slug"`
		Count       int     `db:"subscription_count"`
	}
	err := s.q.Select(ctx, &rows, `SELECT o.id AS subject_id, o.name AS subject_name, o.slug AS subject_slug, o.description,
			f.storage_key AS thumbnail, t.id AS type_id, t.name AS type_name, t.slug AS type_slug,
			(SELECT COUNT(*) FROM subscriptions s WHERE s.type_id = t.id AND s.is_published) AS subscription_count
		FROM optional_subjects o
		JOIN module_types t ON t.optional_subject_id = o.id AND t.is_published
		LEFT JOIN files f ON f.id = o.thumbnail_file_id
		WHERE o.is_published
		ORDER BY o.position, o.name, t.position, t.id`)
	if err != nil {
		return nil, err
	}
	out := []OptionalSubject{}
	for _, r := range rows {
		if len(out) == 0 || out[len(out)-1].ID != r.SubjectID {
			out = append(out, OptionalSubject{ID: r.SubjectID, Name: r.SubjectName, Slug: r.SubjectSlug,
				Description: r.Description, Thumbnail: r.Thumbnail, Modules: []OptionalType{}})
		}
		subject := &out[len(out)-1]
		subject.Modules = append(subject.Modules, OptionalType{ID: r.TypeID, Name: r.TypeName, Slug: r.TypeSlug,
			OptionalSubjectID: r.SubjectID, Subscriptions: r.Count})
	}
	return out, nil
}

// OptionalType answers a published resource type of an optional subject, checking that it
// belongs to that subject.
func (s *Store) OptionalType(ctx context.Context, subjectID, typeID int64) (OptionalSubject, OptionalType, error) {
	var row struct {
		SubjectName string `db:"subject_name"`
		SubjectSlug string `db:"subject_slug"`
		TypeName    string `db:"type_name"`
		TypeSlug    string `db:"type_slug"`
	}
	err := s.q.Get(ctx, &row, `SELECT o.name AS subject_name, o.slug AS subject_slug, t.name AS type_name, t.slug AS type_slug
		FROM module_types t JOIN optional_subjects o ON o.id = t.optional_subject_id
		WHERE t.id = ? AND o.id = ? AND t.is_published AND o.is_published`, typeID, subjectID)
	if err != nil {
		return OptionalSubject{}, OptionalType{}, err
	}
	typ := OptionalType{ID: typeID, Name: row.TypeName, Slug: row.TypeSlug, OptionalSubjectID: subjectID}
	return OptionalSubject{ID: subjectID, Name: row.SubjectName, Slug: row.SubjectSlug, Modules: []OptionalType{typ}}, typ, nil
}
