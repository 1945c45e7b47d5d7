package main

import (
	"errors"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"sync"
	"syscall"
	"time"
)

// supervisor keeps the server running on one address and one data folder across the kills, as
// systemd would: a killed server is started again on the same database. A server that exits
// when nobody killed it is a crash: it is counted (a finding for the report) and restarted.
type supervisor struct {
	bin, address, dir, addr string
	log                     *os.File
	env                     []string // settings besides the database and the address
	level                   string   // ASPIRANT_LOG_LEVEL

	mu       sync.Mutex
	cur      *server
	exited   chan struct{} // closed when the current process has exited
	expected bool          // the current process is being killed or stopped on purpose
	crashes  []string
}

func newSupervisor(bin, address, dir, addr string, log *os.File) *supervisor {
	return &supervisor{bin: bin, address: address, dir: dir, addr: addr, log: log, level: "warn"}
}

func (s *supervisor) base() string { return "http://" + s.addr }

// start launches the server and waits until /readyz answers 200.
func (s *supervisor) start() error {
	srv, err := launchServer(s.bin, s.address, s.dir, s.addr, s.level, s.log, s.env...)
	if err != nil {
		return err
	}
	exited := make(chan struct{})
	s.mu.Lock()
	s.cur, s.exited, s.expected = srv, exited, false
	s.mu.Unlock()
	go func() {
		err := srv.cmd.Wait()
		close(exited)
		s.mu.Lock()
		crashed := !s.expected && s.cur == srv
		if crashed {
			s.crashes = append(s.crashes, fmt.Sprintf("%s: the server exited by itself (%v)", time.Now().Format("15:04:05.000"), err))
		}
		s.mu.Unlock()
		if crashed {
			fmt.Printf("!! the server exited by itself: %v; starting it again\n", err)
			time.Sleep(time.Second)
			if err := s.start(); err != nil {
				fmt.Println("!! could not start it again:", err)
			}
		}
	}()
	return nil
}

// signal sends sig to the current server and waits (up to limit) until it has exited.
func (s *supervisor) signal(sig syscall.Signal, limit time.Duration) error {
	s.mu.Lock()
	srv, exited := s.cur, s.exited
	s.expected = true
	s.mu.Unlock()
	if srv == nil {
		return errors.New("no server is running")
	}
	_ = srv.cmd.Process.Signal(sig)
	select {
	case <-exited:
		return nil
	case <-time.After(limit):
		_ = srv.cmd.Process.Kill()
		<-exited
		return fmt.Errorf("the server did not stop within %s of %s", limit, sig)
	}
}

// kill is the fault: SIGKILL, so nothing in the server gets to finish or flush anything.
func (s *supervisor) kill() error { return s.signal(syscall.SIGKILL, 10*time.Second) }

// stop asks the server to shut down as an operator would (SIGTERM), so queued writes commit.
func (s *supervisor) stop() error { return s.signal(syscall.SIGTERM, 60*time.Second) }

func (s *supervisor) crashList() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.crashes...)
}

// ready answers the status of GET /readyz (0 when the server cannot be reached).
func ready(base string) int {
	c := http.Client{Timeout: 5 * time.Second}
	res, err := c.Get(base + "/readyz")
	if err != nil {
		return 0
	}
	res.Body.Close()
	return res.StatusCode
}

// tmpfsDisk is a small file system of its own (RAM-backed) that the data can fill up without
// touching the machine's real disk. Mounting needs root.
type tmpfsDisk struct {
	dir string
}

func mountTmpfs(dir string, sizeMB int) (*tmpfsDisk, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	out, err := exec.Command("mount", "-t", "tmpfs", "-o", fmt.Sprintf("size=%dm,mode=0755", sizeMB), "tmpfs", dir).CombinedOutput()
	if err != nil {
		return nil, fmt.Errorf("mount a %d MB tmpfs on %s (the disk-full fault needs root): %v %s", sizeMB, dir, err, out)
	}
	return &tmpfsDisk{dir: dir}, nil
}

func (d *tmpfsDisk) unmount() error {
	if out, err := exec.Command("umount", d.dir).CombinedOutput(); err != nil {
		return fmt.Errorf("umount %s: %v %s", d.dir, err, out)
	}
	return nil
}

// free answers the bytes left for an ordinary file on the disk.
func (d *tmpfsDisk) free() int64 {
	var st syscall.Statfs_t
	if err := syscall.Statfs(d.dir, &st); err != nil {
		return -1
	}
	return int64(st.Bavail) * st.Bsize
}

// filler takes every free byte of a disk, and keeps taking what the database frees (a WAL
// truncated, a temporary file deleted) while the fault lasts.
type filler struct {
	f       *os.File
	written int64
}

func fillDisk(path string) (*filler, error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	fl := &filler{f: f}
	return fl, fl.topUp()
}

// topUp writes until the disk refuses: big blocks first, then pages for the last corners.
func (fl *filler) topUp() error {
	big, page := make([]byte, 1<<20), make([]byte, 4096)
	for _, block := range [][]byte{big, page} {
		for {
			n, err := fl.f.Write(block)
			fl.written += int64(n)
			if errors.Is(err, syscall.ENOSPC) {
				break
			}
			if err != nil {
				return err
			}
		}
	}
	return nil
}

func (fl *filler) remove() error {
	fl.f.Close()
	return os.Remove(fl.f.Name())
}
