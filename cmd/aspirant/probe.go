package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"time"

	"aspirant/internal/config"
)

// probeCommand asks this machine's server whether it is ready (GET /readyz on ASPIRANT_ADDR, or
// the address given) and exits 0 only when it is: the container image's health check, which has
// no curl to call (docs/operations.md, "Deploying").
func probeCommand(ctx context.Context, e env, args []string, stdout io.Writer) error {
	target := ""
	switch len(args) {
	case 0:
		cfg, err := config.Load(e.get)
		if err != nil {
			return err
		}
		host, port, err := net.SplitHostPort(cfg.Addr)
		if err != nil {
			return err
		}
		if host == "" || host == "0.0.0.0" || host == "::" {
			host = "127.0.0.1"
		}
		target = "http://" + net.JoinHostPort(host, port) + "/readyz"
	case 1:
		target = args[0]
	default:
		return usageError{errors.New("usage: aspirant probe [URL]")}
	}
	ctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, target, nil)
	if err != nil {
		return err
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("%s answered %d", target, res.StatusCode)
	}
	fmt.Fprintf(stdout, "%s: ready\n", target)
	return nil
}
