class KLAnnealer:
    """Exponential KL annealing (Bowman et al.): beta moves from `start` to `end` by a factor `rate` per epoch."""

    def __init__(self, start=0.0, end=1.0, rate=0.9):
        self.start = start
        self.end = end
        self.rate = rate

    def __call__(self, epoch):
        return float(self.end + (self.start - self.end) * self.rate ** epoch)  # expect: JXL104
