class StatsStore:
    """Holds the model's non-trainable collection ("batch_stats") between steps."""

    def __init__(self, stats):
        self.stats = stats
        self.updates = 0

    def get(self):
        return self.stats

    def put(self, stats):
        self.stats = stats  # expect: JXL202
        self.updates += 1  # expect: JXL202
