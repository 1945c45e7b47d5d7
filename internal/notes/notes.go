// Package notes serves the notes library: the PDF notes of a subscription, each with up to
// three attachments (topic-wise, source-wise, primary-wise), downloadable by subscribers only.
package notes

import (
	"context"
	"net/http"

	"aspirant/internal/access"
	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/media"
	"aspirant/internal/platform/locale"
	"aspirant/internal/platform/stafftext"
	"aspirant/internal/wire"
)

// Note is a library item as the notes library lists it.
type Note struct {
	ID                    int64         `json:"id"`
	Name                  string        `json:"name"`
	Description           string        `json:"description"`
	Thumbnail             *string       `json:"thumbnail"`
	Year                  *int          `json:"year"`
	IsSubscribed          bool          `json:"isSubscribed"`
	TopicWiseAttachment   *wire.FileRef `json:"topicWiseAttachment"`
	SourceWiseAttachment  *wire.FileRef `json:"sourceWiseAttachment"`
	PrimaryWiseAttachment *wire.FileRef `json:"primaryWiseAttachment"`
	LibraryID             int64         `json:"libraryId"`
	// Languages the note is written in: ["en"], ["hi"] or ["en", "hi"] (docs/product.md,
	// "Languages of notes, tests and videos").
	Languages []string `json:"languages"`
}

type noteRow struct {
	ID          int64   `db:"id"`
	LibraryID   int64   `db:"library_id"`
	Name        string  `db:"name"`
	Description string  `db:"description"`
	Year        *int    `db:"year"`
	Thumbnail   *string `db:"thumbnail"`
	Topic       *string `db:"topic"`
	Source      *string `db:"source"`
	Primary     *string `db:"primary_file"`
	Languages   string  `db:"languages"`
}

// Service serves the notes library.
type Service struct {
	db     *db.DB
	access *access.Checker
}

func NewService(d *db.DB, a *access.Checker) *Service { return &Service{db: d, access: a} }

// Routes registers the notes library call.
func (s *Service) Routes(mux *httpx.Router) {
	mux.Handle("GET /api/v1/modules/note-library/notes/list", httpx.Handler(s.list))
}

// Library answers the notes of a subscription's notes libraries as the caller sees them: every
// visitor sees what is in it, only those who may open a library get its files.
func (s *Service) Library(ctx context.Context, subscriptionID int64) ([]Note, error) {
	libraries, err := s.access.LibrariesOf(ctx, subscriptionID, "notes")
	if err != nil {
		return nil, err
	}
	out := []Note{}
	for _, lib := range libraries {
		var rows []noteRow
		err := s.db.Select(ctx, &rows, `SELECT n.id, n.library_id, n.name, n.description, n.year, th.storage_key AS thumbnail,
				tf.storage_key AS topic, sf.storage_key AS source, pf.storage_key AS primary_file, n.languages
			FROM notes n
			LEFT JOIN files th ON th.id = n.thumbnail_file_id
			LEFT JOIN files tf ON tf.id = n.topic_file_id
			LEFT JOIN files sf ON sf.id = n.source_file_id
			LEFT JOIN files pf ON pf.id = n.primary_file_id
			WHERE n.library_id = ? AND n.is_published ORDER BY n.position, n.id`, lib.ID)
		if err != nil {
			return nil, err
		}
		open := lib.Open
		for _, r := range rows {
			out = append(out, Note{ID: r.ID, Name: r.Name, Description: stafftext.HTML(r.Description), Thumbnail: r.Thumbnail,
				Year: r.Year, IsSubscribed: open, LibraryID: r.LibraryID, TopicWiseAttachment: wire.FileFor(r.Topic, open),
				SourceWiseAttachment: wire.FileFor(r.Source, open), PrimaryWiseAttachment: wire.FileFor(r.Primary, open),
				Languages: wire.SplitLanguages(r.Languages)})
		}
	}
	return out, nil
}

func (s *Service) list(w http.ResponseWriter, r *http.Request) error {
	subscriptionID, err := access.SubscriptionID(r)
	if err != nil {
		return err
	}
	notes, err := s.Library(r.Context(), subscriptionID)
	if err != nil {
		return err
	}
	message := locale.T("Notes fetched successfully")
	if len(notes) == 0 {
		message = locale.T("No Notes found for this subscription.")
	}
	httpx.Answer(w, &httpx.List[Note]{ResponseResult: notes, Message: httpx.Say(r, message)})
	return nil
}

// FileName is the download name of a note's attachment (docs/product.md, "Downloads"): the
// note's name made safe, with _topic, _source or _primary.
func FileName(noteName, part string) string {
	return wire.SafeFileName(noteName) + "_" + part + ".pdf"
}

// FileResolver tells the download call whether a file is a note's attachment and whether the
// caller may have it.
func (s *Service) FileResolver(ctx context.Context, fileID int64) (media.Decision, error) {
	var rows []struct {
		LibraryID int64  `db:"library_id"`
		Name      string `db:"name"`
		Part      string `db:"part"`
	}
	err := s.db.Select(ctx, &rows, `SELECT library_id, name,
			CASE WHEN topic_file_id = ? THEN 'topic' WHEN source_file_id = ? THEN 'source' ELSE 'primary' END AS part
		FROM notes WHERE topic_file_id = ? OR source_file_id = ? OR primary_file_id = ?`, fileID, fileID, fileID, fileID, fileID)
	if err != nil || len(rows) == 0 {
		return media.Decision{}, err
	}
	opener, err := s.access.For(ctx)
	if err != nil {
		return media.Decision{}, err
	}
	for _, r := range rows {
		if opener.Opens(r.LibraryID) {
			return media.Decision{Found: true, Allowed: true, Name: FileName(r.Name, r.Part)}, nil
		}
	}
	return media.Decision{Found: true}, nil
}
