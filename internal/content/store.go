package content

import (
	"context"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/platform/translations"
)

// Store reads the content tables. Staff writes arrive with the admin console.
type Store struct {
	q db.Q
}

func NewStore(q db.Q) *Store { return &Store{q: q} }

func (s *Store) Slides(ctx context.Context) ([]Slide, error) {
	out := []Slide{}
	err := s.q.Select(ctx, &out, `SELECT c.id, f.storage_key AS image, c.title, c.redirect_url
		FROM carousels c JOIN files f ON f.id = c.image_file_id
		WHERE c.is_active ORDER BY c.position, c.id`)
	if err != nil {
		return nil, err
	}
	return out, translations.Fill(ctx, s.q, "carousels", out, translations.Same("title"), nil,
		func(c *Slide) (int64, *translations.Texts) { return c.ID, &c.Translations })
}

// Banners answers the active banners that have not ended; the app picks the one to show.
func (s *Store) Banners(ctx context.Context, now time.Time) ([]Banner, error) {
	out := []Banner{}
	err := s.q.Select(ctx, &out, `SELECT id, content, redirect_url, start_date, end_date, is_active
		FROM banners WHERE is_active AND end_date >= ? ORDER BY position, id`, now)
	if err != nil {
		return nil, err
	}
	return out, translations.Fill(ctx, s.q, "banners", out, translations.Same("content"), nil,
		func(b *Banner) (int64, *translations.Texts) { return b.ID, &b.Translations })
}

func (s *Store) Offerings(ctx context.Context) ([]Offering, error) {
	out := []Offering{}
	err := s.q.Select(ctx, &out, `SELECT id, title, redirect_url FROM offerings
		WHERE is_active ORDER BY position, id`)
	return out, err
}

func (s *Store) Testimonials(ctx context.Context) ([]Testimonial, error) {
	out := []Testimonial{}
	err := s.q.Select(ctx, &out, `SELECT t.id, COALESCE(f.storage_key, '') AS image, t.name, t.rank, t.year, t.youtube_video_id
		FROM testimonials t LEFT JOIN files f ON f.id = t.image_file_id
		WHERE t.is_active ORDER BY t.position, t.id`)
	for i := range out {
		out[i].YouTubeURL = embedSnippet(out[i].VideoID, out[i].Name+" — testimonial")
	}
	return out, err
}

func (s *Store) TopPerformers(ctx context.Context) ([]TopPerformer, error) {
	out := []TopPerformer{}
	err := s.q.Select(ctx, &out, `SELECT p.id, p.title, d.storage_key AS desktop_image, m.storage_key AS mobile_image
		FROM top_performers p
		JOIN files d ON d.id = p.desktop_image_file_id
		JOIN files m ON m.id = p.mobile_image_file_id
		WHERE p.is_active ORDER BY p.position, p.id`)
	return out, err
}

func (s *Store) FAQs(ctx context.Context) ([]FAQ, error) {
	out := []FAQ{}
	err := s.q.Select(ctx, &out, `SELECT id, question, answer FROM faqs WHERE is_active ORDER BY position, id`)
	if err != nil {
		return nil, err
	}
	return out, translations.Fill(ctx, s.q, "faqs", out, translations.Same("question", "answer"), nil,
		func(f *FAQ) (int64, *translations.Texts) { return f.ID, &f.Translations })
}

// PopoverAds answers the active adverts whose optional window holds now.
func (s *Store) PopoverAds(ctx context.Context, now time.Time) ([]PopoverAd, error) {
	out := []PopoverAd{}
	err := s.q.Select(ctx, &out, `SELECT a.id, f.storage_key AS image, a.title, a.redirect_url
		FROM popover_ads a JOIN files f ON f.id = a.image_file_id
		WHERE a.is_active AND (a.starts_at IS NULL OR a.starts_at <= ?) AND (a.ends_at IS NULL OR a.ends_at >= ?)
		ORDER BY a.position, a.id`, now, now)
	if err != nil {
		return nil, err
	}
	return out, translations.Fill(ctx, s.q, "popover_ads", out, translations.Same("title"), nil,
		func(a *PopoverAd) (int64, *translations.Texts) { return a.ID, &a.Translations })
}

func (s *Store) AppMenu(ctx context.Context) ([]MenuEntry, error) {
	out := []MenuEntry{}
	err := s.q.Select(ctx, &out, `SELECT id, title, path FROM app_menu ORDER BY position, id`)
	return out, err
}

func (s *Store) TargetYears(ctx context.Context) ([]TargetYear, error) {
	out := []TargetYear{}
	err := s.q.Select(ctx, &out, `SELECT id, year, is_default FROM target_years ORDER BY position, year`)
	return out, err
}

func (s *Store) OptionalSubjects(ctx context.Context) ([]OptionalSubject, error) {
	out := []OptionalSubject{}
	err := s.q.Select(ctx, &out, `SELECT id, name, slug FROM optional_subjects
		WHERE is_published ORDER BY position, name`)
	return out, err
}

// PopularSubscriptions answers the published subscriptions staff marked popular, with the
// section each belongs to so the app can link to it.
func (s *Store) PopularSubscriptions(ctx context.Context) ([]PopularSubscription, error) {
	out := []PopularSubscription{}
	err := s.q.Select(ctx, &out, `SELECT s.id, s.name, s.slug, f.storage_key AS thumbnail, s.short_details,
			s.price_paise, s.strike_price_paise, c.slug AS section_category, s.discount_info
		FROM subscriptions s
		JOIN module_types t ON t.id = s.type_id
		JOIN categories c ON c.id = t.category_id
		LEFT JOIN files f ON f.id = s.thumbnail_file_id
		WHERE s.is_popular AND s.is_published AND t.is_published AND c.is_published
		ORDER BY s.position, s.id LIMIT 12`)
	if err != nil || len(out) == 0 {
		return out, err
	}
	ids, index := make([]any, len(out)), map[int64]int{}
	for i := range out {
		ids[i], index[out[i].ID] = out[i].ID, i
		out[i].Tags = []string{}
	}
	var tags []struct {
		SubscriptionID int64  `db:"subscription_id"`
		Tag            string `db:"tag"`
	}
	if err := s.q.Select(ctx, &tags, `SELECT subscription_id, tag FROM subscription_tags WHERE subscription_id IN (`+
		db.Placeholders(len(ids))+`) ORDER BY subscription_id, position, tag`, ids...); err != nil {
		return nil, err
	}
	for _, t := range tags {
		out[index[t.SubscriptionID]].Tags = append(out[index[t.SubscriptionID]].Tags, t.Tag)
	}
	return out, translations.Fill(ctx, s.q, "subscriptions", out, translations.Same("name", "short_details", "discount_info"), nil,
		func(sub *PopularSubscription) (int64, *translations.Texts) { return sub.ID, &sub.Translations })
}

// OptionalSubjectNames answers the names a learner may choose as their optional subject.
func (s *Store) OptionalSubjectNames(ctx context.Context) ([]string, error) {
	names := []string{}
	err := s.q.Select(ctx, &names, `SELECT name FROM optional_subjects WHERE is_published ORDER BY position, name`)
	return names, err
}

// TargetYearValues answers the years a learner may choose as their target.
func (s *Store) TargetYearValues(ctx context.Context) ([]string, error) {
	years := []string{}
	err := s.q.Select(ctx, &years, `SELECT year FROM target_years ORDER BY position, year`)
	return years, err
}
