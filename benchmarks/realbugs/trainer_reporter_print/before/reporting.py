class MetricsReporter:
    def __init__(self, prefix="train", every=1):
        self.prefix = prefix
        self.every = every
        self.history = []

    def report(self, step, metrics):
        line = " ".join(f"{name}={value}" for name, value in metrics.items())
        print(f"[{self.prefix}] step {step}: {line}")  # expect: JXL201
        return metrics
