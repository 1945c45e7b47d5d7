# The Aspirant server as a container image: the static binary (web app embedded) on an empty
# base, run as a user without privileges. `make image` builds it with buildah from bin/image/
# (the binary built with CGO_ENABLED=0, the build machine's CA certificates and an empty data
# folder); no base image is pulled (docs/operations.md, "Deploying").
FROM scratch
COPY ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
# /data (the data folder: SQLite, files/, outbox/) and /tmp (uploads on their way to an S3
# store), owned by the server's user.
COPY --chown=65532:65532 rootfs/ /
COPY aspirant /aspirant
ENV ASPIRANT_DATA_DIR=/data \
    ASPIRANT_ADDR=:8080 \
    ASPIRANT_METRICS_ADDR=:9090 \
    ASPIRANT_LOG_FORMAT=json \
    ASPIRANT_SHUTDOWN_DRAIN=3s \
    TMPDIR=/tmp
VOLUME /data
USER 65532:65532
# 8080: the site (behind a TLS-terminating load balancer); 9090: /metrics, keep it private.
EXPOSE 8080 9090
HEALTHCHECK --interval=5s --timeout=4s --start-period=30s --retries=2 CMD ["/aspirant", "probe"]
STOPSIGNAL SIGTERM
ENTRYPOINT ["/aspirant"]
CMD ["serve"]
