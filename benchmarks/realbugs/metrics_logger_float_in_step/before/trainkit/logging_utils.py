class MetricsLogger:
    """Collects scalar metrics per step; the caller dumps `history` to JSON at the end of a run."""

    def __init__(self):
        self.history = []

    def log(self, step, **values):
        record = {name: float(value) for name, value in values.items()}  # expect: JXL104
        self.history.append((step, record))  # expect: JXL202
