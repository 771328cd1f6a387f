import jax


class GaussianPerturbation:
    """Zero-mean Gaussian perturbations of a nominal control sequence."""

    def __init__(self, sigma=0.5):
        self.sigma = sigma

    def draw(self, key, num_samples, horizon, dof):
        return self.sigma * jax.random.normal(key, (num_samples, horizon, dof))
