package httpx

import "testing"

func TestAcceptsCoding(t *testing.T) {
	for header, want := range map[string]bool{
		"":                       false,
		"gzip":                   true,
		"gzip, deflate, br":      true,
		"br;q=1.0, gzip;q=0.8":   true,
		"deflate, gzip;q=0":      false,
		"GZIP":                   true,
		"*":                      true,
		"identity":               false,
		"x-gzip-like, deflate":   false,
		" gzip ; q=0.5 , br":     true,
		"br, gzip;q=0.000, zstd": false,
	} {
		if got := acceptsCoding(header, "gzip"); got != want {
			t.Errorf("acceptsCoding(%q, gzip) = %v, want %v", header, got, want)
		}
	}
}

func TestAcceptsBrotliOnlyWhenListed(t *testing.T) {
	for header, want := range map[string]bool{"gzip, deflate, br": true, "gzip": false, "br;q=0": false, "BR;q=0.5": true} {
		if got := acceptsCoding(header, "br"); got != want {
			t.Errorf("acceptsCoding(%q, br) = %v, want %v", header, got, want)
		}
	}
}
