package catalog

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"aspirant/internal/billing"
	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/platform/cache"
	"aspirant/internal/platform/translations"
	"aspirant/internal/wire"
)

// Ownership answers which subscriptions a learner holds, and until when (billing keeps the
// answer).
type Ownership interface {
	Holdings(ctx context.Context, userID int64) (map[int64]billing.Holding, error)
}

// CacheFor is how stale the shared part of the catalogue may be. What depends on the caller
// (isSubscribed) is never cached.
const CacheFor = 10 * time.Second

// Service answers catalogue questions for a caller.
type Service struct {
	store    *Store
	owned    Ownership
	sections *cache.TTL[[]Section]
	types    *cache.TTL[[]Type]
	lists    *cache.TTL[[]Subscription]
	details  *cache.TTL[Subscription]
}

func NewService(store *Store, owned Ownership, now func() time.Time) *Service {
	return &Service{store: store, owned: owned,
		sections: cache.New[[]Section](CacheFor, now),
		types:    cache.New[[]Type](CacheFor, now),
		lists:    cache.New[[]Subscription](CacheFor, now),
		details:  cache.New[Subscription](CacheFor, now)}
}

// Forget drops the cached catalogue, after staff change it.
func (s *Service) Forget() {
	s.sections.Forget()
	s.types.Forget()
	s.lists.Forget()
	s.details.Forget()
}

var errSubscriptionNotFound = httpx.Errorf(http.StatusNotFound, "Subscription not found")

// allSections answers every section, published or not: the one place the Go code reads what
// a section is (its slug, its library kind), from the table staff edit.
func (s *Service) allSections(ctx context.Context) ([]Section, error) {
	return s.sections.Get(ctx, "", s.store.Sections)
}

// Sections answers the published sections in menu order: the site's menu, routes and pages.
func (s *Service) Sections(ctx context.Context) ([]Section, error) {
	all, err := s.allSections(ctx)
	if err != nil {
		return nil, err
	}
	return slices.DeleteFunc(slices.Clone(all), func(section Section) bool { return !section.published }), nil
}

// Types answers a published section's tabs.
func (s *Service) Types(ctx context.Context, section string) ([]Type, error) {
	sections, err := s.Sections(ctx)
	if err != nil {
		return nil, err
	}
	if !slices.ContainsFunc(sections, func(known Section) bool { return known.Slug == section }) {
		slugs := make([]string, len(sections))
		for i, known := range sections {
			slugs[i] = known.Slug
		}
		return nil, httpx.InvalidField("section_category", "Choose one of %s.", strings.Join(slugs, ", "))
	}
	return s.types.Get(ctx, section, func(ctx context.Context) ([]Type, error) { return s.store.TypesOf(ctx, section) })
}

// SubscriptionsOfType answers a tab's subscriptions as the caller sees them.
func (s *Service) SubscriptionsOfType(ctx context.Context, typeID int64) ([]Subscription, error) {
	shared, err := s.listOfType(ctx, typeID)
	if err != nil {
		return nil, err
	}
	return s.forCaller(ctx, shared)
}

// listOfType answers a tab's published subscriptions, the same for every caller.
func (s *Service) listOfType(ctx context.Context, typeID int64) ([]Subscription, error) {
	return s.lists.Get(ctx, strconv.FormatInt(typeID, 10), func(ctx context.Context) ([]Subscription, error) {
		return s.store.SubscriptionsOfType(ctx, typeID)
	})
}

// Subscription answers one subscription by id or slug. An unpublished one is shown only to
// learners who hold it.
func (s *Service) Subscription(ctx context.Context, idOrSlug string) (Subscription, error) {
	shared, err := s.details.Get(ctx, idOrSlug, func(ctx context.Context) (Subscription, error) {
		return s.store.SubscriptionByIDOrSlug(ctx, idOrSlug)
	})
	if errors.Is(err, db.ErrNotFound) {
		return Subscription{}, errSubscriptionNotFound
	}
	if err != nil {
		return Subscription{}, err
	}
	subs, err := s.forCaller(ctx, []Subscription{shared})
	if err != nil {
		return Subscription{}, err
	}
	if !subs[0].published && !subs[0].IsSubscribed {
		return Subscription{}, errSubscriptionNotFound
	}
	return subs[0], nil
}

// FreeSubscriptions answers the published subscriptions on sale at no price, in menu order
// (docs/product.md, "Free courses"): the home page's free test comes from here.
func (s *Service) FreeSubscriptions(ctx context.Context) ([]Subscription, error) {
	shared, err := s.lists.Get(ctx, "free", s.store.FreeSubscriptions)
	if err != nil {
		return nil, err
	}
	return s.forCaller(ctx, shared)
}

// forCaller copies the shared subscriptions and fills in what depends on the caller.
func (s *Service) forCaller(ctx context.Context, shared []Subscription) ([]Subscription, error) {
	held := map[int64]billing.Holding{}
	if id, ok := httpx.IdentityFrom(ctx); ok {
		var err error
		if held, err = s.owned.Holdings(ctx, id.UserID); err != nil {
			return nil, err
		}
	}
	out := slices.Clone(shared)
	for i := range out {
		h, ok := held[out[i].ID]
		out[i].IsSubscribed = ok && !h.Expired
		if out[i].IsSubscribed {
			out[i].SubscribedUntil = h.Until
		}
		out[i].IsSubscribeButton = wire.Flag(out[i].forSale && !bool(out[i].IsSeatsFull) && !out[i].IsSubscribed)
	}
	return out, nil
}

// OptionalSubjects answers the optionals page's subjects with their resource types.
func (s *Service) OptionalSubjects(ctx context.Context) ([]OptionalSubject, error) {
	return s.store.OptionalSubjects(ctx)
}

// OptionalCourse answers an optional subject's resource type and its subscriptions.
func (s *Service) OptionalCourse(ctx context.Context, subjectID, typeID int64) (OptionalSubject, OptionalType, []Subscription, error) {
	subject, typ, err := s.store.OptionalType(ctx, subjectID, typeID)
	if errors.Is(err, db.ErrNotFound) {
		return subject, typ, nil, httpx.Errorf(http.StatusNotFound, "Course not found")
	}
	if err != nil {
		return subject, typ, nil, err
	}
	subs, err := s.SubscriptionsOfType(ctx, typeID)
	return subject, typ, subs, err
}

// Owned answers the caller's subscriptions for My Subscriptions: those they hold now, then those
// whose access has ended (docs/product.md, "Validity"), each with the end of its access.
func (s *Service) Owned(ctx context.Context, userID int64) ([]Owned, error) {
	held, err := s.owned.Holdings(ctx, userID)
	if err != nil {
		return nil, err
	}
	ids := make([]int64, 0, len(held))
	for id := range held {
		ids = append(ids, id)
	}
	subs, err := s.store.SubscriptionsByID(ctx, ids)
	if err != nil {
		return nil, err
	}
	sections, err := s.allSections(ctx)
	if err != nil {
		return nil, err
	}
	kindOf := map[string]string{}
	for _, section := range sections {
		kindOf[section.Slug] = section.LibraryKind
	}
	out := make([]Owned, 0, len(subs))
	for _, sub := range subs {
		// Without a library yet, the subscription leads where its section's kind of library would.
		kind := kindOf[sub.SectionCategory]
		if len(sub.Libraries) > 0 {
			kind = sub.Libraries[0].Type
		}
		h := held[sub.ID]
		out = append(out, Owned{ID: sub.ID, Name: sub.Name, Slug: sub.Slug, Type: kind, SectionCategory: sub.SectionCategory,
			Libraries: sub.Libraries, ValidUntil: h.Until, Expired: h.Expired,
			Renewable: h.Expired && sub.forSale && sub.published, Translations: sub.Translations.Only(translations.Same("name"), nil)})
	}
	// Held ones first; the store's order (section, name) within each.
	slices.SortStableFunc(out, func(a, b Owned) int {
		switch {
		case a.Expired == b.Expired:
			return 0
		case a.Expired:
			return 1
		default:
			return -1
		}
	})
	return out, nil
}

// Closest answers the published subscription of a section that an address names only roughly
// (docs/product.md, "Details pages"): an old link or a renamed slug. It looks through the
// section's lists by id, then slug in any letter case, then by name: the same words first, then
// names that begin with the same ten characters.
func (s *Service) Closest(ctx context.Context, section, idOrSlug string) (Subscription, bool, error) {
	types, err := s.Types(ctx, section)
	if err != nil {
		return Subscription{}, false, err
	}
	var all []Subscription
	for _, t := range types {
		subs, err := s.listOfType(ctx, t.ID)
		if err != nil {
			return Subscription{}, false, err
		}
		all = append(all, subs...)
	}
	key := strings.TrimSpace(idOrSlug)
	wanted := comparableName(key)
	for _, match := range []func(Subscription) bool{
		func(sub Subscription) bool { return strconv.FormatInt(sub.ID, 10) == key },
		func(sub Subscription) bool { return strings.EqualFold(sub.Slug, key) },
		func(sub Subscription) bool { return wanted != "" && comparableName(sub.Name) == wanted },
		func(sub Subscription) bool { return namesMatch(sub.Name, key) },
	} {
		if i := slices.IndexFunc(all, match); i >= 0 {
			return all[i], true, nil
		}
	}
	return Subscription{}, false, nil
}

// ignoredWords are left out when names are compared; fuzzyPrefix is how many characters of two
// longer names must agree.
var ignoredWords = map[string]bool{"and": true, "the": true, "for": true, "with": true}

const fuzzyPrefix = 10

// comparableName is a name or slug as words to compare: lower case, any punctuation or hyphen a
// space, the ignored words dropped ("GS Prelims Notes 2027" reads as "gs-prelims-notes-2027").
func comparableName(nameOrSlug string) string {
	words := strings.FieldsFunc(strings.ToLower(nameOrSlug), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsNumber(r) })
	return strings.Join(slices.DeleteFunc(words, func(w string) bool { return ignoredWords[w] }), " ")
}

// namesMatch: the same comparable name, or, both longer than the prefix, the same first characters.
func namesMatch(a, b string) bool {
	left, right := comparableName(a), comparableName(b)
	switch {
	case left == "" || right == "":
		return false
	case left == right:
		return true
	}
	l, r := []rune(left), []rune(right)
	return len(l) > fuzzyPrefix && len(r) > fuzzyPrefix && string(l[:fuzzyPrefix]) == string(r[:fuzzyPrefix])
}
