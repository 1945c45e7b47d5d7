package admin

import (
	"context"
	"errors"
	"mime"
	"net/http"
	"strings"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/media"
)

// A lecture's video file, or a test's discussion, is sent on its own, as the whole body of a PUT,
// not in the record's form: an hour's lecture is hundreds of megabytes, and a plain body goes
// straight into the store as it arrives (a multipart form would be spooled to disk first).
// Learners then play it through short-lived signed addresses (docs/product.md, "Videos").
func (s *Service) videoFileRoutes(mux *httpx.Router) {
	for _, slot := range videoSlots {
		path := "/api/v1/admin/" + slot.resource + "/{id}/" + slot.path
		mux.Handle("PUT "+path, adminOnly(func(w http.ResponseWriter, r *http.Request) error { return s.putVideoFile(w, r, slot) }))
		mux.Handle("DELETE "+path, adminOnly(func(w http.ResponseWriter, r *http.Request) error { return s.deleteVideoFile(w, r, slot) }))
	}
}

// videoSlot is a record's place for a video file: the column that names the file, the Google
// Drive link it plays instead of, and whether a published record must keep one of the two.
type videoSlot struct {
	resource, path, column, link string
	required                     bool
}

var videoSlots = []videoSlot{
	{resource: "videos", path: "file", column: "video_file_id", link: "video_url", required: true},
	{resource: "prelims-tests", path: "discussion-file", column: "discussion_file_id", link: "discussion_video_url"},
	{resource: "mains-tests", path: "discussion-file", column: "discussion_file_id", link: "discussion_video_url"},
}

// videoFileColumns adds to extra the columns a record shows of its video file (named by column):
// prefix_name, prefix_size and prefix_type.
func videoFileColumns(extra map[string]Extra, prefix, column string) map[string]Extra {
	if extra == nil {
		extra = map[string]Extra{}
	}
	of := func(field string) string {
		return "(SELECT vf." + field + " FROM files vf WHERE vf.id = t." + column + ")"
	}
	extra[prefix+"_name"] = textOrNull(of("original_name"))
	extra[prefix+"_size"] = Extra{SQL: of("size_bytes"), Schema: `{ type: [integer, "null"] }`}
	extra[prefix+"_type"] = textOrNull(of("content_type"))
	return extra
}

// videoFileOf answers the video file a record of res names, if res has a place for one: a
// deleted record's file is discarded with it (an hour's lecture is hundreds of megabytes).
func videoFileOf(ctx context.Context, q db.Q, res *Resource, id int64) (*int64, error) {
	for _, slot := range videoSlots {
		if slot.resource == res.Name {
			var fileID *int64
			// The table and column come from videoSlots, never from the request.
			err := q.Get(ctx, &fileID, "SELECT "+slot.column+" FROM "+res.Table+" WHERE id = ?", id)
			return fileID, err
		}
	}
	return nil, nil
}

func (s *Service) resourceNamed(name string) *Resource {
	for _, res := range s.resources {
		if res.Name == name {
			return res
		}
	}
	panic("admin: no resource " + name)
}

// putVideoFile stores the body as the record's video file (?name= is the file's name on the
// uploader's computer, kept for staff screens only) and answers the record.
func (s *Service) putVideoFile(w http.ResponseWriter, r *http.Request, slot videoSlot) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	res := s.resourceNamed(slot.resource)
	// Before the body is read: a wrong id should not cost an hour's upload.
	if _, err := res.read(r.Context(), s.db, id); err != nil {
		return err
	}
	if r.ContentLength > s.videoMax {
		return s.videoTooLarge()
	}
	// The body is the file itself; its bytes, not this header, decide whether it is a video.
	switch mediaType, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mediaType {
	case "", "video/mp4", "video/webm", "application/octet-stream":
	default:
		return httpx.Errorf(http.StatusUnsupportedMediaType, "Send the video file itself as the body (video/mp4 or video/webm), not a form.")
	}
	actor, _ := httpx.IdentityFrom(r.Context())
	body := http.MaxBytesReader(w, r.Body, s.videoMax)
	stored, err := s.media.Save(r.Context(), media.Video, r.URL.Query().Get("name"), body, actor.UserID)
	var tooLarge *http.MaxBytesError
	switch {
	case errors.As(err, &tooLarge):
		return s.videoTooLarge()
	case errors.Is(err, media.ErrUnsupportedType):
		return invalid(map[string]string{"file": "The video must be an MP4 or WebM file."})
	case err != nil:
		return err
	}
	after, replaced, err := s.setVideoFile(r, res, slot, id, &stored.ID)
	if err != nil {
		s.media.Discard(context.WithoutCancel(r.Context()), stored.ID)
		return err
	}
	if replaced != nil {
		s.media.Discard(r.Context(), *replaced)
	}
	httpx.Answer(w, &ItemAnswer[Record]{Item: after})
	return nil
}

// deleteVideoFile takes the record's file away: its Google Drive link, if any, plays again.
func (s *Service) deleteVideoFile(w http.ResponseWriter, r *http.Request, slot videoSlot) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	after, replaced, err := s.setVideoFile(r, s.resourceNamed(slot.resource), slot, id, nil)
	if err != nil {
		return err
	}
	if replaced != nil {
		s.media.Discard(r.Context(), *replaced)
	}
	httpx.Answer(w, &ItemAnswer[Record]{Item: after})
	return nil
}

func (s *Service) videoTooLarge() error {
	return httpx.Errorf(http.StatusRequestEntityTooLarge, "The video is larger than %d MB.", s.videoMax>>20)
}

// setVideoFile records fileID (nil: none) as the record's video file, audited, in one
// transaction, and answers the record after it and the file it replaced, which the caller
// discards once nothing names it. A published lecture left with neither file nor link is refused.
func (s *Service) setVideoFile(r *http.Request, res *Resource, slot videoSlot, id int64, fileID *int64) (map[string]any, *int64, error) {
	var after map[string]any
	var replaced *int64
	err := s.changeCatalogue(r.Context(), func(tx *db.Tx) error {
		before, err := res.read(r.Context(), tx, id)
		if err != nil {
			return err
		}
		if replaced, err = videoFileOf(r.Context(), tx, res, id); err != nil {
			return err
		}
		if fileID == nil && slot.required && asBool(before["is_published"]) && textOf(before, slot.link) == "" {
			return httpx.Errorf(http.StatusConflict, "%s", noVideoMessage)
		}
		if _, err := tx.Exec(r.Context(), "UPDATE "+res.Table+" SET "+slot.column+" = ?, updated_at = ? WHERE id = ?",
			fileID, s.now().UTC(), id); err != nil {
			return err
		}
		if after, err = res.read(r.Context(), tx, id); err != nil {
			return err
		}
		return s.audit(r.Context(), tx, r, "update", res.Entity, id, before, after)
	})
	return after, replaced, err
}

const noVideoMessage = "A published video needs its file or a Google Drive link: add the link, or unpublish the video first."

// checkVideoPlayable refuses to publish a video learners could not play: one with neither a
// Google Drive link nor an uploaded file (a new video gets its file after it is first saved).
func checkVideoPlayable(ctx context.Context, q db.Q, id int64, rec map[string]any) error {
	if !asBool(rec["is_published"]) || textOf(rec, "video_url") != "" {
		return nil
	}
	var files int
	if id > 0 {
		if err := q.Get(ctx, &files, "SELECT COUNT(*) FROM videos WHERE id = ? AND video_file_id IS NOT NULL", id); err != nil {
			return err
		}
	}
	if files > 0 {
		return nil
	}
	return invalid(map[string]string{"video_url": "Add a Google Drive link, or save the video unpublished, upload its file below and then publish it."})
}

// textOf answers a record's text value, trimmed ("" when absent).
func textOf(rec map[string]any, name string) string {
	text, _ := rec[name].(string)
	return strings.TrimSpace(text)
}
