class RewardRecorder:
    """Keeps every step's reward so the dashboard can plot the return curve of a run."""

    def __init__(self):
        self.rewards = []

    def record(self, reward):
        self.rewards.append(reward)  # expect: JXL202

    def total(self):
        return sum(float(r) for r in self.rewards)
