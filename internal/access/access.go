// Package access answers, for the content domains (notes, prelims, mains, videos), which
// libraries a subscription holds and which of them the caller may open. The rule is one: a
// learner opens a library when they hold a valid entitlement to any subscription that includes
// it; an evaluator, what they bought and the mains series they evaluate; an admin every library.
package access

import (
	"context"
	"net/http"
	"strings"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
)

// Entitlements answers which libraries a learner's subscriptions open (billing keeps it).
type Entitlements interface {
	OpenLibraries(ctx context.Context, userID int64) (map[int64]bool, error)
}

// Checker answers access questions.
type Checker struct {
	db  *db.DB
	ent Entitlements
}

func NewChecker(d *db.DB, ent Entitlements) *Checker { return &Checker{db: d, ent: ent} }

// Library is a library a subscription holds, and whether the caller may open it.
type Library struct {
	ID          int64  `db:"id"`
	Name        string `db:"name"`
	Description string `db:"description_html"`
	Items       int    `db:"item_count"` // published items, from LibrariesWithItemsOf
	Open        bool   `db:"-"`
}

// ItemCount is SQL that counts the published items of the library aliased alias, whatever its
// kind. It is the one definition of a library's size: the shop window's cards, the libraries
// learners open and the staff console all show it.
func ItemCount(alias string) string {
	return strings.ReplaceAll(`CASE {l}.kind
	WHEN 'notes' THEN (SELECT COUNT(*) FROM notes x WHERE x.library_id = {l}.id AND x.is_published)
	WHEN 'tests' THEN (SELECT COUNT(*) FROM prelims_tests x WHERE x.library_id = {l}.id AND x.is_published)
	WHEN 'mains-tests' THEN (SELECT COUNT(*) FROM mains_tests x WHERE x.library_id = {l}.id AND x.is_published)
	ELSE (SELECT COUNT(*) FROM videos x WHERE x.library_id = {l}.id AND x.is_published)
END`, "{l}", alias)
}

// ErrSubscriptionNotFound answers a library call for a subscription that does not exist.
var ErrSubscriptionNotFound = httpx.Errorf(http.StatusNotFound, "Subscription not found")

// SubscriptionID reads the subscriptionId query parameter every library call carries.
func SubscriptionID(r *http.Request) (int64, error) {
	return httpx.PositiveID(r.URL.Query().Get("subscriptionId"), "subscriptionId")
}

// LibrariesOf answers a subscription's libraries of one kind (notes, tests, mains-tests,
// videos), in the subscription's order, each marked with whether the caller may open it.
// Items is left at 0: the pages that show a library's size ask LibrariesWithItemsOf.
func (c *Checker) LibrariesOf(ctx context.Context, subscriptionID int64, kind string) ([]Library, error) {
	return c.libraries(ctx, subscriptionID, kind, "0")
}

// LibrariesWithItemsOf is LibrariesOf with each library's published items counted, for the
// lists that show them (mains series, video libraries).
func (c *Checker) LibrariesWithItemsOf(ctx context.Context, subscriptionID int64, kind string) ([]Library, error) {
	return c.libraries(ctx, subscriptionID, kind, ItemCount("l"))
}

// libraries reads the libraries with itemCount, a constant SQL expression, as their size.
func (c *Checker) libraries(ctx context.Context, subscriptionID int64, kind, itemCount string) ([]Library, error) {
	var exists int
	if err := c.db.Get(ctx, &exists, "SELECT COUNT(*) FROM subscriptions WHERE id = ?", subscriptionID); err != nil {
		return nil, err
	}
	if exists == 0 {
		return nil, ErrSubscriptionNotFound
	}
	out := []Library{}
	err := c.db.Select(ctx, &out, `SELECT l.id, l.name, l.description_html, `+itemCount+` AS item_count
		FROM subscription_libraries sl
		JOIN libraries l ON l.id = sl.library_id WHERE sl.subscription_id = ? AND l.kind = ? ORDER BY sl.position, l.id`,
		subscriptionID, kind)
	if err != nil {
		return nil, err
	}
	opener, err := c.For(ctx)
	for i := range out {
		out[i].Open = opener.Opens(out[i].ID)
	}
	return out, err
}

// Opener answers whether the caller may open a library. Build one per request.
type Opener struct {
	staff     bool // an admin
	open      map[int64]bool
	evaluated map[int64]bool // the mains series an evaluator evaluates
}

// Opens reports whether the caller may open the library.
func (o Opener) Opens(libraryID int64) bool {
	return o.staff || o.open[libraryID] || o.evaluated[libraryID]
}

// Oversees reports whether the caller sees a mains series as staff do, past the learner's gates
// of time (the question paper before the answer window opens, the model answer before it
// closes): an admin, and an evaluator of that series, who reads them to mark its answers.
func (o Opener) Oversees(libraryID int64) bool { return o.staff || o.evaluated[libraryID] }

// For answers the Opener of the caller the context carries.
func (c *Checker) For(ctx context.Context) (Opener, error) {
	id, _ := httpx.IdentityFrom(ctx)
	return c.OpenerOf(ctx, id)
}

// OpenerOf answers a caller's Opener: nobody's libraries for a visitor (a zero identity), every
// library for an admin, and for anyone else the libraries their subscriptions open; an evaluator
// opens the mains series they evaluate too (docs/product.md, "What an evaluator opens").
func (c *Checker) OpenerOf(ctx context.Context, id httpx.Identity) (Opener, error) {
	if id.UserID <= 0 {
		return Opener{}, nil
	}
	if id.IsAdmin() {
		return Opener{staff: true}, nil
	}
	open, err := c.ent.OpenLibraries(ctx, id.UserID)
	if err != nil || !id.IsEvaluator() {
		return Opener{open: open}, err
	}
	series, err := c.evaluatedSeries(ctx, id.UserID)
	if err != nil {
		return Opener{}, err
	}
	evaluated := make(map[int64]bool, len(series))
	for _, libraryID := range series {
		evaluated[libraryID] = true
	}
	return Opener{open: open, evaluated: evaluated}, nil
}

// evaluatedSeries answers the mains series an evaluator evaluates: those staff named them an
// evaluator of, and those of the answers assigned to them (an admin may hand them a copy of any
// series).
func (c *Checker) evaluatedSeries(ctx context.Context, userID int64) ([]int64, error) {
	var ids []int64
	err := c.db.Select(ctx, &ids, `SELECT library_id FROM mains_series_evaluators WHERE user_id = ?
		UNION SELECT t.library_id FROM mains_answer_uploads u JOIN mains_tests t ON t.id = u.mains_test_id
			WHERE u.assigned_to = ? AND u.superseded_at IS NULL`, userID, userID)
	return ids, err
}

// RequireOf answers nil when a signed-in caller may open the library, and 403 otherwise.
func (c *Checker) RequireOf(ctx context.Context, id httpx.Identity, libraryID int64) error {
	opener, err := c.OpenerOf(ctx, id)
	if err != nil {
		return err
	}
	if !opener.Opens(libraryID) {
		return ErrNotSubscribed
	}
	return nil
}

// Require answers nil when the caller may open the library, 401 for a visitor and 403 for a
// learner without the subscription.
func (c *Checker) Require(ctx context.Context, r *http.Request, libraryID int64) error {
	id, err := httpx.RequireUser(r)
	if err != nil {
		return err
	}
	return c.RequireOf(ctx, id, libraryID)
}

// ErrNotSubscribed is the 403 of a learner asking for what they have not bought.
var ErrNotSubscribed = httpx.Errorf(http.StatusForbidden, "Subscribe to access this content.")

// LibraryList is the handler of a call that lists a subscription's libraries of one kind, with
// their sizes, each turned into the call's own entry (a mains series, a video library).
func LibraryList[T any](c *Checker, kind string, entry func(Library) T) httpx.Handler {
	return func(w http.ResponseWriter, r *http.Request) error {
		subscriptionID, err := SubscriptionID(r)
		if err != nil {
			return err
		}
		libs, err := c.LibrariesWithItemsOf(r.Context(), subscriptionID, kind)
		if err != nil {
			return err
		}
		out := make([]T, 0, len(libs))
		for _, lib := range libs {
			out = append(out, entry(lib))
		}
		httpx.Answer(w, &httpx.List[T]{ResponseResult: out})
		return nil
	}
}
