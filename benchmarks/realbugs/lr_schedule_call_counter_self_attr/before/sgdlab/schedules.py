import math


class WarmupCosineScheduler:
    """Warmup then cosine decay, stepped once per optimizer update like a torch LR scheduler."""

    def __init__(self, peak_lr, warmup_steps, total_steps, end_lr=0.0):
        self.peak_lr = peak_lr
        self.warmup_steps = warmup_steps
        self.total_steps = total_steps
        self.end_lr = end_lr
        self.count = 0

    def lr_at(self, step):
        if step < self.warmup_steps:
            return self.peak_lr * step / self.warmup_steps
        progress = min((step - self.warmup_steps) / (self.total_steps - self.warmup_steps), 1.0)
        return self.end_lr + 0.5 * (self.peak_lr - self.end_lr) * (1.0 + math.cos(math.pi * progress))

    def step(self):
        lr = self.lr_at(self.count)
        self.count += 1  # expect: JXL202
        return lr
