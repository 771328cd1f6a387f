import math


class PerplexityMeter:
    """Collects per-batch token losses and reports the perplexity over everything seen."""

    def __init__(self):
        self.values = []

    def update(self, loss):
        value = loss.item()  # expect: JXL104
        self.values.append(value)  # expect: JXL202

    def perplexity(self):
        return math.exp(sum(self.values) / len(self.values))
