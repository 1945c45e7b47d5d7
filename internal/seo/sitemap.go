package seo

import (
	"encoding/xml"
	"fmt"
	"net/http"
	"slices"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
)

// Sitemap answers /sitemap.xml: every public page with its last change. Course pages come from
// the published subscriptions of the published sections; the home page and the section lists
// change with their newest course.
func (p *Pages) Sitemap(database *db.DB) httpx.Handler {
	return func(w http.ResponseWriter, r *http.Request) error {
		var courses []struct {
			Slug      string    `db:"slug"`
			Section   string    `db:"section"`
			UpdatedAt time.Time `db:"updated_at"`
		}
		err := database.Select(r.Context(), &courses, `SELECT s.slug, c.slug AS section, s.updated_at
			FROM subscriptions s JOIN module_types t ON t.id = s.type_id JOIN categories c ON c.id = t.category_id
			WHERE s.is_published AND c.is_published AND t.optional_subject_id IS NULL ORDER BY c.position, s.id`)
		if err != nil {
			return err
		}
		var optionals []struct {
			SubjectID int64     `db:"subject_id"`
			TypeID    int64     `db:"type_id"`
			UpdatedAt time.Time `db:"updated_at"`
		}
		err = database.Select(r.Context(), &optionals, `SELECT o.id AS subject_id, t.id AS type_id, o.updated_at
			FROM optional_subjects o JOIN module_types t ON t.optional_subject_id = o.id
			WHERE o.is_published ORDER BY o.position, o.id, t.position, t.id`)
		if err != nil {
			return err
		}
		sections, err := p.Catalog.Sections(r.Context())
		if err != nil {
			return err
		}
		newest := map[string]time.Time{}
		var latest time.Time
		for _, c := range courses {
			newest[c.Section] = later(newest[c.Section], c.UpdatedAt)
			latest = later(latest, c.UpdatedAt)
		}
		set := urlSet{Namespace: "http://www.sitemaps.org/schemas/sitemap/0.9"}
		set.add(p.absolute("/"), latest)
		for _, s := range sections {
			set.add(p.absolute("/"+s.Slug), newest[s.Slug])
		}
		for _, c := range courses {
			if path, ok := coursePath(c.Section, c.Slug); ok {
				set.add(p.absolute(path), c.UpdatedAt)
			}
		}
		for _, o := range optionals {
			set.add(p.absolute(fmt.Sprintf("/optionals/%d/%d", o.SubjectID, o.TypeID)), o.UpdatedAt)
		}
		for _, page := range fixedPagePaths(false) {
			set.add(p.absolute("/"+page), time.Time{})
		}
		w.Header().Set("Content-Type", "application/xml; charset=utf-8")
		w.Header().Set("Cache-Control", "public, max-age=3600")
		_, _ = w.Write([]byte(xml.Header))
		return xml.NewEncoder(w).Encode(set)
	}
}

// Robots answers /robots.txt: everything public may be crawled, the learner's and staff's
// areas and the API not, and the sitemap is named.
func (p *Pages) Robots(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=3600")
	body := "User-agent: *\nAllow: /\n"
	for _, path := range slices.Concat([]string{"api"}, fixedPagePaths(true), privatePrefixes) {
		body += "Disallow: /" + path + "\n"
	}
	_, _ = w.Write([]byte(body + "\nSitemap: " + p.absolute("/sitemap.xml") + "\n"))
}

type urlSet struct {
	XMLName   xml.Name   `xml:"urlset"`
	Namespace string     `xml:"xmlns,attr"`
	URLs      []siteLink `xml:"url"`
}

type siteLink struct {
	Loc     string `xml:"loc"`
	LastMod string `xml:"lastmod,omitempty"`
}

func (s *urlSet) add(loc string, changed time.Time) {
	link := siteLink{Loc: loc}
	if !changed.IsZero() {
		link.LastMod = changed.UTC().Format("2006-01-02")
	}
	s.URLs = append(s.URLs, link)
}

func later(a, b time.Time) time.Time {
	if b.After(a) {
		return b
	}
	return a
}
