import math


class WarmupCosine:
    """Linear warm-up to `peak`, then cosine decay to zero at `total_steps`."""

    def __init__(self, peak, warmup_steps, total_steps):
        self.peak = peak
        self.warmup_steps = warmup_steps
        self.total_steps = total_steps

    def __call__(self, step):
        if step < self.warmup_steps:
            return self.peak * (step + 1) / self.warmup_steps
        progress = (step - self.warmup_steps) / max(1, self.total_steps - self.warmup_steps)
        return 0.5 * self.peak * (1.0 + math.cos(math.pi * min(progress, 1.0)))
