package files_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"aspirant/internal/config"
	"aspirant/internal/platform/files"
	"aspirant/internal/testutil"
)

// s3Store connects to a versitygw the test starts, as the server does from its settings.
func s3Store(t *testing.T) (*files.S3, *testutil.S3Server) {
	t.Helper()
	server := testutil.StartS3(t)
	env := server.Env()
	cfg, err := config.Load(func(name string) (string, bool) { v, ok := env[name]; return v, ok })
	if err != nil {
		t.Fatal(err)
	}
	store, err := files.ForConfig(cfg, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	s3, ok := store.(*files.S3)
	if !ok {
		t.Fatalf("ASPIRANT_STORAGE_URL gave a %T", store)
	}
	return s3, server
}

// A file put in the S3 store reads back whole and by range (through http.ServeContent, as
// /files answers), a missing key is ErrNotFound, and a deleted file is gone.
func TestTheS3StoreKeepsFilesAndAnswersRanges(t *testing.T) {
	ctx := context.Background()
	store, _ := s3Store(t)
	if err := store.Check(ctx); err != nil {
		t.Fatalf("check: %v", err)
	}
	content := bytes.Repeat([]byte("0123456789abcdef"), 64*1024) // 1 MiB
	sum := sha256.Sum256(content)
	stored, err := store.Put(ctx, "notes/2026/11/a1b2.pdf", bytes.NewReader(content))
	if err != nil || stored.Size != int64(len(content)) || stored.SHA256 != hex.EncodeToString(sum[:]) {
		t.Fatalf("put: %+v %v", stored, err)
	}

	file, err := store.Open(ctx, "notes/2026/11/a1b2.pdf")
	if err != nil {
		t.Fatal(err)
	}
	if file.Size() != int64(len(content)) || time.Since(file.ModTime()) > time.Hour {
		t.Errorf("size %d, modified %v", file.Size(), file.ModTime())
	}
	req := httptest.NewRequest(http.MethodGet, "/files/x", nil)
	req.Header.Set("Range", "bytes=500000-500099")
	rec := httptest.NewRecorder()
	http.ServeContent(rec, req, "", file.ModTime(), file)
	if rec.Code != http.StatusPartialContent || !bytes.Equal(rec.Body.Bytes(), content[500000:500100]) {
		t.Errorf("range: %d %q", rec.Code, rec.Body.Bytes())
	}
	if _, err := file.Seek(0, io.SeekStart); err != nil {
		t.Fatal(err)
	}
	whole, err := io.ReadAll(file)
	if err != nil || !bytes.Equal(whole, content) {
		t.Errorf("whole read: %d bytes, %v", len(whole), err)
	}
	file.Close()

	if _, err := store.Open(ctx, "notes/2026/11/missing.pdf"); !errors.Is(err, files.ErrNotFound) {
		t.Errorf("a missing object: %v", err)
	}
	if err := store.Delete(ctx, "notes/2026/11/a1b2.pdf"); err != nil {
		t.Fatal(err)
	}
	if _, err := store.Open(ctx, "notes/2026/11/a1b2.pdf"); !errors.Is(err, files.ErrNotFound) {
		t.Errorf("after delete: %v", err)
	}
	if err := store.Delete(ctx, "notes/2026/11/a1b2.pdf"); err != nil {
		t.Errorf("deleting what is gone: %v", err)
	}
	if _, err := store.Put(ctx, "../escape", bytes.NewReader(content)); err == nil {
		t.Error("a key that climbs out was stored")
	}
}

// A signed address serves the file with the type and name the server gives it, to anyone who
// has it, until it expires; then the store refuses it.
func TestASignedAddressServesTheFileUntilItExpires(t *testing.T) {
	ctx := context.Background()
	store, _ := s3Store(t)
	content := append([]byte("%PDF-1.4\n"), bytes.Repeat([]byte("x"), 5000)...)
	if _, err := store.Put(ctx, "notes/2026/11/signed.pdf", bytes.NewReader(content)); err != nil {
		t.Fatal(err)
	}
	address, err := store.SignedURL(ctx, "notes/2026/11/signed.pdf", 2*time.Second, "application/pdf", `attachment; filename="Polity.pdf"`)
	if err != nil {
		t.Fatal(err)
	}
	res, err := http.Get(address)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != 200 || !bytes.Equal(body, content) || res.Header.Get("Content-Type") != "application/pdf" ||
		res.Header.Get("Content-Disposition") != `attachment; filename="Polity.pdf"` {
		t.Fatalf("signed address: %d %s %s, %d bytes", res.StatusCode, res.Header.Get("Content-Type"), res.Header.Get("Content-Disposition"), len(body))
	}
	time.Sleep(3 * time.Second) // the address's own lifetime, not a speed
	res, err = http.Get(address)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusForbidden {
		t.Errorf("an expired signed address: %d", res.StatusCode)
	}
}

// A store that stops answering is ErrUnavailable (a 503 to the client), for writes, reads and
// the readiness check, and works again once it is back.
func TestAStoreThatIsDownIsUnavailableUntilItIsBack(t *testing.T) {
	ctx := context.Background()
	store, server := s3Store(t)
	if _, err := store.Put(ctx, "images/2026/11/before.jpg", bytes.NewReader([]byte("before"))); err != nil {
		t.Fatal(err)
	}
	server.Stop()
	if _, err := store.Put(ctx, "images/2026/11/during.jpg", bytes.NewReader([]byte("during"))); !errors.Is(err, files.ErrUnavailable) {
		t.Errorf("put while down: %v", err)
	}
	if _, err := store.Open(ctx, "images/2026/11/before.jpg"); !errors.Is(err, files.ErrUnavailable) {
		t.Errorf("open while down: %v", err)
	}
	if err := store.Check(ctx); err == nil {
		t.Error("the readiness check passes while the store is down")
	}
	server.Start(t)
	if err := store.Check(ctx); err != nil {
		t.Errorf("check once back: %v", err)
	}
	if _, err := store.Open(ctx, "images/2026/11/during.jpg"); !errors.Is(err, files.ErrNotFound) {
		t.Errorf("the put that failed left something: %v", err)
	}
}
