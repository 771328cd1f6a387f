class KLWarmup:
    """Linear KL warm-up: the KL weight grows from 0 to max_beta over warmup_steps, against posterior collapse."""

    def __init__(self, warmup_steps=500, max_beta=1.0):
        self.warmup_steps = warmup_steps
        self.max_beta = max_beta

    def beta(self, step):
        return min(self.max_beta, step / self.warmup_steps)  # expect: JXL103
