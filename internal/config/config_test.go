package config

import (
	"strings"
	"testing"
)

func lookup(m map[string]string) Lookup {
	return func(name string) (string, bool) { v, ok := m[name]; return v, ok }
}

func TestDefaults(t *testing.T) {
	c, err := Load(lookup(nil))
	if err != nil {
		t.Fatal(err)
	}
	if c.Addr != ":8080" || c.DataDir != "data" || c.DatabaseURL != "sqlite:data/aspirant.db" ||
		c.BaseURL.String() != "http://localhost:8080" || c.MaxUploadMB != 25 || c.LogLevel.String() != "INFO" {
		t.Fatalf("defaults: %+v", c)
	}
	c, err = Load(lookup(map[string]string{"ASPIRANT_DATA_DIR": "/srv/aspirant", "ASPIRANT_ADDR": "127.0.0.1:9000",
		"ASPIRANT_BASE_URL": "https://aspirant.in/", "ASPIRANT_TRUSTED_PROXIES": "10.0.0.0/8, 192.168.1.5"}))
	if err != nil {
		t.Fatal(err)
	}
	if c.DatabaseURL != "sqlite:/srv/aspirant/aspirant.db" || c.BaseURL.String() != "https://aspirant.in" || len(c.TrustedProxies) != 2 {
		t.Fatalf("derived settings: %+v", c)
	}
}

// A wrong value stops start-up with one line that names the variable, and never echoes a
// database password.
func TestWrongValuesNameTheVariable(t *testing.T) {
	cases := map[string]string{
		"ASPIRANT_ADDR":            "8080",
		"ASPIRANT_DATABASE_URL":    "mysql://root:hunter2@localhost/aspirant",
		"ASPIRANT_BASE_URL":        "aspirant.in",
		"ASPIRANT_LOG_LEVEL":       "loud",
		"ASPIRANT_LOG_FORMAT":      "xml",
		"ASPIRANT_MAX_UPLOAD_MB":   "lots",
		"ASPIRANT_TRUSTED_PROXIES": "the load balancer",
	}
	for name, value := range cases {
		_, err := Load(lookup(map[string]string{name: value}))
		if err == nil {
			t.Errorf("%s=%q was accepted", name, value)
			continue
		}
		msg := err.Error()
		if !strings.HasPrefix(msg, name) || strings.Contains(msg, "\n") || strings.Contains(msg, "hunter2") {
			t.Errorf("%s=%q: message %q", name, value, msg)
		}
	}
}

func TestParseDatabaseURL(t *testing.T) {
	for raw, want := range map[string]string{
		"sqlite:data/a.db":                "sqlite data/a.db",
		"sqlite:///tmp/a.db":              "sqlite /tmp/a.db",
		"postgres://u@localhost:5432/db":  "postgres postgres://u@localhost:5432/db",
		"postgresql://u@localhost:5432/d": "postgres postgresql://u@localhost:5432/d",
	} {
		kind, dsn, err := ParseDatabaseURL(raw)
		if err != nil || kind+" "+dsn != want {
			t.Errorf("%s: %s %s %v", raw, kind, dsn, err)
		}
	}
}
