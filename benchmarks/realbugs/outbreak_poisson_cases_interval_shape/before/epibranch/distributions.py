import jax


class GammaInterval:
    """Serial interval between an infector's and an infectee's symptom onsets, gamma distributed (days)."""

    def __init__(self, mean, sd):
        self.alpha = (mean / sd) ** 2
        self.scale = sd**2 / mean

    def sample(self, key, shape):
        return self.scale * jax.random.gamma(key, self.alpha, shape)
