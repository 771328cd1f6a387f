import jax
import jax.numpy as jnp


def ridge(theta, targets, alpha, mask):
    """Ridge solution per equation, restricted to the columns `mask` keeps."""
    def solve_one(target, keep):
        a = theta * keep
        gram = a.T @ a + alpha * jnp.eye(theta.shape[1])
        return jnp.linalg.solve(gram, a.T @ target) * keep

    return jax.vmap(solve_one, in_axes=(1, 1), out_axes=1)(targets, mask)


class STLSQ:
    """Sequential thresholded least squares (SINDy)."""

    def __init__(self, threshold=0.5, alpha=1e-3, max_iter=10):
        self.threshold = threshold
        self.alpha = alpha
        self.max_iter = max_iter
        self.fit = jax.jit(self._fit)

    def _fit(self, theta, dxdt):
        mask = jnp.ones((theta.shape[1], dxdt.shape[1]))
        xi = ridge(theta, dxdt, self.alpha, mask)
        for _ in range(self.max_iter):
            small = jnp.abs(xi) < self.threshold
            xi = jnp.where(small, 0.0, xi)
            mask = (xi != 0.0).astype(theta.dtype)
            xi = ridge(theta, dxdt, self.alpha, mask)
        return xi
