// Package catalog is the shop window: the sections, their types (tabs), the subscriptions
// on sale with their libraries, optional subjects with their resource types, and a learner's
// own subscriptions. What a learner owns comes from billing; catalog only shows it.
package catalog

import (
	"time"

	"aspirant/internal/money"
	"aspirant/internal/platform/translations"
	"aspirant/internal/wire"
)

// Section is a section of the site, a row of the categories table: staff add and edit them
// (docs/decisions.md, "Sections"). Everything that differs between sections and is not code
// lives here; what a kind of library shows is code in the web app.
type Section struct {
	ID          int64  `db:"id" json:"id"`
	Slug        string `db:"slug" json:"slug"`               // its address (/prelims-tests) and section_category
	Name        string `db:"name" json:"name"`               // the menu label
	Title       string `db:"title" json:"title"`             // the heading of its page
	Description string `db:"description" json:"description"` // the line under the heading
	LibraryKind string `db:"library_kind" json:"libraryKind"`
	Position    int    `db:"position" json:"position"`
	// Translations are the name, title and description in the other languages staff wrote them
	// in (docs/product.md, "Languages of staff texts"): the app picks the learner's language's,
	// else the English above, so the answer is the same for everyone and may be cached.
	Translations translations.Texts `db:"-" json:"translations"`

	published bool
}

// Type is a tab within a section.
type Type struct {
	ID   int64  `db:"id" json:"id"`
	Name string `db:"name" json:"name"`
	Slug string `db:"slug" json:"slug"`
}

// Library is a summary of one library a subscription opens, with its live item count.
type Library struct {
	ID    int64  `db:"id" json:"id"`
	Type  string `db:"kind" json:"type"` // notes, tests, mains-tests or videos
	Name  string `db:"name" json:"name"`
	Count int    `db:"item_count" json:"count"`
}

// TestSeries points at a prelims test series (a tests library) the subscription opens.
type TestSeries struct {
	TestSeriesID int64 `json:"testSeriesId"`
}

// Subscription is a product on sale, with every field of docs/openapi.yaml's Subscription.
// IsSubscribed and IsSubscribeButton depend on the caller and are filled in per request; the
// rest is the same for everyone and may be cached.
type Subscription struct {
	ID                      int64        `json:"id"`
	SubscriptionID          int64        `json:"subscriptionId"`
	Name                    string       `json:"name"`
	Slug                    string       `json:"slug"`
	Subtitle                string       `json:"subtitle"`
	Thumbnail               *string      `json:"thumbnail"`
	ShortDetails            string       `json:"short_details"`
	Details                 string       `json:"details"`
	Price                   money.Paise  `json:"price"`
	StrikePrice             *money.Paise `json:"strikePrice"`
	DeliveryInfo            string       `json:"delivery_info"`
	DiscountInfo            string       `json:"discount_info"`
	Tags                    []string     `json:"tags"`
	IsSubscribed            bool         `json:"isSubscribed"`
	IsSeatsFull             wire.Flag    `json:"is_seatsFull"`
	IsSubscribeButton       wire.Flag    `json:"is_subscribe_button"`
	ShowEnquiry             wire.Flag    `json:"show_enquiry"`
	Libraries               []Library    `json:"libraries"`
	TestSeriesSubscriptions []TestSeries `json:"testSeriesSubscriptions"`
	// Additions of ours: where the subscription sits, and its seats and validity.
	TypeID            int64      `json:"typeId"`
	TypeName          string     `json:"typeName"`
	SectionCategory   string     `json:"section_category"`
	OptionalSubjectID *int64     `json:"optionalSubjectId"`
	SeatLimit         *int       `json:"seatLimit"`
	SeatsLeft         *int       `json:"seatsLeft"`
	ValidityDays      *int       `json:"validityDays"`
	ValidUntil        *time.Time `json:"validUntil"`
	// The caller's own access, while they hold it: when it ends (nil: without an end).
	SubscribedUntil *time.Time `json:"subscribedUntil"`
	// Translations are the name, subtitle, short details, details and discount line in the
	// other languages staff wrote them in, the details sanitised as the English (docs/product.md,
	// "Languages of staff texts").
	Translations translations.Texts `json:"translations"`

	forSale   bool
	published bool
}

// OptionalSubject is an optional subject with its resource types (docs/product.md, "Sections").
type OptionalSubject struct {
	ID          int64          `json:"id"`
	Name        string         `json:"name"`
	Slug        string         `json:"slug"`
	Description string         `json:"description"`
	Thumbnail   *string        `json:"thumbnail"`
	Modules     []OptionalType `json:"modules"`
}

// OptionalType is one resource type of an optional subject (e.g. its complete course).
type OptionalType struct {
	ID                int64  `json:"id"`
	Name              string `json:"name"`
	Slug              string `json:"slug"`
	OptionalSubjectID int64  `json:"optionalSubjectId"`
	Subscriptions     int    `json:"subscriptionCount"`
}

// Owned is a row of My Subscriptions.
type Owned struct {
	ID              int64     `json:"id"`
	Name            string    `json:"name"`
	Slug            string    `json:"slug"`
	Type            string    `json:"type"` // notes, tests, mains-tests or videos: where its action leads
	SectionCategory string    `json:"section_category"`
	Libraries       []Library `json:"libraries"`
	// The learner's access: when it ends (nil: without an end), whether it has, and whether the
	// subscription can be bought again now (ended, and still on sale).
	ValidUntil *time.Time `json:"validUntil"`
	Expired    bool       `json:"expired"`
	Renewable  bool       `json:"renewable"`
	// Translations are the name in the other languages staff wrote it (docs/product.md,
	// "Languages of staff texts"); the list shows nothing else of staff's.
	Translations translations.Texts `json:"translations"`
}
