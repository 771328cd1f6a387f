import jax


class MaskingNoise:
    """Zeroes each input feature with probability drop_prob, as in a denoising autoencoder."""

    def __init__(self, drop_prob):
        self.drop_prob = drop_prob

    def __call__(self, key, x):
        keep = jax.random.bernoulli(key, 1.0 - self.drop_prob, x.shape)
        return x * keep
