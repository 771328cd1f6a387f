import math


class PerplexityMeter:
    """Collects per-batch token losses and reports the perplexity over everything seen."""

    def __init__(self):
        self.values = []

    def update(self, loss):
        self.values.append(float(loss))

    def perplexity(self):
        return math.exp(sum(self.values) / len(self.values))
