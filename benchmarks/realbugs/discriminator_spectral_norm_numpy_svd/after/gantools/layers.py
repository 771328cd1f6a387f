import jax
import jax.numpy as jnp


class SpectralDense:
    """A dense layer whose kernel is rescaled to spectral norm one (Lipschitz-constrained discriminators)."""

    def __init__(self, in_dim, out_dim):
        self.in_dim = in_dim
        self.out_dim = out_dim

    def init(self, key):
        return jax.random.normal(key, (self.in_dim, self.out_dim)) / jnp.sqrt(self.in_dim)

    def normalized_kernel(self, kernel):
        sigma = jnp.linalg.svd(kernel, compute_uv=False)[0]
        return kernel / sigma

    def __call__(self, kernel, x):
        return x @ self.normalized_kernel(kernel)
