// Package seo gives each public page of the web app a head of its own, made on the server
// (docs/product.md, "Pages worth sharing"): its title, description, canonical address, Open
// Graph and Twitter card with its picture, and structured data, so that a link shared in a
// group or found by a search engine says what it leads to. It also answers which addresses name
// nothing (404), the sitemap and robots.txt. The body stays the app's.
package seo

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"

	"aspirant/internal/catalog"
	"aspirant/internal/content"
	"aspirant/internal/httpx"
	"aspirant/internal/media"
	"aspirant/internal/platform/htmlsafe"
	"aspirant/internal/platform/stafftext"
)

// Site is the site's own name and description, for the home page and for pages without their own.
const (
	SiteName        = "Aspirant"
	SiteTitle       = "Aspirant — Civil services preparation, done right"
	SiteDescription = "Aspirant: notes, prelims and mains test series, video courses and optional-subject material for UPSC and State PCS aspirants."
	siteImage       = "/images/og-image.jpg"
	// The site's picture's size (web/public/images/og-image.jpg) and what it shows, for a preview
	// that lays out the card before the picture arrives and for a reader who cannot see it.
	siteImageWidth, siteImageHeight = 1200, 630
	siteImageAlt                    = "Aspirant: UPSC and State PCS preparation. Test series, notes, video courses and answer writing."
)

// Head is what a page's <head> says about it.
type Head struct {
	Status      int    // 200; 404 for an address that names nothing; 301 to Redirect
	Redirect    string // the address a roughly named page lives at
	Title       string
	Description string
	Canonical   string // absolute; empty for pages that are not to be indexed
	Image       string // absolute
	// The picture's size in pixels (0 when it cannot be read: the tags are then left out rather
	// than guessed) and its text for a reader who cannot see it.
	ImageWidth, ImageHeight int
	ImageAlt                string
	OGType                  string // website or product
	NoIndex                 bool   // a learner's own page or a sign-in page: kept out of search engines
	Data                    []any  // JSON-LD objects
	// Answers of API calls the page makes at once, by the call's address, carried in the page so
	// that what they show is there at its first paint (docs/product.md, "Fast on a budget
	// phone"): the ones every page makes, and its own. A page's own are a visitor's answers: a
	// browser's navigation carries no session, and the app uses them only while nobody is signed in.
	Preloaded map[string]any
	// Picture is the page's largest picture, which the browser starts to fetch with the page
	// instead of after the app has drawn it; nil for a page without one.
	Picture *Picture
}

// Picture is a public image as the web app draws it: its address, its copies by width and the
// sizes it is drawn at. Sizes must be the app's for that place (web/src/lib/file-url.ts), or the
// browser fetches the picture twice.
type Picture struct {
	Src, SrcSet, Sizes string
}

// The sizes the app draws a page's largest picture at (web/src/lib/file-url.ts).
const (
	cardImageSizes    = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
	detailsImageSizes = "(min-width: 768px) 50vw, 100vw"
)

// pictureOf is a stored image's picture at sizes.
func pictureOf(key, sizes string) *Picture {
	src := "/files/" + strings.TrimPrefix(key, "/")
	return &Picture{Src: src, SrcSet: media.SrcSet(src), Sizes: sizes}
}

// Pages knows the public pages.
type Pages struct {
	Catalog *catalog.Service
	FAQs    func(ctx context.Context) ([]content.FAQ, error)
	Base    *url.URL
	// Preload are the API calls whose answers every page carries, by path; HomePreload the home
	// page's own (its sections), so that the page the server renders is whole.
	Preload, HomePreload map[string]func(ctx context.Context) (any, error)
	// ImageSize answers a stored public image's width and height in pixels (media.Service.ImageSize).
	ImageSize func(ctx context.Context, key string) (width, height int, err error)
	// imageSizes keeps each stored picture's size once read: a key names one upload for good.
	imageSizes sync.Map
}

// fixedPages are the app's pages at fixed addresses (web/src/app/router.tsx) with the head each
// has; a page marked private is a learner's own and is not indexed.
var fixedPages = map[string]struct {
	title, description string
	private            bool
}{
	"privacy-policy":       {"Privacy Policy", "How Aspirant collects, uses and protects your personal information.", false},
	"terms-conditions":     {"Terms and Conditions", "The terms on which Aspirant's courses, test series and notes are offered.", false},
	"refund-policy":        {"Refund Policy", "When and how Aspirant refunds a purchase.", false},
	"login":                {"Log in", SiteDescription, true},
	"profile":              {"My Profile", SiteDescription, true},
	"my-subscriptions":     {"My Subscriptions", SiteDescription, true},
	"check-ranking":        {"Check Ranking", SiteDescription, true},
	"schedule":             {"Test Schedule", SiteDescription, true},
	"check-attempted-test": {"Attempted Tests", SiteDescription, true},
	"reset-password":       {"Reset password", SiteDescription, true},
	"unsubscribe":          {"Unsubscribe", SiteDescription, true},
	"compare":              {"Compare courses", SiteDescription, true}, // its address is a learner's own choice
}

// fixedPagePaths answers the fixed pages that are private (or public), sorted: robots.txt keeps
// crawlers off the first, the sitemap lists the second.
func fixedPagePaths(private bool) []string {
	var paths []string
	for path, page := range fixedPages {
		if page.private == private {
			paths = append(paths, path)
		}
	}
	slices.Sort(paths)
	return paths
}

// privatePrefixes are the learner's and staff's areas: the app serves them, search engines do not.
var privatePrefixes = []string{"admin", "quiz", "notes/library", "prelims-tests/library", "mains-tests/list",
	"video-courses/library", "video-courses/videos"}

// legacyPrefixes are the old site's addresses, which the app redirects to their hyphenated forms
// (docs/product.md, "Old addresses").
var legacyPrefixes = []string{"prelims_tests", "mains_tests", "video_courses", "my_subscriptions"}

// serverPaths are the first segments of addresses the server answers itself, before the app.
var serverPaths = []string{"api", "assets", "files", "images", "fonts", "healthz", "readyz", "metrics",
	"sitemap.xml", "robots.txt"}

// Reserved reports whether an address's first segment belongs to the site itself (its own pages,
// the learner's and staff's areas, the old site's addresses, the server's paths), so that a
// section given that address would be hidden behind it.
func Reserved(segment string) bool {
	if _, ok := fixedPages[segment]; ok {
		return true
	}
	return slices.Contains(serverPaths, segment) || slices.Contains(privatePrefixes, segment) ||
		slices.Contains(legacyPrefixes, segment)
}

// HeadFor answers the head of the page at the request's address, with the answers it preloads.
func (p *Pages) HeadFor(r *http.Request) (Head, error) {
	head, err := p.headOf(r)
	if err != nil || head.Redirect != "" {
		return head, err
	}
	if head.Preloaded == nil {
		head.Preloaded = map[string]any{}
	}
	carried := []map[string]func(ctx context.Context) (any, error){p.Preload}
	if clean := strings.Trim(r.URL.Path, "/"); clean == "" || clean == "index.html" {
		carried = append(carried, p.HomePreload)
	}
	for _, calls := range carried {
		for path, load := range calls {
			if head.Preloaded[path], err = load(r.Context()); err != nil {
				return Head{}, err
			}
		}
	}
	return head, nil
}

func (p *Pages) headOf(r *http.Request) (Head, error) {
	ctx := r.Context()
	clean := strings.Trim(r.URL.Path, "/")
	segments := strings.Split(clean, "/")
	switch {
	case clean == "" || clean == "index.html":
		return p.home(ctx)
	case clean == strings.TrimPrefix(pcsDetails, "/"):
		return p.course(ctx, pcsSection, r.URL.Query().Get("id"))
	case segments[0] == "optionals" && len(segments) == 3:
		return p.optionalCourse(ctx, segments[1], segments[2])
	}
	if page, ok := fixedPages[clean]; ok {
		head := p.plain(page.title, page.description, "/"+clean)
		head.NoIndex = page.private
		if page.private {
			head.Canonical = ""
		}
		return head, nil
	}
	for _, prefix := range append(slices.Clone(privatePrefixes), legacyPrefixes...) {
		if clean == prefix || strings.HasPrefix(clean, prefix+"/") {
			head := p.plain(SiteName, SiteDescription, "")
			head.Title, head.NoIndex = SiteTitle, true
			return head, nil
		}
	}
	sections, err := p.Catalog.Sections(ctx)
	if err != nil {
		return Head{}, err
	}
	i := slices.IndexFunc(sections, func(s catalog.Section) bool { return s.Slug == segments[0] })
	switch {
	case i >= 0 && len(segments) == 1:
		// An address naming a tab (?type=) may show another than the first.
		return p.list(ctx, sections[i], !r.URL.Query().Has("type"))
	case i >= 0 && len(segments) == 2 && sections[i].Slug != pcsSection:
		head, err := p.course(ctx, sections[i].Slug, segments[1])
		if head.Redirect != "" && r.URL.RawQuery != "" {
			// What the address asks of the page (?payment=, a tab) goes along to its own address.
			head.Redirect += "?" + r.URL.RawQuery
		}
		return head, err
	}
	return p.notFound(), nil
}

// list is a section's list page. It carries the section's types and each type's subscriptions,
// so its cards are drawn with the app's first render, and preloads the first card's picture
// when the first tab is the one shown.
func (p *Pages) list(ctx context.Context, section catalog.Section, firstTab bool) (Head, error) {
	head := p.plain(cmpOr(section.Title, section.Name), cmpOr(section.Description, SiteDescription), "/"+section.Slug)
	if section.Slug == optionalsSection { // its page lists subjects, not types
		return head, nil
	}
	types, err := p.Catalog.Types(ctx, section.Slug)
	if err != nil {
		return Head{}, err
	}
	head.Preloaded = map[string]any{catalog.TypesCall(section.Slug): catalog.Answer(types)}
	for i, t := range types {
		subs, err := p.Catalog.SubscriptionsOfType(ctx, t.ID)
		if err != nil {
			return Head{}, err
		}
		head.Preloaded[catalog.ListCall(t.ID)] = catalog.Answer(subs)
		if firstTab && i == 0 && len(subs) > 0 && subs[0].Thumbnail != nil {
			head.Picture = pictureOf(*subs[0].Thumbnail, cardImageSizes)
		}
	}
	return head, nil
}

func (p *Pages) home(ctx context.Context) (Head, error) {
	head := p.plain("", SiteDescription, "/")
	head.Title = SiteTitle
	head.Data = []any{p.organization(), map[string]any{"@context": "https://schema.org", "@type": "WebSite",
		"name": SiteName, "url": p.absolute("/")}}
	faqs, err := p.FAQs(ctx)
	if err != nil {
		return Head{}, err
	}
	if len(faqs) > 0 {
		questions := make([]any, len(faqs))
		for i, f := range faqs {
			questions[i] = map[string]any{"@type": "Question", "name": f.Question,
				"acceptedAnswer": map[string]any{"@type": "Answer", "text": stafftext.OneLine(f.Answer)}}
		}
		head.Data = append(head.Data, map[string]any{"@context": "https://schema.org", "@type": "FAQPage", "mainEntity": questions})
	}
	return head, nil
}

// The sections whose courses have no page of their own at /{section}/{slug}
// (web/src/config/section-categories.ts, OWN_PAGES): an optional subject's courses are listed on
// its page, and PCS courses have one fixed address (docs/product.md, "Old addresses").
const (
	optionalsSection = "optionals"
	pcsSection       = "pcs"
	pcsDetails       = "/pcs_section_details"
)

// coursePath answers the address of a course's details page, and whether it has one.
func coursePath(section, slug string) (string, bool) {
	switch section {
	case optionalsSection:
		return "", false
	case pcsSection:
		return pcsDetails + "?id=" + url.QueryEscape(slug), true
	}
	return "/" + section + "/" + url.PathEscape(slug), true
}

// course is a subscription's details page, in the section it is sold in; anything else is 404.
// An address that names a course by its id, or only roughly (an old link, a renamed slug), is
// sent to the course's own address for good (docs/product.md, "Details pages").
func (p *Pages) course(ctx context.Context, section, slug string) (Head, error) {
	sub, err := p.Catalog.Subscription(ctx, slug)
	var status *httpx.Error
	if errors.As(err, &status) && status.Status == http.StatusNotFound || err == nil && sub.SectionCategory != section {
		closest, found, err := p.Catalog.Closest(ctx, section, slug)
		if err != nil {
			return Head{}, err
		}
		if path, ok := coursePath(section, closest.Slug); found && ok {
			return Head{Status: http.StatusMovedPermanently, Redirect: path}, nil
		}
		return p.notFound(), nil
	}
	path, ok := coursePath(section, sub.Slug)
	if !ok {
		return p.notFound(), nil
	}
	if err != nil {
		return Head{}, err
	}
	if slug != sub.Slug {
		return Head{Status: http.StatusMovedPermanently, Redirect: path}, nil
	}
	description := cmpOr(sub.ShortDetails, sub.Subtitle, htmlsafe.PlainText(sub.Details), SiteDescription)
	head := p.plain(sub.Name, description, path)
	head.OGType = "product"
	head.Preloaded = map[string]any{catalog.DetailsCall(slug): catalog.Answer(sub)}
	if sub.Thumbnail != nil {
		p.storedImage(ctx, &head, *sub.Thumbnail, sub.Name)
		head.Picture = pictureOf(*sub.Thumbnail, detailsImageSizes)
	}
	offer := map[string]any{"@type": "Offer", "price": sub.Price.Rupees(), "priceCurrency": "INR", "url": head.Canonical,
		"category": "Subscription", "availability": "https://schema.org/InStock"}
	if sub.IsSeatsFull {
		offer["availability"] = "https://schema.org/SoldOut"
	}
	head.Data = []any{map[string]any{"@context": "https://schema.org", "@type": "Course", "name": sub.Name,
		"description": description, "url": head.Canonical, "image": head.Image, "provider": p.organization(),
		"offers": offer}}
	return head, nil
}

func (p *Pages) optionalCourse(ctx context.Context, subjectID, typeID string) (Head, error) {
	subject, errSubject := strconv.ParseInt(subjectID, 10, 64)
	typ, errType := strconv.ParseInt(typeID, 10, 64)
	if errSubject != nil || errType != nil {
		return p.notFound(), nil
	}
	s, t, _, err := p.Catalog.OptionalCourse(ctx, subject, typ)
	var status *httpx.Error
	if errors.As(err, &status) && status.Status == http.StatusNotFound {
		return p.notFound(), nil
	}
	if err != nil {
		return Head{}, err
	}
	head := p.plain(s.Name+": "+t.Name, cmpOr(stafftext.OneLine(s.Description), SiteDescription), "/optionals/"+subjectID+"/"+typeID)
	if s.Thumbnail != nil {
		p.storedImage(ctx, &head, *s.Thumbnail, s.Name)
	}
	return head, nil
}

// plain is a page's head with the site's picture; an empty path leaves the canonical out.
func (p *Pages) plain(title, description, path string) Head {
	head := Head{Status: http.StatusOK, Title: title + " | " + SiteName, Description: description,
		Image: p.absolute(siteImage), ImageWidth: siteImageWidth, ImageHeight: siteImageHeight, ImageAlt: siteImageAlt,
		OGType: "website"}
	if path != "" {
		head.Canonical = p.absolute(path)
	}
	return head
}

// storedImage makes a stored public picture the page's: its address, its size as stored (read
// from its header once, then kept) and, for its text, what it pictures. A picture whose size
// cannot be read is still shown, without a size.
func (p *Pages) storedImage(ctx context.Context, head *Head, key, pictures string) {
	key = strings.TrimPrefix(key, "/")
	head.Image, head.ImageAlt = p.absolute("/files/"+key), pictures
	head.ImageWidth, head.ImageHeight = 0, 0
	if p.ImageSize == nil {
		return
	}
	if known, ok := p.imageSizes.Load(key); ok {
		size := known.([2]int)
		head.ImageWidth, head.ImageHeight = size[0], size[1]
		return
	}
	width, height, err := p.ImageSize(ctx, key)
	if err != nil {
		httpx.LoggerFrom(ctx).Warn("the size of a page's picture cannot be read", "key", key, "err", err)
		return
	}
	p.imageSizes.Store(key, [2]int{width, height})
	head.ImageWidth, head.ImageHeight = width, height
}

func (p *Pages) notFound() Head {
	head := p.plain("Page not found", SiteDescription, "")
	head.Status, head.NoIndex = http.StatusNotFound, true
	return head
}

func (p *Pages) organization() map[string]any {
	return map[string]any{"@context": "https://schema.org", "@type": "Organization", "name": SiteName,
		"url": p.absolute("/"), "logo": p.absolute("/images/icon-512.png")}
}

// absolute is an address on the site's public address.
func (p *Pages) absolute(path string) string {
	u := *p.Base
	ref, err := url.Parse(path)
	if err != nil {
		return p.Base.String()
	}
	return u.ResolveReference(ref).String()
}

func cmpOr(values ...string) string {
	for _, v := range values {
		if strings.TrimSpace(v) != "" {
			return strings.TrimSpace(v)
		}
	}
	return ""
}
