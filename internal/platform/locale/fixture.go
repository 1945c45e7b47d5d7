package locale

import (
	"encoding/json"
	"io/fs"
	"testing/fstest"
)

// A fixture language for tests that check adding a language needs nothing but its row and its
// translations (docs/architecture.md, "Adding a language"): localetest.Register puts one in the
// registry for a test and takes it out afterwards.

// filesWith answers the embedded registry files plus a language: its row appended to
// languages.json and its catalogue beside the others, and nothing else.
func filesWith(row Language, catalogue map[string]string) (fstest.MapFS, error) {
	fsys := fstest.MapFS{}
	err := fs.WalkDir(files, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(files, name)
		fsys[name] = &fstest.MapFile{Data: data}
		return err
	})
	if err != nil {
		return nil, err
	}
	rows := append(append([]Language{}, current.languages...), row)
	registryJSON, err := json.Marshal(rows)
	if err != nil {
		return nil, err
	}
	messages, err := json.Marshal(catalogue)
	if err != nil {
		return nil, err
	}
	fsys["languages.json"] = &fstest.MapFile{Data: registryJSON}
	fsys["messages/"+string(row.Code)+".json"] = &fstest.MapFile{Data: messages}
	return fsys, nil
}

// AddFixtureLanguage makes the registry in use the embedded one plus a language, read as the
// embedded files are (so a row the registry would refuse is refused), and answers the function
// that puts the registry before it back. Tests only: the registry is read without a lock, so a
// test adds the language before its server starts and restores it after the server stops
// (localetest.Register does both).
func AddFixtureLanguage(row Language, catalogue map[string]string) (restore func(), err error) {
	fsys, err := filesWith(row, catalogue)
	if err != nil {
		return nil, err
	}
	loaded, err := load(fsys)
	if err != nil {
		return nil, err
	}
	saved := current
	current = loaded
	return func() { current = saved }, nil
}
