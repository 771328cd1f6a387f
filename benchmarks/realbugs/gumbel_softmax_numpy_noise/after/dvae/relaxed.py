import jax


class GumbelSoftmax:
    """Relaxed one-hot samples of a categorical, for training discrete latent codes."""

    def __init__(self, temperature):
        self.temperature = temperature

    def __call__(self, logits, key):
        noise = jax.random.gumbel(key, logits.shape)
        return jax.nn.softmax((logits + noise) / self.temperature, axis=-1)
