class MultiStepLR:
    """Decays the learning rate by `gamma` at every milestone step (torch's MultiStepLR, as a step -> lr function)."""

    def __init__(self, base_lr, milestones, gamma=0.1):
        self.base_lr = base_lr
        self.milestones = sorted(milestones)
        self.gamma = gamma

    def __call__(self, step):
        lr = self.base_lr
        for milestone in self.milestones:
            if step >= milestone:  # expect: JXL101
                lr = lr * self.gamma
        return lr
