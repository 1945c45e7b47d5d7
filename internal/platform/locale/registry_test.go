package locale

import (
	"strings"
	"testing"
	"testing/fstest"
)

// registryWith answers the embedded registry files plus a fixture language: its row appended to
// languages.json and its catalogue beside the others, and nothing else.
func registryWith(t *testing.T, row Language, catalogue map[string]string) fstest.MapFS {
	t.Helper()
	fsys, err := filesWith(row, catalogue)
	if err != nil {
		t.Fatal(err)
	}
	return fsys
}

// TestAFixtureLanguageIsARowAndItsMessages registers a fourth language (Tamil) as adding one is
// written in docs/architecture.md: one row of configuration and its translations. The server then
// takes it from a request's header and a saved choice, writes its messages and lists it.
func TestAFixtureLanguageIsARowAndItsMessages(t *testing.T) {
	tamil := Language{Code: "ta", Name: "தமிழ்", EnglishName: "Tamil", Script: "Taml", Intl: "ta-IN",
		Months:     []string{"ஜனவரி", "பிப்ரவரி", "மார்ச்", "ஏப்ரல்", "மே", "ஜூன்", "ஜூலை", "ஆகஸ்ட்", "செப்டம்பர்", "அக்டோபர்", "நவம்பர்", "டிசம்பர்"},
		DayPeriods: []DayPeriod{{From: 5, Word: "காலை"}, {From: 12, Word: "மதியம்"}, {From: 16, Word: "மாலை"}, {From: 20, Word: "இரவு"}}}
	loaded, err := load(registryWith(t, tamil, map[string]string{"Name": "பெயர்", "%s is required.": "%s தேவை."}))
	if err != nil {
		t.Fatal(err)
	}
	saved := current
	current = loaded
	t.Cleanup(func() { current = saved })

	if l, ok := FromAcceptLanguage("ta-IN,ta;q=0.9,en;q=0.5"); l != "ta" || !ok {
		t.Errorf("a Tamil request: %s %v", l, ok)
	}
	if l, ok := Parse("TA"); l != "ta" || !ok {
		t.Errorf("a saved Tamil: %s %v", l, ok)
	}
	if got := T("%s is required.", Raw("Name")).In("ta"); got != "பெயர் தேவை." {
		t.Errorf("a Tamil message: %q", got)
	}
	if row, _ := Lookup("ta"); row.DayPeriod(3) != "இரவு" || row.DayPeriod(9) != "காலை" {
		t.Errorf("Tamil's parts of the day: %q %q", row.DayPeriod(3), row.DayPeriod(9))
	}
	if !strings.HasSuffix(Choices(), ", தமிழ் (ta)") || Codes()[len(Codes())-1] != "ta" {
		t.Errorf("the choices: %s", Choices())
	}
	// A kept message (a notification) is kept in every language, Tamil too.
	kept, err := Keep(T("%s is required.", Raw("Name")))
	if err != nil {
		t.Fatal(err)
	}
	if back, err := Kept(kept); err != nil || back.In("ta") != "பெயர் தேவை." {
		t.Errorf("kept: %v %q", err, back.In("ta"))
	}
}

// TestTheRegistryRefusesWhatWouldBreakALanguage: a catalogue without its row, a row without its
// catalogue or its name, and English not first are each refused when the registry is read.
func TestTheRegistryRefusesWhatWouldBreakALanguage(t *testing.T) {
	good := Language{Code: "ta", Name: "தமிழ்", EnglishName: "Tamil", Script: "Taml", Intl: "ta-IN"}
	fsys := registryWith(t, good, map[string]string{})
	delete(fsys, "messages/ta.json")
	if _, err := load(fsys); err == nil || !strings.Contains(err.Error(), "Tamil") {
		t.Errorf("a row without its messages: %v", err)
	}
	fsys = registryWith(t, Language{Code: "ta", EnglishName: "Tamil", Script: "Taml", Intl: "ta-IN"}, map[string]string{})
	if _, err := load(fsys); err == nil {
		t.Error("a row without its name was read")
	}
	fsys = registryWith(t, good, map[string]string{})
	fsys["messages/bn.json"] = &fstest.MapFile{Data: []byte(`{}`)}
	if _, err := load(fsys); err == nil || !strings.Contains(err.Error(), "bn.json") {
		t.Errorf("a catalogue without its row: %v", err)
	}
	fsys = registryWith(t, good, map[string]string{})
	fsys["languages.json"] = &fstest.MapFile{Data: []byte(`[{"code":"hi","name":"हिन्दी","englishName":"Hindi","script":"Deva","intl":"hi-IN"}]`)}
	if _, err := load(fsys); err == nil {
		t.Error("a registry without English first was read")
	}
}
