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
		if got := listed(header, "gzip", "*"); got != want {
			t.Errorf("acceptsCoding(%q, gzip) = %v, want %v", header, got, want)
		}
	}
}

func TestAcceptsBrotliOnlyWhenListed(t *testing.T) {
	for header, want := range map[string]bool{"gzip, deflate, br": true, "gzip": false, "br;q=0": false, "BR;q=0.5": true} {
		if got := listed(header, "br", "*"); got != want {
			t.Errorf("acceptsCoding(%q, br) = %v, want %v", header, got, want)
		}
	}
}

func TestWebPIsAcceptedOnlyWhenNamed(t *testing.T) {
	for header, want := range map[string]bool{
		"image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8": true, // Chromium's
		"image/webp,*/*": true,
		"*/*":            false,
		"image/*":        false,
		"image/webp;q=0": false,
		"":               false,
	} {
		if got := listed(header, "image/webp"); got != want {
			t.Errorf("listed(%q, image/webp) = %v, want %v", header, got, want)
		}
	}
}
