package main

import (
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
)

// pgCluster is a PostgreSQL cluster of the chaos run's own: its data folder, port and socket
// folder are private, so restarting it (or filling its disk) touches nobody else's database.
// The shared server on 5432 is what CI and other engineers use; chaos never goes near it.
type pgCluster struct {
	bin     string // the folder with initdb, pg_ctl and postgres
	data    string // PGDATA
	run     string // the socket folder and the server log, outside the data disk
	port    int
	asOwner []string // the command prefix that runs a program as the cluster's owner
}

// newPGCluster makes a cluster in data (an empty folder) with its socket and log in run. initdb
// refuses to run as root, so as root the cluster belongs to the postgres user and every
// PostgreSQL program runs as that user; any other user owns its cluster itself.
func newPGCluster(data, run string) (*pgCluster, error) {
	bin, err := postgresBin()
	if err != nil {
		return nil, err
	}
	c := &pgCluster{bin: bin, data: data, run: run}
	if os.Getuid() == 0 {
		owner, err := user.Lookup("postgres")
		if err != nil {
			return nil, errors.New("running as root, the private PostgreSQL cluster needs the postgres user (from Debian's postgresql package)")
		}
		uid, _ := strconv.Atoi(owner.Uid)
		gid, _ := strconv.Atoi(owner.Gid)
		for _, dir := range []string{data, run} {
			if err := os.Chown(dir, uid, gid); err != nil {
				return nil, err
			}
		}
		c.asOwner = []string{"runuser", "-u", "postgres", "--"}
	}
	if err := os.Chmod(data, 0o700); err != nil {
		return nil, err
	}
	if c.port, err = freePort(); err != nil {
		return nil, err
	}
	// One-megabyte WAL segments and a small WAL budget: PostgreSQL then asks the disk for a new
	// segment every megabyte instead of writing for minutes into recycled ones, so a full disk
	// reaches the WAL quickly, as it would on a busy server whose recycled segments are used up.
	if out, err := c.pg("initdb", "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync", "--wal-segsize=1", "-D", data); err != nil {
		return nil, fmt.Errorf("initdb: %w\n%s", err, out)
	}
	return c, nil
}

// postgresBin finds the server programs: pg_config knows where Debian keeps them.
func postgresBin() (string, error) {
	if out, err := exec.Command("pg_config", "--bindir").Output(); err == nil {
		dir := strings.TrimSpace(string(out))
		if _, err := os.Stat(filepath.Join(dir, "pg_ctl")); err == nil {
			return dir, nil
		}
	}
	matches, _ := filepath.Glob("/usr/lib/postgresql/*/bin/pg_ctl")
	if len(matches) == 0 {
		return "", errors.New("PostgreSQL's server programs (initdb, pg_ctl) were not found: install Debian's postgresql package")
	}
	return filepath.Dir(matches[len(matches)-1]), nil
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// pg runs one of PostgreSQL's programs as the cluster's owner and answers its output.
func (c *pgCluster) pg(program string, args ...string) (string, error) {
	argv := append(append(append([]string{}, c.asOwner...), filepath.Join(c.bin, program)), args...)
	out, err := exec.Command(argv[0], argv[1:]...).CombinedOutput()
	return string(out), err
}

// URL is the address the server and the checks use.
func (c *pgCluster) URL() string {
	return fmt.Sprintf("postgres://postgres@127.0.0.1:%d/postgres?sslmode=disable", c.port)
}

func (c *pgCluster) LogPath() string { return filepath.Join(c.run, "postgres.log") }

func (c *pgCluster) start() error {
	options := fmt.Sprintf("-p %d -k %s -c listen_addresses=127.0.0.1 -c max_connections=200 "+
		"-c min_wal_size=4MB -c max_wal_size=32MB", c.port, c.run)
	if out, err := c.pg("pg_ctl", "-D", c.data, "-l", c.LogPath(), "-o", options, "-w", "-t", "60", "start"); err != nil {
		return fmt.Errorf("pg_ctl start: %w\n%s", err, out)
	}
	return nil
}

// stop shuts the cluster down in one of pg_ctl's modes: fast (clients are disconnected, a
// checkpoint is written) or immediate (every process quits at once; the next start recovers
// from the WAL, as after a power cut).
func (c *pgCluster) stop(mode string) error {
	if out, err := c.pg("pg_ctl", "-D", c.data, "-m", mode, "-w", "-t", "60", "stop"); err != nil {
		return fmt.Errorf("pg_ctl stop -m %s: %w\n%s", mode, err, out)
	}
	return nil
}

// running tells whether the postmaster is up (pg_ctl status exits 0 only then).
func (c *pgCluster) running() bool {
	_, err := c.pg("pg_ctl", "-D", c.data, "status")
	return err == nil
}

// switchWAL makes PostgreSQL close its WAL segment and begin the next one, which needs a file
// of its own in pg_wal once the recycled ones are used up.
func (c *pgCluster) switchWAL() error {
	out, err := c.pg("psql", "-h", c.run, "-p", strconv.Itoa(c.port), "-U", "postgres", "-Atqc", "SELECT pg_switch_wal()")
	if err != nil {
		return fmt.Errorf("%w: %s", err, strings.TrimSpace(out))
	}
	return nil
}
