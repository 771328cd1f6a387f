import jax
import jax.numpy as jnp

from imaging.operators import divergence, gradient


class TVDenoiser:
    """Rudin-Osher-Fatemi denoising by gradient descent on 1/2 |f - u|^2 + weight TV(u)."""

    def __init__(self, weight=0.1, step=0.1, n_iter=200, eps=1e-3):
        self.weight = weight
        self.step = step
        self.n_iter = n_iter
        self.eps = eps
        self._run = jax.jit(self._descend)

    def _descend(self, f, weight):
        def update(_, u):
            gx, gy = gradient(u)
            norm = jnp.sqrt(gx**2 + gy**2 + self.eps**2)
            return u + self.step * (f - u + weight * divergence(gx / norm, gy / norm))

        return jax.lax.fori_loop(0, self.n_iter, update, f)

    def denoise(self, image):
        return self._run(image, self.weight)
