package app_test

import (
	"bytes"
	"fmt"
	"mime"
	"net/url"
	"reflect"
	"strings"
	"testing"

	"github.com/pdfcpu/pdfcpu/pkg/api"

	"aspirant/internal/apptest"
)

// Notes, mains tests and videos carry their languages as prelims tests do (docs/product.md,
// "Languages of notes, tests and videos"): the learners' lists send them, staff set them in the
// console, and the demo's Hindi note is in Hindi with a Hindi PDF the demo learner downloads.
func TestLibrariesSayTheirLanguages(t *testing.T) {
	s := apptest.New(t)
	learner := s.Login(t, "demo@aspirant.test", "demo12345")
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	languagesOf := func(path, name string) []any {
		t.Helper()
		res := s.Get(t, path, "token", learner)
		if res.Status != 200 {
			t.Fatalf("%s: %d %s", path, res.Status, res.Body)
		}
		for _, item := range res.JSON["responseResult"].([]any) {
			if it := item.(map[string]any); it["name"] == name {
				return it["languages"].([]any)
			}
		}
		t.Fatalf("%s: no %q in %s", path, name, res.Body)
		return nil
	}
	same := func(what string, got []any, want ...any) {
		t.Helper()
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: languages %v, want %v", what, got, want)
		}
	}

	notesSub := idOf(t, s, "SELECT id FROM subscriptions WHERE slug = 'gs-prelims-notes-2027'")
	notes := fmt.Sprintf("/api/v1/modules/note-library/notes/list?subscriptionId=%d", notesSub)
	const hindiNote = "भारतीय राजव्यवस्था: संविधान की प्रस्तावना और मौलिक अधिकार"
	same("the Hindi note", languagesOf(notes, hindiNote), "hi")
	same("an English note", languagesOf(notes, "Indian Polity: Constitution, Rights and the Basic Structure"), "en")

	// Its one PDF is the Hindi booklet, a real PDF, downloaded like any note's.
	res := s.Get(t, notes, "token", learner)
	var topic string
	for _, item := range res.JSON["responseResult"].([]any) {
		if n := item.(map[string]any); n["name"] == hindiNote {
			topic = n["topicWiseAttachment"].(map[string]any)["file_path"].(string)
			if n["sourceWiseAttachment"] != nil || n["primaryWiseAttachment"] != nil {
				t.Errorf("the Hindi note has parts it does not have: %v", n)
			}
		}
	}
	pdf := s.Get(t, "/api/v1/modules/download?filePath="+url.QueryEscape(topic), "token", learner)
	if pdf.Status != 200 || !bytes.HasPrefix(pdf.Body, []byte("%PDF-")) || pdf.Header.Get("Content-Type") != "application/pdf" {
		t.Fatalf("the Hindi PDF: %d %s, %d bytes", pdf.Status, pdf.Header.Get("Content-Type"), len(pdf.Body))
	}
	// The learner's copy is rewritten with their watermark: the Devanagari font it embeds stays.
	info, err := api.PDFInfo(bytes.NewReader(pdf.Body), "topic.pdf", nil, true, nil)
	if err != nil {
		t.Fatal(err)
	}
	embedded := false
	for _, font := range info.Fonts {
		embedded = embedded || strings.Contains(font.Name, "NotoSansDevanagari") && font.Embedded
	}
	if !embedded {
		t.Errorf("the Hindi PDF lost its Devanagari font: %+v", info.Fonts)
	}
	// Saved under its Hindi title (docs/product.md, "Downloads").
	_, params, err := mime.ParseMediaType(pdf.Header.Get("Content-Disposition"))
	if want := "भारतीय_राजव्यवस्था__संविधान_की_प्रस्तावना_और_मौलिक_अधिकार_topic.pdf"; err != nil || params["filename"] != want {
		t.Errorf("the Hindi PDF's name: %q (%v), want %q", pdf.Header.Get("Content-Disposition"), err, want)
	}

	videoSub := idOf(t, s, "SELECT id FROM subscriptions WHERE slug = 'uppsc-complete-course-2026'")
	videoLibrary := idOf(t, s, "SELECT id FROM libraries WHERE kind = 'videos' AND name = 'UPPSC Lectures'")
	videos := fmt.Sprintf("/api/v1/modules/videos/list?subscriptionId=%d&videoLibraryId=%d", videoSub, videoLibrary)
	same("a bilingual lecture", languagesOf(videos, "Lecture 01: Geography of Uttar Pradesh"), "en", "hi")

	mainsSub := idOf(t, s, "SELECT id FROM subscriptions WHERE slug = 'mains-test-series-2026'")
	series := idOf(t, s, "SELECT library_id FROM subscription_libraries sl JOIN libraries l ON l.id = sl.library_id WHERE sl.subscription_id = ? AND l.kind = 'mains-tests' ORDER BY l.id LIMIT 1", mainsSub)
	mains := fmt.Sprintf("/api/v1/modules/mains/questions/list?subscriptionId=%d&mainsTestSeriesId=%d", mainsSub, series)
	mainsTest := s.Get(t, mains, "token", learner).JSON["responseResult"].([]any)[0].(map[string]any)
	same("a mains test", mainsTest["languages"].([]any), "en")

	// Staff set the languages in the console; only lists of the registry's languages are taken.
	mainsID := fmt.Sprint(mainsTest["id"])
	if res := s.Call(t, "PATCH", "/api/v1/admin/mains-tests/"+mainsID, url.Values{"languages": {"en,hi,mr"}}, "token", admin); res.Status != 200 {
		t.Fatalf("set three languages: %d %s", res.Status, res.Body)
	}
	same("the mains test in three languages", languagesOf(mains, mainsTest["name"].(string)), "en", "hi", "mr")
	if res := s.Call(t, "PATCH", "/api/v1/admin/mains-tests/"+mainsID, url.Values{"languages": {"en,hi"}}, "token", admin); res.Status != 200 {
		t.Fatalf("set bilingual: %d %s", res.Status, res.Body)
	}
	same("the mains test made bilingual", languagesOf(mains, mainsTest["name"].(string)), "en", "hi")
	if res := s.Call(t, "PATCH", "/api/v1/admin/mains-tests/"+mainsID, url.Values{"languages": {"en,hi,en"}}, "token", admin); res.Status != 400 ||
		!strings.Contains(res.FieldError("languages"), "twice") {
		t.Errorf("a language twice: %d %s", res.Status, res.Body)
	}
	for resource, id := range map[string]string{
		"notes":       fmt.Sprint(idOf(t, s, "SELECT id FROM notes ORDER BY id LIMIT 1")),
		"mains-tests": mainsID,
		"videos":      fmt.Sprint(idOf(t, s, "SELECT id FROM videos ORDER BY id LIMIT 1")),
	} {
		res := s.Call(t, "PATCH", "/api/v1/admin/"+resource+"/"+id, url.Values{"languages": {"fr"}}, "token", admin)
		if res.Status != 400 || res.FieldError("languages") == "" {
			t.Errorf("%s: languages fr: %d %s", resource, res.Status, res.Body)
		}
	}
	if res := s.Call(t, "PATCH", "/api/v1/admin/videos/"+fmt.Sprint(idOf(t, s, "SELECT id FROM videos WHERE name = 'Lecture 01: Geography of Uttar Pradesh'")),
		url.Values{"languages": {"hi"}}, "token", admin); res.Status != 200 {
		t.Fatalf("set Hindi: %d %s", res.Status, res.Body)
	}
	same("the lecture made Hindi", languagesOf(videos, "Lecture 01: Geography of Uttar Pradesh"), "hi")
}
