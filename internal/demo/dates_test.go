package demo

import (
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
