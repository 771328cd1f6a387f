import math


class ExponentialEpsilon:
    """Exploration rate decaying from `start` towards `end` with time constant `decay_steps`."""

    def __init__(self, start=1.0, end=0.05, decay_steps=500.0):
        self.start = start
        self.end = end
        self.decay_steps = decay_steps

    def __call__(self, step):
        return self.end + (self.start - self.end) * math.exp(-step / self.decay_steps)  # expect: JXL104
