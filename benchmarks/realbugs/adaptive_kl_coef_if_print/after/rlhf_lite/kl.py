from jax import lax


class AdaptiveKLController:
    """Keeps the policy's KL to the reference model near a target by rescaling the penalty coefficient."""

    def __init__(self, target, high=1.5, factor=2.0):
        self.target = target
        self.high = high
        self.factor = factor

    def next_beta(self, beta, kl):
        raised = lax.select(kl > self.high * self.target, beta * self.factor, beta)
        return lax.select(kl < self.target / self.high, beta / self.factor, raised)
