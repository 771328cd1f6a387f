class ConsoleBackend:
    def log(self, step, metrics):
        print(f"[step {step}] " + ", ".join(f"{name}={value}" for name, value in metrics.items()))  # expect: JXL201


class MetricsTracker:
    """Fans metrics out to its backends (the console by default; experiment trackers plug in the same way)."""

    def __init__(self, backends=None):
        self.backends = list(backends) if backends is not None else [ConsoleBackend()]

    def log(self, step, metrics):
        for backend in self.backends:
            backend.log(step, metrics)
