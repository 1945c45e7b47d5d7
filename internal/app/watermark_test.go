package app_test

// A paid PDF that a learner downloads names them on every page, as text; the copy is made once
// per learner and file and is the same on every server; staff download the file as uploaded
// (docs/product.md, "Protected downloads").

import (
	"bytes"
	"context"
	"net/url"
	"strings"
	"sync"
	"testing"

	"aspirant/internal/apptest"
	"aspirant/internal/testutil"
)

// watermarkOf answers the watermark lines a PDF shows, with the PDF's Latin-1 middle dot read
// back as "·".
func watermarkOf(t *testing.T, pdf []byte) []string {
	t.Helper()
	var lines []string
	for _, shown := range testutil.PDFText(t, pdf) {
		if strings.HasPrefix(shown, "Licensed to ") {
			lines = append(lines, strings.ReplaceAll(shown, "\xb7", "·"))
		}
	}
	return lines
}

func TestADownloadedPDFNamesTheLearnerOnEveryPage(t *testing.T) {
	s := apptest.New(t)
	ctx := context.Background()
	var notes string
	if err := s.DB.Get(ctx, &notes, `SELECT s.slug FROM subscriptions s
		JOIN subscription_libraries sl ON sl.subscription_id = s.id JOIN notes n ON n.library_id = sl.library_id
		WHERE n.topic_file_id IS NOT NULL ORDER BY n.id LIMIT 1`); err != nil {
		t.Fatal(err)
	}
	key := demoKey(t, s, "SELECT f.storage_key FROM notes n JOIN files f ON f.id = n.topic_file_id ORDER BY n.id LIMIT 1")
	download := func(on *apptest.Server, token string) apptest.Response {
		t.Helper()
		res := on.Get(t, "/api/v1/modules/download?filePath="+url.QueryEscape(key), "token", token)
		if res.Status != 200 || !bytes.HasPrefix(res.Body, []byte("%PDF-")) {
			t.Fatalf("download: %d %s", res.Status, res.Body)
		}
		return res
	}
	learner, email := s.NewLearner(t, "Kavya Menon", notes)
	var studentID string
	if err := s.DB.Get(ctx, &studentID, "SELECT unique_id FROM users WHERE email = ?", email); err != nil {
		t.Fatal(err)
	}

	first := download(s, learner)
	want := "Licensed to Kavya Menon · " + studentID + " · " + email[:2] + "***@example.com · ******2345"
	lines := watermarkOf(t, first.Body)
	if len(lines) < 2 || lines[0] != want {
		t.Fatalf("the watermark: %q, want %q along the foot and across the middle of every page", lines, want)
	}
	for _, line := range lines {
		if line != want {
			t.Errorf("a watermark line %q, want %q", line, want)
		}
	}

	// The same copy again, and from a second server.
	if again := download(s, learner); !bytes.Equal(again.Body, first.Body) {
		t.Error("a second download made another copy")
	}
	if other := download(s.Peer(t), learner); !bytes.Equal(other.Body, first.Body) {
		t.Error("the second server made another copy")
	}

	// Staff download the file as uploaded.
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	if staff := download(s, admin); len(watermarkOf(t, staff.Body)) != 0 {
		t.Errorf("staff's download is marked: %q", watermarkOf(t, staff.Body))
	}

	// A name in Devanagari is written as it is (in the embedded font, which pdftotext reads; the
	// line along the foot of the page is read whole); a name the PDF's fonts cannot draw, in
	// Tamil letters, is left out, and the student id still names the account.
	hindi, hindiEmail := s.NewLearner(t, "आशा वर्मा", notes)
	var hindiID string
	if err := s.DB.Get(ctx, &hindiID, "SELECT unique_id FROM users WHERE email = ?", hindiEmail); err != nil {
		t.Fatal(err)
	}
	if text, want := testutil.PDFToText(t, download(s, hindi).Body), "Licensed to आशा वर्मा · "+hindiID+" · "+hindiEmail[:2]+"***@example.com"; strings.Count(text, want) != 2 {
		t.Errorf("a Hindi name's watermark: %q, want %q along the foot of each page", text, want)
	}
	tamil, _ := s.NewLearner(t, "கவிதா", notes)
	if lines := watermarkOf(t, download(s, tamil).Body); len(lines) < 2 || strings.Contains(lines[0], "?") || !strings.HasPrefix(lines[0], "Licensed to ASP-") {
		t.Errorf("a Tamil name's watermark: %q", lines)
	}

	// A class downloads the notes at once: each learner's first downloads, side by side, give
	// one copy.
	racer, _ := s.NewLearner(t, "Rohan Iyer", notes)
	answers := make([]apptest.Response, 4)
	var wg sync.WaitGroup
	for i := range answers {
		wg.Go(func() {
			answers[i] = s.Get(t, "/api/v1/modules/download?filePath="+url.QueryEscape(key), "token", racer)
		})
	}
	wg.Wait()
	for _, res := range answers {
		if res.Status != 200 || !bytes.Equal(res.Body, answers[0].Body) || len(watermarkOf(t, res.Body)) == 0 {
			t.Fatalf("first downloads at once: %d, the same copy: %v", res.Status, bytes.Equal(res.Body, answers[0].Body))
		}
	}
	var copies int
	if err := s.DB.Get(ctx, &copies, `SELECT COUNT(*) FROM marked_files m JOIN users u ON u.id = m.user_id
		WHERE u.name IN ('Kavya Menon', 'Rohan Iyer')`); err != nil || copies != 2 {
		t.Errorf("%d marked copies recorded for two learners and one file (%v)", copies, err)
	}
}
