package admin

// Images named in a question CSV (docs/product.md, "Staff text"): a cell's line
// ![what it shows](ghats-map.png) names a file chosen beside the CSV in the same upload; the
// import stores each such file once, when it commits, and puts the stored image's key in the
// line, so the question reads as if the image had been added in the console. An import that
// does not commit leaves none of them stored.

import (
	"context"
	"errors"
	"mime/multipart"
	"path"
	"strings"

	"aspirant/internal/httpx"
	"aspirant/internal/media"
	"aspirant/internal/platform/locale"
	"aspirant/internal/platform/stafftext"
)

// maxImagesWithCSV bounds the images one import may bring: a paper has 100 questions, and a
// handful carry a map or a graph.
const maxImagesWithCSV = 40

// maxImagesBytesWithCSV bounds the images of one import together, beside the CSV's own 5 MB.
const maxImagesBytesWithCSV = 40 << 20

// chosenImages are the image files chosen beside a CSV, by their lower-case names (a file saved
// on Windows may be named Map.PNG and written map.png in the sheet).
type chosenImages map[string]*multipart.FileHeader

func imagesChosen(form *multipart.Form) (chosenImages, error) {
	files := form.File["images"]
	if len(files) > maxImagesWithCSV {
		return nil, httpx.InvalidField("images", "Choose at most %d images with one file; import the rest with a second file.", maxImagesWithCSV)
	}
	chosen := chosenImages{}
	for _, f := range files {
		chosen[strings.ToLower(path.Base(f.Filename))] = f
	}
	return chosen, nil
}

// named answers the chosen file a line names, if any.
func (c chosenImages) named(target string) (*multipart.FileHeader, bool) {
	f, ok := c[strings.ToLower(target)]
	return f, ok
}

// imageProblems adds, to the rows that have them, the images a row names that were neither
// chosen with the file nor uploaded before.
func imageProblems(questions []ImportedQuestion, problems []RowError, chosen chosenImages) []RowError {
	for _, q := range questions {
		for _, target := range q.ImageTargets() {
			if _, ok := chosen.named(target); ok || stafftext.IsStoredImage(target) {
				continue
			}
			problems = addRowProblem(problems, q.Row, "question",
				locale.T("The image %s is not among the images chosen with the CSV file: choose it too, or correct its name.", target).In(locale.English))
		}
	}
	return problems
}

func addRowProblem(problems []RowError, row int, field, message string) []RowError {
	for i := range problems {
		if problems[i].Row == row {
			if _, said := problems[i].Errors[field]; !said {
				problems[i].Errors[field] = message
			}
			return problems
		}
	}
	return append(problems, RowError{Row: row, Errors: map[string]string{field: message}})
}

// unusedImages answers a warning for chosen images no row names: probably a name typed wrong.
func unusedImages(questions []ImportedQuestion, chosen chosenImages) []string {
	named := map[string]bool{}
	for _, q := range questions {
		for _, target := range q.ImageTargets() {
			named[strings.ToLower(target)] = true
		}
	}
	var warnings []string
	for name, f := range chosen {
		if !named[name] {
			warnings = append(warnings, locale.T("The image %s was chosen, but no row names it: it will not be imported.", f.Filename).In(locale.English))
		}
	}
	return warnings
}

// storeNamedImages stores each chosen image a row names, once, puts its key in the rows' lines
// and answers the keys stored. An image that is not one is refused with its name, and the
// images stored before it are taken back: a refused import leaves nothing behind.
func (s *Service) storeNamedImages(ctx context.Context, questions []ImportedQuestion, chosen chosenImages, by int64) ([]string, error) {
	keys := map[string]string{}
	var stored []string
	for _, q := range questions {
		for _, target := range q.ImageTargets() {
			f, ok := chosen.named(target)
			if !ok || keys[strings.ToLower(target)] != "" {
				continue
			}
			key, err := s.storeImage(ctx, f, by)
			if err != nil {
				s.discardImages(ctx, stored)
				return nil, err
			}
			keys[strings.ToLower(target)] = key
			stored = append(stored, key)
		}
	}
	for i := range questions {
		questions[i].RetargetImages(func(target string) string {
			if key, ok := keys[strings.ToLower(target)]; ok {
				return key
			}
			return target
		})
	}
	return stored, nil
}

// discardImages takes back the images stored for an import that did not commit (refused in its
// transaction, or a database that stopped answering). They are stored before the transaction,
// since a store (a folder, S3) is not part of it, and no question names them yet; the request's
// end does not stop this.
func (s *Service) discardImages(ctx context.Context, keys []string) {
	ctx = context.WithoutCancel(ctx)
	for _, key := range keys {
		s.media.DiscardImage(ctx, key)
	}
}

func (s *Service) storeImage(ctx context.Context, f *multipart.FileHeader, by int64) (string, error) {
	if f.Size > maxQuestionImageBytes {
		return "", httpx.InvalidField("images", "The image %s is larger than 8 MB: save a smaller copy and try again.", f.Filename)
	}
	body, err := f.Open()
	if err != nil {
		return "", err
	}
	defer body.Close()
	stored, err := s.media.Save(ctx, media.Image, f.Filename, body, by)
	switch {
	case errors.Is(err, media.ErrUnsupportedType):
		return "", httpx.InvalidField("images", "%s is not a JPEG, PNG, WebP or GIF image.", f.Filename)
	case errors.Is(err, media.ErrImageTooLarge):
		return "", httpx.InvalidField("images", "%s has too many pixels: at most 40 megapixels.", f.Filename)
	case err != nil:
		return "", err
	}
	return stored.StorageKey, nil
}
