package db

import "context"

// MigrateUpTo brings a database to a past schema version, as a binary of that release left it,
// for tests of what a later migration does to its data.
func (d *DB) MigrateUpTo(ctx context.Context, version int64) error {
	p, err := d.provider(ctx)
	if err != nil {
		return err
	}
	_, err = p.UpTo(ctx, version)
	return err
}
