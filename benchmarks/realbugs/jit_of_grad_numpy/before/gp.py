import jax.numpy as jnp
import numpy as np


def rbf(x, lengthscale):
    d = x[:, None] - x[None, :]
    return jnp.exp(-0.5 * (d / lengthscale) ** 2)


def logpdf(y, x, lengthscale):
    available = np.asarray(~jnp.isnan(y))  # expect: JXL401
    K = rbf(x, lengthscale) + 1e-6 * jnp.eye(x.shape[0])
    y = jnp.where(available, y, 0.0)
    return -0.5 * y @ jnp.linalg.solve(K, y) - 0.5 * jnp.linalg.slogdet(K)[1]
