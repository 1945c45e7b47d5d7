package demo

import (
	"fmt"
	"regexp"
	"testing"
)

var yearIn = regexp.MustCompile(`\b20\d\d\b`)

// The demo is loaded relative to the clock, so what its courses say of a year must hold whenever
// it is loaded: a course's picture shows the year its name says, if any, and a batch whose seats
// are all taken names no year (a full batch of a year gone by, or of a year whose exam is still
// far off, reads wrong).
func TestDemoCoursesSayNoYearTheirPictureOrSeatsContradict(t *testing.T) {
	var catalogue catalogueData
	if err := readYAML("data/catalogue.yaml", &catalogue); err != nil {
		t.Fatal(err)
	}
	courses := 0
	for section, types := range catalogue.Sections {
		for _, typ := range types {
			for _, s := range typ.Subscriptions {
				courses++
				nameYear, pictureYear := yearIn.FindString(s.Name), yearIn.FindString(s.Thumbnail)
				if pictureYear != "" && pictureYear != nameYear {
					t.Errorf("%s: %q has the picture %s, of %s", section, s.Name, s.Thumbnail, pictureYear)
				}
				if s.SeatLimit > 0 && s.SeatsTaken >= s.SeatLimit && nameYear != "" {
					t.Errorf("%s: %q is full and names the year %s", section, s.Name, nameYear)
				}
			}
		}
	}
	if courses == 0 {
		t.Fatal("no courses read")
	}
}

// A year in a yearly range ('Current Affairs Monthly 2026-27'), read as the year it ends in.
var yearRange = regexp.MustCompile(`\b20(\d\d)-(\d\d)\b`)

// Every year the demo's courses, banners, ads and slides name is the exam year its learners aim
// at: loaded in late 2026, 'Mains Test Series 2026' read as open for a Mains already written.
func TestDemoTextsNameOnlyTheExamYear(t *testing.T) {
	var catalogue catalogueData
	if err := readYAML("data/catalogue.yaml", &catalogue); err != nil {
		t.Fatal(err)
	}
	var home homeData
	if err := readYAML("data/home.yaml", &home); err != nil {
		t.Fatal(err)
	}
	texts := map[string]string{}
	for _, types := range catalogue.Sections {
		for _, typ := range types {
			for _, s := range typ.Subscriptions {
				for i, text := range []string{s.Name, s.Subtitle, s.ShortDetails, s.Details, s.DeliveryInfo,
					s.DiscountInfo, s.Thumbnail} {
					texts[fmt.Sprintf("%s (%d)", s.Slug, i)] = text
				}
				for i, library := range s.Libraries {
					texts[fmt.Sprintf("%s library %d", s.Slug, i)] = library.Name
				}
			}
		}
	}
	for i, b := range home.Banners {
		texts[fmt.Sprintf("banner %d", i)] = b.Content
	}
	for i, a := range home.PopoverAds {
		texts[fmt.Sprintf("popover ad %d", i)] = a.Title + " " + a.Image
	}
	for i, c := range home.Carousels {
		texts[fmt.Sprintf("slide %d", i)] = c.Title + " " + c.Image
	}
	if len(texts) < 50 {
		t.Fatalf("read only %d texts", len(texts))
	}
	for where, text := range texts {
		text = yearRange.ReplaceAllString(text, "20$2")
		for _, year := range yearIn.FindAllString(text, -1) {
			if year != ExamYear {
				t.Errorf("%s names %s, not the demo's exam year %s: %q", where, year, ExamYear, text)
			}
		}
	}
}
