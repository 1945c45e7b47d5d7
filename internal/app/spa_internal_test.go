package app

import (
	"net/url"
	"testing"
)

// A shared link's tracking parameters (fbclid differs on every click), or any made-up one, do not
// make a page's body be rendered again for each; the parameters the app reads stay.
func TestARenderedPageIgnoresTrackingParameters(t *testing.T) {
	for address, want := range map[string]string{
		"/":                                   "/",
		"/?fbclid=IwAR3x&utm_source=whatsapp": "/",
		"/prelims-tests?type=Sectional&gclid=abc": "/prelims-tests?type=Sectional",
		"/pcs_section_details?id=uppcs-2027":      "/pcs_section_details?id=uppcs-2027",
		// A made-up parameter, as a flood of fresh query strings sends: the page as it is.
		"/?nocache=8f3a91":                 "/",
		"/prelims-tests?type=Full&x=1&y=2": "/prelims-tests?type=Full",
	} {
		u, err := url.Parse(address)
		if err != nil {
			t.Fatal(err)
		}
		if got := renderedAddress(u); got != want {
			t.Errorf("%s renders as %s, want %s", address, got, want)
		}
	}
}
