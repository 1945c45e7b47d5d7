// Package files keeps the bytes of uploaded and demo files. The domains see only the Store
// interface, so an S3-compatible store can replace the local folder without touching them.
// Keys are made by the server (see media), never taken from a client.
package files

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"time"

	"aspirant/internal/platform/locale"
)

// ErrNotFound: no file under that key.
var ErrNotFound = errors.New("file not found")

// Stored describes what Put wrote.
type Stored struct {
	Size   int64
	SHA256 string
}

// File is an open stored file; ServeContent can answer range requests from it.
type File interface {
	io.ReadSeekCloser
	Size() int64
	ModTime() time.Time
}

// Store keeps files by key.
type Store interface {
	// Put writes the whole of r under key, atomically: readers see the old file or the new
	// one, never half of one.
	Put(ctx context.Context, key string, r io.Reader) (Stored, error)
	Open(ctx context.Context, key string) (File, error)
	Delete(ctx context.Context, key string) error
	// Check answers an error when the store cannot take a write now (a full or read-only
	// disk), for the readiness check.
	Check(ctx context.Context) error
}

// Signer is a Store that can hand out a short-lived address at which the store itself serves a
// file (an S3 store's presigned GET), so that large downloads skip the application servers.
type Signer interface {
	SignedURL(ctx context.Context, key string, ttl time.Duration, contentType, disposition string) (string, error)
}

// validKey admits the keys the server makes: lower-case words, digits, dots, dashes and
// underscores in slash-separated parts.
var validKey = regexp.MustCompile(`^[a-z0-9][a-z0-9._-]*(/[a-z0-9][a-z0-9._-]*)*$`)

// ValidKey reports whether key is one a Store accepts.
func ValidKey(key string) bool {
	return len(key) <= 200 && validKey.MatchString(key) && !strings.Contains(key, "..")
}

// Local stores files under a folder on this machine.
type Local struct {
	root string
	// Reserve is the free space a write must leave on the folder's disk (bytes): the database,
	// its journal and the logs share the disk, and a full disk stops them all.
	Reserve int64
}

// ErrDiskNearlyFull refuses a write that would leave less than the reserve free: the site goes
// on, nothing half-written is kept, and the uploader is told to try later (docs/reliability.md).
// It carries its answer to the client (a 503 with Retry-After) through the methods httpx asks
// for, as this package sits below httpx.
var ErrDiskNearlyFull error = diskNearlyFull{}

type diskNearlyFull struct{}

func (diskNearlyFull) Error() string             { return "file store: disk nearly full" }
func (diskNearlyFull) HTTPStatus() int           { return http.StatusServiceUnavailable }
func (diskNearlyFull) RetryAfter() time.Duration { return time.Minute }
func (diskNearlyFull) ClientMessage() locale.Message {
	return locale.T("The server's storage is full for now, so your file was not saved. Please try again later.")
}

// NewLocal uses (and creates) the folder root.
func NewLocal(root string) (*Local, error) {
	if err := os.MkdirAll(root, 0o750); err != nil {
		return nil, fmt.Errorf("create file store %s: %w", root, err)
	}
	abs, err := filepath.Abs(root)
	if err != nil {
		return nil, err
	}
	return &Local{root: abs}, nil
}

func (l *Local) path(key string) (string, error) {
	if !ValidKey(key) {
		return "", fmt.Errorf("invalid file key %q", key)
	}
	return filepath.Join(l.root, filepath.FromSlash(key)), nil
}

func (l *Local) Put(ctx context.Context, key string, r io.Reader) (Stored, error) {
	target, err := l.path(key)
	if err != nil {
		return Stored{}, err
	}
	if err := os.MkdirAll(filepath.Dir(target), 0o750); err != nil {
		return Stored{}, err
	}
	if free, err := freeBytes(l.root); err == nil && free < l.Reserve {
		return Stored{}, ErrDiskNearlyFull
	}
	tmp, err := os.CreateTemp(filepath.Dir(target), ".upload-*")
	if err != nil {
		return Stored{}, err
	}
	defer os.Remove(tmp.Name()) // a no-op once renamed
	hash := sha256.New()
	size, err := io.Copy(io.MultiWriter(tmp, hash), readerWithContext{ctx, r})
	if err == nil {
		// The upload's size is known only now: one that ate into the reserve goes.
		if free, statErr := freeBytes(l.root); statErr == nil && free < l.Reserve {
			err = ErrDiskNearlyFull
		}
	}
	if err == nil {
		err = tmp.Sync()
	}
	if closeErr := tmp.Close(); err == nil {
		err = closeErr
	}
	if errors.Is(err, ErrDiskNearlyFull) || errors.Is(err, syscall.ENOSPC) {
		return Stored{}, ErrDiskNearlyFull
	}
	if err != nil {
		return Stored{}, fmt.Errorf("write %s: %w", key, err)
	}
	if err := os.Rename(tmp.Name(), target); err != nil {
		return Stored{}, err
	}
	return Stored{Size: size, SHA256: hex.EncodeToString(hash.Sum(nil))}, nil
}

// Check writes, flushes and removes a small file in the store's folder.
func (l *Local) Check(_ context.Context) error {
	probe, err := os.CreateTemp(l.root, ".ready-*")
	if err != nil {
		return err
	}
	defer os.Remove(probe.Name())
	_, err = probe.Write([]byte("ready\n"))
	if err == nil {
		err = probe.Sync()
	}
	if closeErr := probe.Close(); err == nil {
		err = closeErr
	}
	return err
}

func (l *Local) Open(_ context.Context, key string) (File, error) {
	p, err := l.path(key)
	if err != nil {
		return nil, ErrNotFound
	}
	f, err := os.Open(p)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	info, err := f.Stat()
	if err != nil || !info.Mode().IsRegular() {
		f.Close()
		return nil, ErrNotFound
	}
	return localFile{f, info}, nil
}

func (l *Local) Delete(_ context.Context, key string) error {
	p, err := l.path(key)
	if err != nil {
		return err
	}
	if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

type localFile struct {
	*os.File
	info fs.FileInfo
}

func (f localFile) Size() int64        { return f.info.Size() }
func (f localFile) ModTime() time.Time { return f.info.ModTime() }

// readerWithContext stops a long copy when the request that feeds it goes away.
type readerWithContext struct {
	ctx context.Context
	r   io.Reader
}

func (r readerWithContext) Read(p []byte) (int, error) {
	if err := r.ctx.Err(); err != nil {
		return 0, err
	}
	return r.r.Read(p)
}
