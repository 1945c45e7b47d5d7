// Package content serves the marketing side of the site that staff change without a release:
// the home page's carousels, top performers, offerings, testimonials, FAQ, the banner strip,
// pop-over ads, and the small lists forms use (target years, optional subjects).
package content

import (
	"fmt"
	"html"
	"regexp"
	"time"

	"aspirant/internal/money"
	"aspirant/internal/platform/translations"
	"aspirant/internal/wire"
)

// Slide is a hero carousel item. Image is a public file's storage key; the app shows it under
// /files/.
type Slide struct {
	ID          int64  `db:"id" json:"id"`
	Image       string `db:"image" json:"image"`
	Title       string `db:"title" json:"title"`
	RedirectURL string `db:"redirect_url" json:"redirect_url"`
	// Translations: the title in other languages (docs/product.md, "Languages of staff texts").
	Translations translations.Texts `db:"-" json:"translations"`
}

// Banner is one announcement for the strip under the header. The app shows the first active
// one whose dates hold now (docs/product.md, "Announcements").
type Banner struct {
	ID          int64     `db:"id" json:"id"`
	Content     string    `db:"content" json:"content"`
	RedirectURL *string   `db:"redirect_url" json:"redirect_url"`
	StartDate   time.Time `db:"start_date" json:"start_date"`
	EndDate     time.Time `db:"end_date" json:"end_date"`
	IsActive    wire.Flag `db:"is_active" json:"is_active"`
	// Translations are the content in the other languages staff wrote it in (docs/product.md,
	// "Languages of staff texts"), as for every translated text below.
	Translations translations.Texts `db:"-" json:"translations"`
}

// Offering is a tile of the offerings grid.
type Offering struct {
	ID          int64  `db:"id" json:"id"`
	Title       string `db:"title" json:"title"`
	RedirectURL string `db:"redirect_url" json:"redirect_url"`
}

// Testimonial is a learner's video testimonial. YouTubeURL is, as the contract says, an embed
// snippet; it is built here from the stored video id, never stored or passed on raw.
type Testimonial struct {
	ID         int64  `db:"id" json:"id"`
	Image      string `db:"image" json:"image"`
	Name       string `db:"name" json:"name"`
	Rank       string `db:"rank" json:"rank"`
	Year       string `db:"year" json:"year"`
	VideoID    string `db:"youtube_video_id" json:"-"`
	YouTubeURL string `db:"-" json:"youtubeUrl"`
}

// Playback is a testimonial's embed address, for players that want the address alone.
type Playback struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
	URL  string `json:"url"`
}

// TopPerformer is a slide of the top performers carousel, with images for wide and narrow
// screens. An addition of ours: served rather than fixed in the app, so that staff can change them.
type TopPerformer struct {
	ID           int64  `db:"id" json:"id"`
	Title        string `db:"title" json:"title"`
	DesktopImage string `db:"desktop_image" json:"desktopImage"`
	MobileImage  string `db:"mobile_image" json:"mobileImage"`
}

// FAQ is one question and answer of the home page's accordion.
type FAQ struct {
	ID       int64  `db:"id" json:"id"`
	Question string `db:"question" json:"question"`
	Answer   string `db:"answer" json:"answer"`
	// Translations: the question and answer in other languages.
	Translations translations.Texts `db:"-" json:"translations"`
}

// PopoverAd is the advert the app shows once per visit.
type PopoverAd struct {
	ID          int64  `db:"id" json:"id"`
	Image       string `db:"image" json:"image"`
	Title       string `db:"title" json:"title"`
	RedirectURL string `db:"redirect_url" json:"redirect_url"`
	// Translations: the title in other languages.
	Translations translations.Texts `db:"-" json:"translations"`
}

// MenuEntry is an entry of the app menu.
type MenuEntry struct {
	ID    int64  `db:"id" json:"id"`
	Title string `db:"title" json:"title"`
	Path  string `db:"path" json:"path"`
}

// TargetYear is a year a learner may be preparing for.
type TargetYear struct {
	ID        int64     `db:"id" json:"id"`
	Year      string    `db:"year" json:"year"`
	IsDefault wire.Flag `db:"is_default" json:"is_default"`
}

// OptionalSubject is an optional subject as sign-up and profile forms list it.
type OptionalSubject struct {
	ID   int64  `db:"id" json:"id"`
	Name string `db:"name" json:"name"`
	Slug string `db:"slug" json:"slug"`
}

// PopularSubscription is a card of the popular courses carousel.
type PopularSubscription struct {
	ID              int64        `db:"id" json:"id"`
	Name            string       `db:"name" json:"name"`
	Slug            string       `db:"slug" json:"slug"`
	Thumbnail       *string      `db:"thumbnail" json:"thumbnail"`
	ShortDetails    string       `db:"short_details" json:"short_details"`
	Price           money.Paise  `db:"price_paise" json:"price"`
	StrikePrice     *money.Paise `db:"strike_price_paise" json:"strikePrice"`
	SectionCategory string       `db:"section_category" json:"section_category"`
	// Staff's discount line and tags, as the catalogue's cards show them (docs/product.md,
	// "Discount lines and tags").
	DiscountInfo string   `db:"discount_info" json:"discount_info"`
	Tags         []string `db:"-" json:"tags"`
	// Translations: the name, short details and discount line in other languages.
	Translations translations.Texts `db:"-" json:"translations"`
}

// youTubeID is the shape of a YouTube video id.
var youTubeID = regexp.MustCompile(`^[A-Za-z0-9_-]{11}$`)

// EmbedURL is the privacy-enhanced player address of a YouTube video, or "" for an id that
// is not one.
func EmbedURL(videoID string) string {
	if !youTubeID.MatchString(videoID) {
		return ""
	}
	return "https://www.youtube-nocookie.com/embed/" + videoID
}

// embedSnippet is the iframe the app renders for a testimonial video.
func embedSnippet(videoID, title string) string {
	src := EmbedURL(videoID)
	if src == "" {
		return ""
	}
	return fmt.Sprintf(`<iframe src="%s" title="%s" loading="lazy" `+
		`allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture" `+
		`referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>`,
		src, html.EscapeString(title))
}
