import jax

from sampling import _sample_forward


class Predictive:
    """Posterior predictive draws for new inputs."""

    def __init__(self, model, params, num_samples):
        self.model = model
        self.params = params
        self.num_samples = num_samples

    def __call__(self, key, X):
        keys = jax.random.split(key, self.num_samples)
        return _sample_forward(self.model, self.params, keys, X)

    def predict_batches(self, key, batches):
        keys = jax.random.split(key, len(batches))
        return [self(k, X) for k, X in zip(keys, batches)]
