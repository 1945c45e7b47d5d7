package testutil

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"
)

// VersityGW is the S3-compatible server the storage tests run against: versitygw, an S3
// gateway over a local folder, built from the Go module proxy at this version into the
// module's bin/ by the first test (or load test) that needs it.
const VersityGW = "github.com/versity/versitygw/cmd/versitygw@v1.8.0"

// S3Server is a running versitygw with one bucket.
type S3Server struct {
	Endpoint    string // http://127.0.0.1:PORT
	Bucket      string
	Key, Secret string
	root        string
	out         io.Writer
	cmd         *exec.Cmd
}

// StorageURL is the server's bucket as ASPIRANT_STORAGE_URL names it.
func (s *S3Server) StorageURL() string {
	return "s3://" + s.Bucket + "?" + url.Values{"endpoint": {s.Endpoint}, "region": {"us-east-1"}}.Encode()
}

// Env is the settings that point a server at this store.
func (s *S3Server) Env() map[string]string {
	return map[string]string{"ASPIRANT_STORAGE_URL": s.StorageURL(), "AWS_ACCESS_KEY_ID": s.Key, "AWS_SECRET_ACCESS_KEY": s.Secret}
}

// StartS3 starts versitygw on a free port over a fresh folder and makes a bucket; it stops when
// the test ends. What it prints goes to the test's log.
func StartS3(t testing.TB) *S3Server {
	t.Helper()
	s, err := RunS3(t.TempDir(), logWriter{t})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Stop)
	return s
}

// RunS3 starts versitygw on a free port over the folder root, writing what it prints to out, and
// makes a bucket. The caller stops it.
func RunS3(root string, out io.Writer) (*S3Server, error) {
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	port := listener.Addr().(*net.TCPAddr).Port
	listener.Close()
	s := &S3Server{Endpoint: fmt.Sprintf("http://127.0.0.1:%d", port), Bucket: "aspirant-test",
		Key: "test-access-" + RandomHex(4), Secret: "test-secret-" + RandomHex(12), root: root, out: out}
	if err := s.Restart(); err != nil {
		return nil, err
	}
	client, err := minio.New(strings.TrimPrefix(s.Endpoint, "http://"), &minio.Options{
		Creds: credentials.NewStaticV4(s.Key, s.Secret, ""), BucketLookup: minio.BucketLookupPath, Region: "us-east-1"})
	if err == nil {
		err = client.MakeBucket(context.Background(), s.Bucket, minio.MakeBucketOptions{Region: "us-east-1"})
	}
	if err != nil {
		s.Stop()
		return nil, fmt.Errorf("make bucket: %w", err)
	}
	return s, nil
}

// Start runs the server again after Stop, on its port and folder, failing the test if it cannot.
func (s *S3Server) Start(t testing.TB) {
	t.Helper()
	if err := s.Restart(); err != nil {
		t.Fatal(err)
	}
}

// Restart runs the server (again, after Stop) on its port and folder, and waits until it answers.
func (s *S3Server) Restart() error {
	bin, err := VersityGWBinary()
	if err != nil {
		return err
	}
	data, sidecar := filepath.Join(s.root, "data"), filepath.Join(s.root, "meta")
	for _, dir := range []string{data, sidecar} {
		if err := os.MkdirAll(dir, 0o750); err != nil {
			return err
		}
	}
	s.cmd = exec.Command(bin, "--quiet", "--port", strings.TrimPrefix(s.Endpoint, "http://"),
		"--access", s.Key, "--secret", s.Secret, "posix", "--sidecar", sidecar, data)
	s.cmd.Stdout, s.cmd.Stderr = s.out, s.out
	if err := s.cmd.Start(); err != nil {
		return fmt.Errorf("start versitygw: %w", err)
	}
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		conn, err := net.Dial("tcp", strings.TrimPrefix(s.Endpoint, "http://"))
		if err == nil {
			conn.Close()
			return nil
		}
		if time.Now().After(deadline) {
			s.Stop()
			return fmt.Errorf("versitygw did not listen on %s within 30 s", s.Endpoint)
		}
	}
}

// Stop ends the server at once, as a crash or a network cut would look to its clients.
func (s *S3Server) Stop() {
	if s.cmd == nil || s.cmd.Process == nil {
		return
	}
	_ = s.cmd.Process.Kill()
	_ = s.cmd.Wait()
	s.cmd = nil
}

// VersityGWBinary answers the path of bin/versitygw in this module, building it once (under a
// lock, as test packages run side by side) when it is not there.
func VersityGWBinary() (string, error) {
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		return "", fmt.Errorf("go env GOMOD: %w", err)
	}
	gomod := strings.TrimSpace(string(out))
	if gomod == "" || gomod == os.DevNull {
		return "", errors.New("run from inside the aspirant module: bin/versitygw is built there")
	}
	bin := filepath.Join(filepath.Dir(gomod), "bin")
	path := filepath.Join(bin, "versitygw")
	if _, err := os.Stat(path); err == nil {
		return path, nil
	}
	if err := os.MkdirAll(bin, 0o750); err != nil {
		return "", err
	}
	lock, err := os.OpenFile(filepath.Join(bin, ".versitygw.lock"), os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		return "", err
	}
	defer lock.Close()
	if err := syscall.Flock(int(lock.Fd()), syscall.LOCK_EX); err != nil {
		return "", err
	}
	defer syscall.Flock(int(lock.Fd()), syscall.LOCK_UN) //nolint:errcheck // released on close too
	if _, err := os.Stat(path); err == nil {
		return path, nil // built by another package meanwhile
	}
	build := exec.Command("go", "install", VersityGW)
	build.Env = append(os.Environ(), "GOBIN="+bin, "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		return "", fmt.Errorf("build versitygw (%s): %w\n%s", VersityGW, err, out)
	}
	return path, nil
}

// logWriter writes a server's output to the test's log.
type logWriter struct{ t testing.TB }

func (w logWriter) Write(p []byte) (int, error) {
	w.t.Log("versitygw: " + strings.TrimRight(string(p), "\n"))
	return len(p), nil
}
