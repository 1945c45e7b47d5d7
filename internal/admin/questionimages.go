package admin

import (
	"errors"
	"net/http"

	"aspirant/internal/httpx"
	"aspirant/internal/media"
	"aspirant/internal/platform/locale"
	"aspirant/internal/platform/stafftext"
)

// maxQuestionImageBytes bounds an image for a question: a map or a graph photographed by a phone
// is a few megabytes; what a phone needs is made from it in 320 to 1440 px copies.
const maxQuestionImageBytes = 8 << 20

// uploadQuestionImage stores the body as a public image (?name= is the file's name on the
// staff member's computer) and answers the line that puts it in a text (docs/product.md, "Staff
// text"), with the description staff gave (?alt=), which learners who cannot see it hear.
func (s *Service) uploadQuestionImage(w http.ResponseWriter, r *http.Request) error {
	alt := httpx.CleanText(r.URL.Query().Get("alt"))
	if alt == "" || httpx.TooLong(alt, 300) {
		return httpx.InvalidField("alt", "Say in a sentence what the image shows (at most 300 characters): learners who cannot see it hear this.")
	}
	if r.ContentLength > maxQuestionImageBytes {
		return imageTooLarge()
	}
	actor, _ := httpx.IdentityFrom(r.Context())
	stored, err := s.media.Save(r.Context(), media.Image, r.URL.Query().Get("name"), http.MaxBytesReader(w, r.Body, maxQuestionImageBytes), actor.UserID)
	var tooLarge *http.MaxBytesError
	switch {
	case errors.As(err, &tooLarge):
		return imageTooLarge()
	case errors.Is(err, media.ErrUnsupportedType):
		return httpx.InvalidField("image", "The image must be a JPEG, PNG, WebP or GIF file.")
	case errors.Is(err, media.ErrImageTooLarge):
		return httpx.InvalidField("image", "The image has too many pixels: at most 40 megapixels.")
	case err != nil:
		return err
	}
	line := stafftext.ImageLine(stafftext.Image{Alt: alt, Key: stored.StorageKey})
	httpx.WriteJSON(w, http.StatusCreated, &ImageStored{Key: stored.StorageKey, Line: line, HTML: stafftext.HTML(line)})
	return nil
}

// ImageStored answers an image uploaded for a question: its key, the line that shows it in staff
// text, and that line as learners will see it.
type ImageStored struct {
	httpx.Status
	Key  string `json:"key"`
	Line string `json:"line"`
	HTML string `json:"html"`
}

func imageTooLarge() error {
	return &httpx.Error{Status: http.StatusRequestEntityTooLarge, Message: locale.T("The image is larger than 8 MB: save a smaller copy and try again."),
		Fields: httpx.Fields{"image": locale.T("At most 8 MB.")}}
}
