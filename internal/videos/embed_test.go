package videos

import "testing"

func TestEmbedURL(t *testing.T) {
	good := map[string]string{
		"https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view?usp=sharing": "https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/preview",
		"https://drive.google.com/open?id=1AbCdEfGhIjKlMnOp":                 "https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/preview",
		"https://drive.google.com/uc?id=1AbCdEfGhIjKlMnOp&export=download":   "https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/preview",
		" https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp ":                "https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/preview",
	}
	for in, want := range good {
		if got, err := EmbedURL(in); err != nil || got != want {
			t.Errorf("%q: %q %v, want %q", in, got, err, want)
		}
	}
	for _, bad := range []string{
		"https://www.youtube.com/watch?v=abc", "http://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view",
		"https://drive.google.com.evil.example/file/d/1AbCdEfGhIjKlMnOp/view", "https://drive.google.com/drive/folders/x",
		"https://drive.google.com/file/d/<script>/view", "javascript:alert(1)",
	} {
		if got, err := EmbedURL(bad); err == nil {
			t.Errorf("%q was accepted as %q", bad, got)
		}
	}
}
