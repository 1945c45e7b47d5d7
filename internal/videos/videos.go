// Package videos serves video libraries: the lectures of a subscription, with posters and a
// PDF each, played by subscribers only: a lecture's own video file through short-lived signed
// addresses tied to the learner's session, or else its Google Drive link in Drive's player.
package videos

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"

	"aspirant/internal/access"
	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/media"
	"aspirant/internal/platform/stafftext"
	"aspirant/internal/wire"
)

// LibraryEntry is a video library of a subscription, as the subscription's video libraries list it.
type LibraryEntry struct {
	VideoLibraryID int64 `json:"videoLibraryId"`
	Data           struct {
		Name        string `json:"name"`
		Description string `json:"description"`
	} `json:"videoLibrary_data"`
	IsSubscribed bool `json:"isSubscribed"`
	VideoCount   int  `json:"videoCount"`
}

// Poster is a video's poster image (a public file key).
type Poster struct {
	PosterURL string `json:"posterUrl"`
}

// Video is a lecture. The link and the PDF go only to those who may open the library
// (docs/product.md, "Who may open a library").
type Video struct {
	ID              int64         `json:"id"`
	Name            string        `json:"name"`
	Description     string        `json:"description"`
	Posters         []Poster      `json:"posters"`
	GDriveVideoLink *string       `json:"gDriveVideoLink"`
	PDFAttachment   *wire.FileRef `json:"pdfAttachment"`
	DurationSeconds *int          `json:"durationSeconds"`
	IsSubscribed    bool          `json:"isSubscribed"`
	// Languages the lecture is taught in: ["en"], ["hi"] or ["en", "hi"] (docs/product.md,
	// "Languages of notes, tests and videos").
	Languages []string `json:"languages"`
}

// Service serves video libraries.
type Service struct {
	db     *db.DB
	access *access.Checker
	player *media.Player
}

// Deps is what the video calls need.
type Deps struct {
	DB     *db.DB
	Access *access.Checker
	// Player signs the playback addresses of lectures' own files, tied to the learner.
	Player *media.Player
}

func NewService(d Deps) *Service {
	return &Service{db: d.DB, access: d.Access, player: d.Player}
}

// Routes registers the video calls.
func (s *Service) Routes(mux *httpx.Router) {
	mux.Handle("GET /api/v1/modules/video-library/list", access.LibraryList(s.access, "videos", libraryEntry))
	mux.Handle("GET /api/v1/modules/videos/list", httpx.Handler(s.videos))
	mux.Handle("GET /api/v1/modules/videos/playback", httpx.Handler(s.playback))
}

func libraryEntry(lib access.Library) LibraryEntry {
	e := LibraryEntry{VideoLibraryID: lib.ID, IsSubscribed: lib.Open, VideoCount: lib.Items}
	e.Data.Name, e.Data.Description = lib.Name, stafftext.HTML(lib.Description)
	return e
}

// libraryOf checks that a video library belongs to the subscription, so a learner cannot
// reach another course's library through their own subscription's id.
func (s *Service) libraryOf(ctx context.Context, subscriptionID, libraryID int64) (access.Library, error) {
	libs, err := s.access.LibrariesOf(ctx, subscriptionID, "videos")
	if err != nil {
		return access.Library{}, err
	}
	for _, lib := range libs {
		if lib.ID == libraryID {
			return lib, nil
		}
	}
	return access.Library{}, httpx.Errorf(http.StatusNotFound, "Video library not found")
}

type videoRow struct {
	ID              int64   `db:"id"`
	LibraryID       int64   `db:"library_id"`
	Name            string  `db:"name"`
	Description     string  `db:"description"`
	Poster          *string `db:"poster"`
	VideoURL        string  `db:"video_url"`
	FileID          *int64  `db:"video_file_id"`
	FileType        string  `db:"video_type"`
	PDF             *string `db:"pdf"`
	DurationSeconds *int    `db:"duration_seconds"`
	Languages       string  `db:"languages"`
}

const videoSelect = `SELECT v.id, v.library_id, v.name, v.description, p.storage_key AS poster, v.video_url,
		v.video_file_id, COALESCE(vf.content_type, '') AS video_type, f.storage_key AS pdf, v.duration_seconds, v.languages
	FROM videos v LEFT JOIN files p ON p.id = v.poster_file_id LEFT JOIN files f ON f.id = v.pdf_file_id
		LEFT JOIN files vf ON vf.id = v.video_file_id`

func (s *Service) videos(w http.ResponseWriter, r *http.Request) error {
	subscriptionID, err := access.SubscriptionID(r)
	if err != nil {
		return err
	}
	libraryID, err := httpx.PositiveID(r.URL.Query().Get("videoLibraryId"), "videoLibraryId")
	if err != nil {
		return err
	}
	lib, err := s.libraryOf(r.Context(), subscriptionID, libraryID)
	if err != nil {
		return err
	}
	open := lib.Open
	var rows []videoRow
	if err := s.db.Select(r.Context(), &rows, videoSelect+` WHERE v.library_id = ? AND v.is_published ORDER BY v.position, v.id`, libraryID); err != nil {
		return err
	}
	out := make([]Video, len(rows))
	for i, v := range rows {
		out[i] = Video{ID: v.ID, Name: v.Name, Description: stafftext.HTML(v.Description), Posters: []Poster{},
			PDFAttachment: wire.FileFor(v.PDF, open), DurationSeconds: v.DurationSeconds, IsSubscribed: open,
			Languages: wire.SplitLanguages(v.Languages)}
		if v.Poster != nil {
			out[i].Posters = append(out[i].Posters, Poster{PosterURL: *v.Poster})
		}
		if open && v.VideoURL != "" {
			link := v.VideoURL
			out[i].GDriveVideoLink = &link
		}
	}
	httpx.Answer(w, &httpx.List[Video]{ResponseResult: out})
	return nil
}

func (s *Service) playback(w http.ResponseWriter, r *http.Request) error {
	caller, err := httpx.RequireUser(r)
	if err != nil {
		return err
	}
	subscriptionID, err := access.SubscriptionID(r)
	if err != nil {
		return err
	}
	videoID, err := httpx.PositiveID(r.URL.Query().Get("videoId"), "videoId")
	if err != nil {
		return err
	}
	var v videoRow
	err = s.db.Get(r.Context(), &v, videoSelect+` WHERE v.id = ? AND v.is_published`, videoID)
	if errors.Is(err, db.ErrNotFound) {
		return httpx.Errorf(http.StatusNotFound, "Video information not found")
	}
	if err != nil {
		return err
	}
	if _, err := s.libraryOf(r.Context(), subscriptionID, v.LibraryID); err != nil {
		return err
	}
	if err := s.access.Require(r.Context(), r, v.LibraryID); err != nil {
		return err
	}
	// A lecture's own file, when it has one, is what plays (docs/product.md, "Videos").
	if v.FileID != nil {
		answer, err := s.player.For(caller).Playback(r.Context(), strconv.FormatInt(v.ID, 10), *v.FileID, v.FileType)
		if err != nil {
			return err
		}
		// The playback's own fields, beside the status every answer carries.
		httpx.WriteJSON(w, http.StatusOK, struct {
			Status int `json:"status"`
			*media.Playback
		}{http.StatusOK, answer})
		return nil
	}
	if v.VideoURL == "" {
		return httpx.Errorf(http.StatusNotFound, "This video is not ready yet. Please try again later.")
	}
	embed, err := EmbedURL(v.VideoURL)
	if err != nil {
		return httpx.Errorf(http.StatusUnprocessableEntity, "This video's link cannot be played. Please tell us so we can fix it.")
	}
	httpx.Answer(w, &drivePlayback{VideoPlayBackURL: embed, Kind: "drive"})
	return nil
}

// drivePlayback is the playback answer of a lecture that plays from its Google Drive link.
type drivePlayback struct {
	httpx.Status
	VideoPlayBackURL string `json:"videoPlayBackUrl"`
	Kind             string `json:"kind"`
}

var driveFileID = regexp.MustCompile(`^[A-Za-z0-9_-]{10,200}$`)

// EmbedURL turns a Google Drive link into its preview player's address (docs/product.md,
// "Videos"): the file id comes from a /file/d/{id}/ path or an id query parameter. Other links
// are refused, so staff find out when they enter one.
func EmbedURL(link string) (string, error) {
	u, err := url.Parse(strings.TrimSpace(link))
	if err != nil || u.Scheme != "https" || (u.Host != "drive.google.com" && u.Host != "docs.google.com") {
		return "", errors.New("not a Google Drive link")
	}
	id := ""
	if rest, ok := strings.CutPrefix(u.Path, "/file/d/"); ok {
		id, _, _ = strings.Cut(rest, "/")
	} else {
		id = u.Query().Get("id")
	}
	if !driveFileID.MatchString(id) {
		return "", errors.New("no file id in the Google Drive link")
	}
	return "https://drive.google.com/file/d/" + id + "/preview", nil
}

// FileResolver tells the download call whether a file is a video's PDF and whether the caller
// may have it.
func (s *Service) FileResolver(ctx context.Context, fileID int64) (media.Decision, error) {
	var rows []struct {
		LibraryID int64  `db:"library_id"`
		Name      string `db:"name"`
	}
	if err := s.db.Select(ctx, &rows, `SELECT library_id, name FROM videos WHERE pdf_file_id = ?`, fileID); err != nil || len(rows) == 0 {
		return media.Decision{}, err
	}
	opener, err := s.access.For(ctx)
	if err != nil {
		return media.Decision{}, err
	}
	for _, r := range rows {
		if opener.Opens(r.LibraryID) {
			return media.Decision{Found: true, Allowed: true, Name: wire.SafeFileName(r.Name) + ".pdf"}, nil
		}
	}
	return media.Decision{Found: true}, nil
}
