package httpx

import "testing"

func TestAcceptsGzip(t *testing.T) {
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
		if got := acceptsGzip(header); got != want {
			t.Errorf("acceptsGzip(%q) = %v, want %v", header, got, want)
		}
	}
}
