package files

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"time"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"

	"aspirant/internal/config"
)

// S3 stores files in a bucket of an S3-compatible store (docs/operations.md, "Object storage").
// Its downloads can be handed out as short-lived signed addresses, so that large PDFs and videos
// go from the store to the learner without passing through the application servers.
type S3 struct {
	client *minio.Client
	bucket string
}

// ErrUnavailable: the store did not answer; nothing was written. A request that meets it is
// answered 503, to be tried again.
var ErrUnavailable error = unavailable{}

type unavailable struct{}

func (unavailable) Error() string   { return "file store unavailable" }
func (unavailable) HTTPStatus() int { return http.StatusServiceUnavailable }

// NewS3 connects to the store at address with the given credentials. Without an endpoint it is
// Amazon S3; with one, addressing is path-style, as self-hosted stores expect.
func NewS3(address config.StorageAddress, accessKey, secretKey string) (*S3, error) {
	endpoint, secure, lookup := "s3.amazonaws.com", true, minio.BucketLookupAuto
	if address.Endpoint != nil {
		endpoint, secure, lookup = address.Endpoint.Host, address.Endpoint.Scheme == "https", minio.BucketLookupPath
	}
	client, err := minio.New(endpoint, &minio.Options{
		Creds:        credentials.NewStaticV4(accessKey, secretKey, ""),
		Secure:       secure,
		Region:       address.Region,
		BucketLookup: lookup,
		// A store that does not answer is said so within about a second, not after the
		// client's ten tries with back-off: the learner's request is waiting.
		MaxRetries: 3,
	})
	if err != nil {
		return nil, fmt.Errorf("S3 store: %w", err)
	}
	return &S3{client: client, bucket: address.Bucket}, nil
}

// ForConfig is the store the settings name: the S3 store of ASPIRANT_STORAGE_URL, or the folder
// localRoot.
func ForConfig(cfg config.Config, localRoot string) (Store, error) {
	if cfg.StorageURL == "" {
		local, err := NewLocal(localRoot)
		if err != nil {
			return nil, err
		}
		local.Reserve = int64(cfg.DiskReserveMB) << 20
		return local, nil
	}
	address, err := config.ParseStorageURL(cfg.StorageURL)
	if err != nil {
		return nil, err
	}
	return NewS3(address, cfg.StorageKey, cfg.StorageSecret)
}

// Put uploads the whole of r; the store makes it visible at once and whole, or not at all.
func (s *S3) Put(ctx context.Context, key string, r io.Reader) (Stored, error) {
	if !ValidKey(key) {
		return Stored{}, fmt.Errorf("invalid file key %q", key)
	}
	// The size must be known for a single upload; the server's files are bounded by its upload
	// limits, so they are read into a temporary file first (not memory: a video may be large).
	tmp, err := os.CreateTemp("", "aspirant-upload-*")
	if err != nil {
		return Stored{}, err
	}
	defer os.Remove(tmp.Name())
	defer tmp.Close()
	hash := sha256.New()
	size, err := io.Copy(io.MultiWriter(tmp, hash), readerWithContext{ctx, r})
	if err != nil {
		return Stored{}, err
	}
	if _, err := tmp.Seek(0, io.SeekStart); err != nil {
		return Stored{}, err
	}
	if _, err := s.client.PutObject(ctx, s.bucket, key, tmp, size, minio.PutObjectOptions{}); err != nil {
		return Stored{}, s.failure("put", key, err)
	}
	return Stored{Size: size, SHA256: hex.EncodeToString(hash.Sum(nil))}, nil
}

// Open answers the object. The client reads it lazily: the first read, and each after a seek,
// is a ranged GET, so a range request of a large PDF fetches only that range.
func (s *S3) Open(ctx context.Context, key string) (File, error) {
	if !ValidKey(key) {
		return nil, ErrNotFound
	}
	object, err := s.client.GetObject(ctx, s.bucket, key, minio.GetObjectOptions{})
	if err != nil {
		return nil, s.failure("get", key, err)
	}
	info, err := object.Stat()
	if err != nil {
		_ = object.Close()
		return nil, s.failure("stat", key, err)
	}
	return s3Object{object, info}, nil
}

type s3Object struct {
	*minio.Object
	info minio.ObjectInfo
}

func (o s3Object) Size() int64        { return o.info.Size }
func (o s3Object) ModTime() time.Time { return o.info.LastModified }

// Delete removes the object; removing one that is not there is not an error.
func (s *S3) Delete(ctx context.Context, key string) error {
	if !ValidKey(key) {
		return fmt.Errorf("invalid file key %q", key)
	}
	if err := s.client.RemoveObject(ctx, s.bucket, key, minio.RemoveObjectOptions{}); err != nil {
		return s.failure("delete", key, err)
	}
	return nil
}

// Check answers an error unless the bucket answers.
func (s *S3) Check(ctx context.Context) error {
	ok, err := s.client.BucketExists(ctx, s.bucket)
	if err != nil {
		return s.failure("check", s.bucket, err)
	}
	if !ok {
		return fmt.Errorf("the bucket %s does not exist", s.bucket)
	}
	return nil
}

// SignedURL answers an address at which the store itself serves the object for ttl, with the
// Content-Type and (when not empty) Content-Disposition the server would have sent.
func (s *S3) SignedURL(ctx context.Context, key string, ttl time.Duration, contentType, disposition string) (string, error) {
	params := url.Values{}
	if contentType != "" {
		params.Set("response-content-type", contentType)
	}
	if disposition != "" {
		params.Set("response-content-disposition", disposition)
	}
	u, err := s.client.PresignedGetObject(ctx, s.bucket, key, ttl, params)
	if err != nil {
		return "", s.failure("sign", key, err)
	}
	return u.String(), nil
}

// failure turns the client's error into the store's: a missing object is ErrNotFound, a store
// that does not answer (or answers 5xx) ErrUnavailable.
func (s *S3) failure(op, key string, err error) error {
	var response minio.ErrorResponse
	if errors.As(err, &response) {
		switch {
		case response.Code == "NoSuchKey" || response.StatusCode == http.StatusNotFound && op != "check":
			return ErrNotFound
		case response.StatusCode >= 500:
			return fmt.Errorf("%w: %s %s: %v", ErrUnavailable, op, key, err)
		}
		return fmt.Errorf("s3 %s %s: %w", op, key, err)
	}
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	return fmt.Errorf("%w: %s %s: %v", ErrUnavailable, op, key, err)
}
